/**
 * AP style for the digital article: AP numbers, dates and states (toApNumbers), titles capitalised
 * before a name and lower-case after it or alone, and a dateline in our desk's form: "ATLANTA — ",
 * "MACON, Ga. — " (no "(AP)": we are not the AP), and broadcast initials joined back ("F-B-I" ->
 * "FBI"). Quotations and crew text are never rewritten.
 */
import { toApNumbers } from '../numbers/ap-numbers';
import { spellOutStates, stateName } from '../numbers/us-places';
import { atSentenceStart, replaceOutside } from './protect';
import { capitalise, escapeRegExp } from '../text/strings';

export interface ApStyleOptions {
  headline?: string;
  /** "Macon, Georgia" or "Macon, Ga.": becomes the dateline of the first paragraph. */
  location?: string;
}

// AP's state abbreviations for datelines; the states AP never abbreviates are absent on purpose.
const AP_STATES =
  'Ala. Ariz. Ark. Calif. Colo. Conn. Del. Fla. Ga. Ill. Ind. Kan. Ky. La. Md. Mass. Mich. Minn. Miss. Mo. ' +
  'Mont. Neb. Nev. N.H. N.J. N.M. N.Y. N.C. N.D. Okla. Ore. Pa. R.I. S.C. S.D. Tenn. Vt. Va. Wash. W.Va. Wis. Wyo.';

// Full name -> AP abbreviation, read back through spellOutStates so the two tables cannot disagree.
const AP_BY_NAME = new Map(
  AP_STATES.split(' ').map((abbr) => [spellOutStates(`Macon, ${abbr} x`).slice('Macon, '.length, -2), abbr]),
);

/** "Atlanta" -> "ATLANTA — "; "Macon, Georgia" or "Macon, Ga." -> "MACON, Ga. — "; "Juneau, Alaska" keeps Alaska. */
export function dateline(location: string): string {
  const [city, state] = location.split(',').map((p) => p.trim());
  if (!state) return `${city.toUpperCase()} — `;
  const full = spellOutStates(`${city}, ${state} x`).slice(city.length + 2, -2);
  const ap = AP_BY_NAME.get(full) ?? full;
  return `${city.toUpperCase()}, ${ap} — `;
}

/**
 * Whether the story happens at `location`, so the location's dateline belongs on it: the story
 * names the city (or county). A mention that only says where a company is based ("an Atlanta-based
 * chain") or that puts the name in another state ("Macon, Missouri" for a Macon, Georgia desk) does
 * not count. A producer's location is where the desk is, not always where the news is, and a wrong
 * dateline is a wrong fact.
 */
export function storyHappensIn(story: string, location: string): boolean {
  const [city, state] = location.split(',').map((p) => p.trim());
  if (!city) return false;
  const wanted = state ? stateName(state) : undefined;
  for (const m of story.matchAll(new RegExp(`(?<![\\w-])${escapeRegExp(city).replace(/\s+/g, '\\s+')}(?!\\w)`, 'gi'))) {
    const after = story.slice(m.index + m[0].length);
    if (/^-based\b/i.test(after)) continue;
    const named = /^,\s*([A-Z][A-Za-z.]*(?:\s[A-Z][a-z]+)?)/.exec(after)?.[1] ?? '';
    const elsewhere = stateName(named) ?? stateName(named.split(/\s/)[0]);
    if (wanted && elsewhere && elsewhere !== wanted) continue;
    return true;
  }
  return false;
}

const TITLE_WORDS =
  'mayor|governor|senator|sheriff|judge|superintendent|commissioner|president|coach|detective|principal|' +
  'councilman|councilwoman|councilmember|chief|police chief|fire chief|district attorney|sergeant|lieutenant|captain';
const DAYS_AND_MONTHS =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** A capitalised word just before the title, other than an article, makes it part of a name. */
function partOfName(head: string): boolean {
  const previous = /([A-Z][\w.]*)\s+$/.exec(head)?.[1];
  return previous !== undefined && !/^(?:The|A|An|This|That|Our|Their|His|Her)$/.test(previous);
}

/** "mayor Jane Ortiz" -> "Mayor Jane Ortiz"; "the Mayor said" -> "the mayor said". */
export function apTitles(text: string): string {
  const before = replaceOutside(text, new RegExp(`\\b(${TITLE_WORDS})\\s+(?=[A-Z][a-z])`, 'g'), (m) => {
    const after = m.input.slice(m.index + m[0].length);
    if (DAYS_AND_MONTHS.test(after)) return m[0];
    return m[0].replace(/\b[a-z]/g, (c) => c.toUpperCase());
  });
  // A capitalised title with no name after it, not opening a sentence and not part of a longer
  // name ("Maple Falls Police Chief", "Sheriff's Office"), goes lower-case.
  return replaceOutside(
    before,
    new RegExp(`\\b(${TITLE_WORDS.replace(/\b([a-z])/g, (c) => c.toUpperCase())})\\b(?!['’]s|\\s+[A-Z])`, 'g'),
    (m, head) => (atSentenceStart(head) || partOfName(head) ? m[0] : m[0].toLowerCase()),
  );
}

/** Broadcast copy's read-aloud initials back to print: "F-B-I" -> "FBI", "U-S" -> "U.S.". */
export function joinInitials(text: string): string {
  return replaceOutside(text, /\b(?:[A-Z]-){1,5}[A-Z]\b(\.?)/g, (m) => {
    const letters = m[0].replace(/[-.]/g, '');
    // AP keeps the points in U.S. and D.C.; a sentence's own full stop is not doubled.
    if (letters === 'US' || letters === 'DC') return `${[...letters].join('.')}.`;
    return letters + m[1];
  });
}

export function toApStyle(text: string, options: ApStyleOptions = {}): string {
  let body = apTitles(joinInitials(toApNumbers(text)));
  // The dateline opens the first paragraph a reader sees, after any crew line such as "[VO]".
  if (options.location) {
    body = body
      .trimStart()
      .replace(/^((?:[[(][^\])]*[\])]\s*\n\s*)*)/, (crew: string) => crew + dateline(options.location!));
  }
  return options.headline ? `${capitalise(options.headline.trim())}\n\n${body}` : body;
}
