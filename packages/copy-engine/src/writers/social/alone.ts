/**
 * Whether a sentence can go out by itself, as a push alert does: it says where or what the story
 * is about, refers back to nothing the reader has not seen ("The creek crested", "the lanes", "the
 * truck") and is news rather than background ("last year", what a side argued).
 */
import { tag } from '../../parse';
import { isSpeechVerb } from '../../parse/grammar';
import { escapeRegExp } from '../../text/strings';
import { hasQuotation, leansOnPrevious, namesIn } from './story';

/** History and argument, not news: "last year", "a decade ago", "set in 1998", "argued". */
const BACKGROUND =
  /\b(?:last (?:year|month|week|season|spring|summer|fall|winter)|(?:a|\w+) (?:years?|decades?) ago|(?:in|since|set in|opened in) (?:19|20)\d\d|argued|argues|contends?|describes?|described)\b|\bha(?:s|ve) (?:been|served|stood|operated)\b.*\bfor (?:\d+|\w+) (?:years|decades)\b/i;

/** A court step: what a court story is news for. */
const COURT_STEP =
  /\b(?:sentenc\w*|prison|jail|pleaded|plea|trial|jury|jurors|convicted|verdict|judge|arraign\w*|guilty|charged|indicted|acquitted)\b/i;

/** Words of now and next: a line without them tells what happened before. */
const NOW_OR_NEXT = /\b(?:will|is|are|has|have|can|must|faces?|expects?|plans?|remains?)\b/i;

/** In a court story, the crime itself ("The crash killed ...") is what the case is about, not news. */
const isCaseHistory = (sentence: string, lead: string): boolean =>
  COURT_STEP.test(lead) && !COURT_STEP.test(sentence) && !NOW_OR_NEXT.test(sentence);

/** Words that point at what the story said before: "must also repay", "Use Highway 12 instead". */
const POINTS_BACK = /\b(?:also|again|instead|as well|either)\b|\btoo[.,]/i;

/** "The neighbor, 27-year-old ...": a line that introduces someone the story already met. */
const INTRODUCES = /^The [a-z]+, (?:\d+-year-old|[A-Z])/;

/** A request for tips or a question is a line under a story, not an alert. */
/**
 * Lines no alert opens on: a question, a call for tips, and a line that names its story only as
 * "the closure", "the deal", "the change", "the money", "the report" (panel X: "Expect delays of up
 * to 20 minutes during the closure" tells a lock screen nothing; panel AA: "The money will help pay
 * for ...").
 */
const NOT_AN_ALERT =
  /\?|\banyone with information\b|\btips?\b|\binstead\b|\b(?:the|this) (?:closure|change|deal|contract|plan|project|increase|decision|proposal|measure|money|funds|funding|report|study|survey)\b/i;

