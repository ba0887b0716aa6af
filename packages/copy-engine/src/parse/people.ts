/**
 * Nouns that name people, for a rewriter choosing how to refer back to a subject: a single
 * person is never "It" (and his, her or their is never guessed), a group is "They".
 */

/** One person: "the man", "the superintendent". */
export const PERSON_NOUNS =
  /^(?:man|woman|boy|girl|teen|teenager|suspect|driver|victim|person|officer|deputy|mother|father|son|daughter|resident|student|worker|pharmacist|owner|neighbor|child|baby|player|coach|judge|mayor|chief|sheriff|teacher|nurse|doctor|employee|customer|clerk|passenger|pilot|hiker|swimmer|gunman|shooter|defendant|senator|governor|superintendent|director|manager|president|official|spokesperson|spokesman|spokeswoman)$/i;

/** People as a group, a plural subject however it is spelled: "police", "crews", "officials". */
export const PEOPLE_NOUNS =
  /^(?:police|people|children|crews|firefighters|officers|deputies|investigators|officials|residents|students|voters|workers|authorities|troopers|prosecutors|researchers|lawmakers|commissioners|members)$/i;

/**
 * What a suspect is accused of, set off after the news: ", accused of stealing ...". A tease core and
 * a 20-second intro never drop it (panel AD).
 */
export const ACCUSATION_ASIDE =
  /,\s+(?:accused of|charged with|suspected of|wanted for|arrested for|convicted of)\s+[a-z]+/;

/** Titles that name a post in an organization: "President", "Director". */
const ORGANIZATION_TITLE =
  /^(President|Chairman|Chairwoman|Chair|Director|Manager|Coordinator|Secretary|Treasurer|Spokesman|Spokeswoman|Spokesperson)\s/;

/**
 * The organization a title belongs to, as the source wrote it before the title: "Fernwood
 * Homeowners Association" for "Fernwood Homeowners Association President Glen Harwick" (panel AE's
 * super and tease said "President Glen Harwick"). Undefined when the title stands alone.
 */
export function titleOrganization(full: string, script: string): { organization: string; title: string } | undefined {
  const title = ORGANIZATION_TITLE.exec(full)?.[1];
  if (!title) return undefined;
  const escaped = full.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`((?:[A-Z][\\w'’&.-]*\\s+){1,5})${escaped}\\b`).exec(script);
  const words = m?.[1].trim().split(/\s+/) ?? [];
  // (Not a sentence's opening word that is no name: "The", "Later".)
  while (words.length > 0 && /^(?:The|A|An|Later|Then|Also|Now|And|But)$/.test(words[0])) words.shift();
  return words.length > 0 ? { organization: words.join(' '), title } : undefined;
}
