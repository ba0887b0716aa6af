/**
 * Attribution first, as broadcast writes a claim: the listener hears who says so before what they
 * say. "The man left on foot, police said." -> "Police say the man left on foot." The claim's words
 * and tense stay as written; only the attribution moves and turns to the present ("say"), the
 * broadcast convention. A sentence with a quotation keeps its written form.
 */
import { isFiniteVerb, isWord } from './grammar';
import { isKnownWord, tag } from './tagger';
import type { Token } from './tagger';
import { capitalise } from '../text/strings';

const ATTRIBUTION_VERBS = new Set(['say', 'said', 'says']);
const DAY = /^(?:today|tonight|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
/** Speakers that take "say" rather than "says". */
const PLURAL_SPEAKERS =
  /^(?:police|officials|officers|investigators|detectives|deputies|authorities|troopers|firefighters|crews|witnesses|prosecutors|doctors|researchers|organizers|residents|neighbors|leaders|experts|parents)$/i;

export interface Attribution {
  /** Who: "police", "Fire Chief Dana Ruiz". */
  speaker: string;
  /** The claim, without the attribution. */
  claim: string;
}

/** The present-tense verb for a speaker: "Police say", "Ruiz says". */
export function sayFor(speaker: string): string {
  const head = speaker.trim().split(/\s+/).pop() ?? '';
  return PLURAL_SPEAKERS.test(head) || (/[^s]s$/.test(head) && /^[a-z]/.test(head)) ? 'say' : 'says';
}

/** A noun phrase that can be a speaker: determiners, adjectives, nouns and names only, short. */
function speakerPhrase(tokens: Token[]): boolean {
  const words = tokens.filter(isWord);
  return (
    words.length > 0 &&
    words.length <= 7 &&
    words.every((t) => /^(?:DET|ADJ|NOUN|PROPN|PART)$/.test(t.pos) || /^'s$/.test(t.text)) &&
    words.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')
  );
}

/** The attribution at the end or in the middle of a claim, when there is one to move. */
export function findTrailingAttribution(sentence: string): Attribution | undefined {
  // (", the cooperative said in a statement.": how it was said is no part of who said it, panel AC.)
  const text = sentence
    .trim()
    .replace(/\s+in an? (?:written |prepared )?(?:statement|news release|release|email|letter|post)(?=[.!?]?$)/, '');
  if (/["“”]/.test(text)) return undefined;
  const tokens = tag(text);
  const words = tokens.filter(isWord);
  if (words.length < 6) return undefined;
  const commas = tokens.filter((t) => t.text === ',').map((t) => t.index);
  const endPunct = /[.!?]$/.test(text) ? text.slice(-1) : '';
  const bodyEnd = endPunct ? tokens[tokens.length - 1].start : text.length;
  for (const c of commas) {
    const rest = tokens.slice(c + 1).filter((t) => t.start < bodyEnd);
    const claim = text.slice(0, tokens[c].start).trim();
    const claimTokens = tokens.slice(0, c);
    if (!claimTokens.some((_, i) => isFiniteVerb(claimTokens, i))) continue;
    // (", Tallgrass Valley Electric Cooperative, the area's largest utility, said": "the area's
    // largest utility" is the name's aside, not the speaker on its own.)
    if (/,\s+(?:[A-Z][\w'’.&-]*\s+)*[A-Z][\w'’.&-]*$/.test(claim) && /^(?:the|a|an)$/.test(rest[0]?.lower ?? ''))
      continue;
    // ", police said." / ", said Mayor Jane Ortiz." / ", according to police."
    const last = rest[rest.length - 1];
    const named = namedWithAside(text, rest);
    if (named) return { speaker: named, claim };
    if (rest.length >= 2 && last && ATTRIBUTION_VERBS.has(last.lower) && speakerPhrase(rest.slice(0, -1))) {
      return { speaker: text.slice(rest[0].start, rest[rest.length - 2].end), claim };
    }
    // ", police said Wednesday.": the day they said it goes with the past tense ("Police say").
    const beforeDay = rest[rest.length - 2];
    if (
      rest.length >= 3 &&
      DAY.test(last.lower) &&
      ATTRIBUTION_VERBS.has(beforeDay.lower) &&
      speakerPhrase(rest.slice(0, -2))
    ) {
      return { speaker: text.slice(rest[0].start, rest[rest.length - 3].end), claim };
    }
    if (rest.length >= 2 && ATTRIBUTION_VERBS.has(rest[0].lower) && speakerPhrase(rest.slice(1))) {
      return { speaker: text.slice(rest[1].start, last.end), claim };
    }
    if (rest.length >= 3 && rest[0].lower === 'according' && rest[1].lower === 'to' && speakerPhrase(rest.slice(2))) {
      return { speaker: text.slice(rest[2].start, last.end), claim };
    }
  }
  return undefined;
}

/**
 * ", Tallgrass Valley Electric Cooperative, the area's largest utility, said": a named speaker and
 * its aside. The name says who; the aside is what compression would cut anyway.
 */
function namedWithAside(text: string, rest: readonly Token[]): string | undefined {
  const commas = rest.map((t, i) => (t.text === ',' ? i : -1)).filter((i) => i >= 0);
  if (commas.length !== 2 || rest.length < 6) return undefined;
  const [a, b] = commas;
  const name = rest.slice(0, a);
  const aside = rest.slice(a + 1, b);
  const verb = rest.slice(b + 1);
  if (!name.length || !name.every((t) => t.pos === 'PROPN') || !/^[A-Z]/.test(name[0].text)) return undefined;
  if (!/^(?:the|a|an)$/.test(aside[0]?.lower ?? '') || !speakerPhrase(aside)) return undefined;
  const said = verb.length === 1 || (verb.length === 2 && DAY.test(verb[1].lower));
  if (!said || !ATTRIBUTION_VERBS.has(verb[0].lower)) return undefined;
  return text.slice(name[0].start, name[name.length - 1].end);
}

/** The sentence with its attribution moved to the front; unchanged when there is none to move. */
export function attributionFirst(sentence: string): string {
  const found = findTrailingAttribution(sentence);
  if (!found) return sentence.trim();
  const claim = found.claim.replace(
    /^(\S+)(\s[^]*)?$/,
    (_all, w: string, rest = '') => (keepsCapital(w, rest.trim()) ? w : w.toLowerCase()) + rest,
  );
  const end = /[!?]$/.test(sentence.trim()) ? sentence.trim().slice(-1) : '.';
  return `${capitalise(found.speaker)} ${sayFor(found.speaker)} ${claim.replace(/[,;]$/, '')}${end}`;
}

/** Words that open a claim in news copy and are not names, though the model tags them PROPN there. */
const COMMON_OPENERS =
  /^(?:flash|heavy|strong|high|low|several|many|most|some|all|no|both|each|every|two|three|four|five|six|seven|eight|nine|ten|crews|firefighters|officers|students|parents|residents|drivers|voters|fans|workers|teachers|doctors|nurses|thieves|prices|sales|rain|snow|traffic|water|smoke|flames|fire|flooding|power|gas|homes|schools|nobody|everyone|someone|one|parts|part|areas|portions|much|half|dozens|hundreds|thousands|shortly|early|late|across)$/i;

/** Peoples and languages, capitalised wherever they stand: "Kenyan runner", "Spanish interpreters". */
const PEOPLES =
  /^(?:[A-Z][a-z]+(?:ian|ese)|American|African|Asian|European|Hispanic|Latino|Latina|Mexican|Cuban|Kenyan|Korean|Somali|Haitian|Dominican|Filipino|Spanish|English|French|German|Irish|Dutch|Polish|Turkish|Danish|Swedish|Scottish|Welsh|Greek|Thai|Arab|Jewish|Muslim|Christian|Catholic|Hindu|Native)$/;

/**
 * "The", "A", "It" lose their capital inside a sentence; names, "I" and acronyms keep it. With the
 * words after it, the word is read in its sentence ("Average rent ..." is no name, panel AA).
 */
export function keepsCapital(word: string, rest?: string): boolean {
  if (word === 'I' || /^[A-Z]{2,}/.test(word)) return true;
  if (COMMON_OPENERS.test(word)) return false;
  const [t] = tag(word);
  if (t?.pos !== 'PROPN') return false;
  if (rest === undefined) return true;
  // (An English word the tagger reads as no name in lower case is none: "average rent", "victims
  // can call"; a word the model does not know stays a name: "Esselby voters", "Ketterly needs".)
  // ("Inkwell and Ivy Books": a name may join its words with "and" or "of".)
  if (/^(?:(?:and|of|&)\s+)?[A-Z]/.test(rest) || !isKnownWord(word) || PEOPLES.test(word)) return true;
  const [lower] = tag(`${word.toLowerCase()} ${rest}`);
  return lower?.pos === 'PROPN';
}