/** Names of two words or more a sentence gives, by the common noun they end on ("creek" -> "Miller Creek"). */
function namesByNoun(text: string): Map<string, string> {
  const hit = nounCache.get(text);
  if (hit) return hit;
  const out = new Map<string, string>();
  for (const name of namesIn(text)) {
    const words = name.text.split(/\s+/);
    if (words.length < 2) continue;
    const after = text.slice(name.end);
    const afterThe = /\bthe\s+$/i.test(text.slice(Math.max(0, name.start - 4), name.start));
    // "the Harbor Bridge will close", but not "the Riverton County commissioners": there "the" is the meeting's.
    if (afterThe && /^(?:'s)?\s+[a-z]/.test(after) && tag(after.trim())[0]?.pos === 'NOUN') continue;
    const noun = words[words.length - 1].toLowerCase();
    if (!out.has(noun)) out.set(noun, afterThe ? `the ${name.text}` : name.text);
  }
  if (nounCache.size > 5000) nounCache.clear();
  nounCache.set(text, out);
  return out;
}

const nounCache = new Map<string, Map<string, string>>();

/**
 * "The creek crested" after "Miller Creek" becomes "Miller Creek crested"; "closing the bridge" after
 * "the Harbor Bridge" becomes "closing the Harbor Bridge". Only the source's own name goes in, so no
 * fact is added; the first such reference is the one named.
 */
export function nameTheThing(sentence: string, before: readonly string[]): string {
  const names = new Map<string, string>();
  for (const line of before) for (const [noun, name] of namesByNoun(line)) if (!names.has(noun)) names.set(noun, name);
  if (names.size === 0) return sentence;
  let done = false;
  const tokens = tag(sentence);
  return sentence.replace(
    /\b([Tt]he)\s+([A-Za-z][a-z-]+)\b(?!\s+[A-Z])/g,
    (m, the: string, noun: string, at: number) => {
      const name = names.get(noun.toLowerCase());
      if (done || !name || (noun !== noun.toLowerCase() && !name.endsWith(noun))) return m;
      // "The school board" is the district's board, not "Corwin Middle School board" (panel T):
      // a noun that describes the noun after it is no reference to the named thing.
      const end = at + m.length;
      const next = tokens.find((t) => t.start >= end);
      if (next && next.pos === 'NOUN' && /^\s+$/.test(sentence.slice(end, next.start))) return m;
      done = true;
      const named = name.replace(/^the /, `${the} `);
      return at === 0 ? named.charAt(0).toUpperCase() + named.slice(1) : named;
    },
  );
}

/** "the truck" when the story spoke of a truck before: the reader of an alert has not. */
function refersBack(sentence: string, before: string): boolean {
  const definite =
    /\b(?:[Tt]he|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose)\s+(?!(?:morning|afternoon|evening|night|week|weekend|month|year|season|time)\b)([a-z][a-z-]+)\b(?!\s+[A-Z])/g;
  for (const m of sentence.matchAll(definite)) {
    if (new RegExp(`\\b${escapeRegExp(m[1])}\\b`, 'i').test(before)) return true;
  }
  return false;
}

/** The names an alert can hang on: the lead's, or the first two sentences' when the lead names none. */
export function keyNames(lead: string, opening: string): string[] {
  const own = namesIn(lead).map((n) => n.text);
  return own.length ? own : namesIn(opening).map((n) => n.text);
}

/** True for a news line that needs nothing before it: a key name, no back-reference, no background. */
export function standsAlone(sentence: string, keys: readonly string[], before: string, lead: string): boolean {
  return keys.some((k) => sentence.includes(k)) && isSelfContained(sentence, before, lead);
}

/** True for a line with no back-reference and no background, whatever it names. */
export function isSelfContained(sentence: string, before: string, lead: string): boolean {
  if (hasQuotation(sentence) || leansOnPrevious(sentence) || NOT_AN_ALERT.test(sentence)) return false;
  if (pronounSubject(sentence)) return false;
  if (isCaseHistory(sentence, lead)) return false;
  if (BACKGROUND.test(sentence) || INTRODUCES.test(sentence) || POINTS_BACK.test(sentence)) return false;
  return !refersBack(sentence, before);
}

/**
 * "For the owner of a $150,000 home, it would have cost ...": a pronoun doing something with no
 * name before it in the sentence to stand for ("Curtis Mayhew must serve ... before he can" is whole).
 */
function pronounSubject(sentence: string): boolean {
  const tokens = tag(sentence);
  // ("Okafor said that is more cases than ...": "that" before its verb is a pronoun, panel AA.)
  const demonstrative = (i: number): boolean =>
    /^(?:that|this)$/.test(tokens[i].lower) && (i === 0 || isSpeechVerb(tokens[i - 1]));
  const acts = (i: number): boolean => /^(?:VERB|AUX)$/.test(tokens[i + 1]?.pos ?? '');
  if (tokens.some((_, i) => demonstrative(i) && acts(i))) return true;
  const at = tokens.findIndex((t, i) => /^(?:it|they|he|she)$/.test(t.lower) && acts(i));
  return at >= 0 && !tokens.slice(0, at).some((t) => t.pos === 'PROPN');
}

/** True for a line that is news, whatever it refers back to: not background, not an introduction. */
export const isNews = (sentence: string, lead: string): boolean =>
  !BACKGROUND.test(sentence) &&
  !INTRODUCES.test(sentence) &&
  !isCaseHistory(sentence, lead) &&
  !pronounSubject(sentence);

/** True for a line that is no alert at all: a question, a request for tips. */
export const isNotAnAlert = (sentence: string): boolean => NOT_AN_ALERT.test(sentence);
