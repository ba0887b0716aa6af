/**
 * Choices the VOSOT writer makes from the source alone: which quotations can be the sound bite,
 * which sentence leads the anchor intro, which one says what happens next, and how the super names
 * the speaker. Nothing here writes new words, so nothing can invent a fact.
 */
import { fragmentReason, personReferences, tag } from '../../parse';
import { titleOrganization } from '../../parse/people';
import { toBroadcastNumbers } from '../../numbers';
import { countSpokenWords } from '../../text/read-time';
import { findNames } from '../../text/names-quotes';
import type { Quotation } from '../../text/names-quotes';
import type { SourceSentence } from './source';
import { escapeRegExp } from '../../text/strings';
import { SUPERLATIVE } from '../social/forms';

export type StoryStyle = 'hard_news' | 'feature' | 'sports';

/** Spoken words of a quotation as the tape says it (broadcast number style). */
export const biteWords = (q: Quotation): number => countSpokenWords(toBroadcastNumbers(q.text));

/**
 * A quotation that opens with a capital is something the speaker said whole; one that opens lower
 * case ("called it "a ticking time bomb"") is a phrase lifted from a longer answer.
 */
export const wholeUtterance = (q: Quotation): boolean => /^[A-Z0-9"“'‘]/.test(q.text.trim());

/**
 * The sound bites worth trying, best first. A bite is a whole quotation of no more than half the
 * package. Attributed quotations come first (the super needs a name), then unattributed ones, each
 * group with whole utterances before lifted phrases. In 20 s the shortest comes first, to leave the
 * anchor time; in longer packages the source's order (the writer put the best quote first).
 */
export function biteCandidates(quotes: readonly Quotation[], targetWords: number): Quotation[] {
  // (Never one that goes on from words the viewer never heard: "After that, we need to find the
  // money", panel AD.)
  const fits = quotes.filter((q) => biteWords(q) <= targetWords / 2 && !goesOn(q));
  const short = targetWords <= 55;
  const rank = (q: Quotation): number => (q.speaker ? 0 : 2) + (wholeUtterance(q) ? 0 : 1);
  return [...fits].sort((a, b) => rank(a) - rank(b) || (short ? biteWords(a) - biteWords(b) : 0) || a.start - b.start);
}

/** A quotation that goes on from words before it ("After that, ...", "But ..."): no bite alone. */
const goesOn = (q: Quotation): boolean =>
  /^["“']?(?:After that|Before that|But|And|So|Then|Also|Still|Plus)\b/.test(q.text.trim());
/** A result: "28-21", "beat Lincoln Central 28 to 21", "won 3-1", "a 4-2 win". */
const SCORE = /\b\d{1,3}\s*(?:-|–|to)\s*\d{1,3}\b/;
const RESULT_VERB =
  /\b(?:beat|beats|defeated|defeats|won|wins?|lost|loses|loss|tied|edged|topped|routed|upset|swept|clinched|victory)\b/i;

/**
 * Index (into `sentences`) of the sentence that leads the intro. hard_news and feature: the lead,
 * the news as the writer put it first (a feature softens it in tone and length, never by opening
 * on a secondary fact). sports: the result, the first of the opening sentences with a score and a
 * result verb, else with a score; falls back to the lead.
 */
export function pickIntroIndex(sentences: readonly SourceSentence[], style: StoryStyle): number {
  if (sentences.length === 0) return -1;
  if (style !== 'sports') return 0;
  const opening = sentences.slice(0, 4);
  let i = opening.findIndex((s) => SCORE.test(s.written) && RESULT_VERB.test(s.written));
  if (i < 0) i = opening.findIndex((s) => SCORE.test(s.written));
  return i < 0 ? 0 : i;
}

/** What happens next: plans, schedules, an investigation still open, a call for tips. */
const NEXT_STEP =
  /\b(?:will|won't|plans?|planned|planning|expect(?:s|ed)?|scheduled|set to|due (?:back|in|to)|next (?:week|month|year|step|meeting|hearing|game|round)|upcoming|investigation (?:continues|is ongoing)|remains? under investigation|still investigating|anyone with information|asked to call|asks anyone|tip line|hotline|until further notice|starting (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|tomorrow)|tomorrow|later this (?:week|month|year)|deadline|hearing|sentencing|vote on|travel to|takes? effect|goes into effect)\b/i;

const isNextStep = (text: string): boolean => NEXT_STEP.test(text);

/**
 * Index (into `sentences`) of the continuing voice over: the last sentence about next steps, else
 * the last sentence (the last supporting fact). `exclude` holds indexes already used.
 */
export function pickNextStepIndex(sentences: readonly SourceSentence[], exclude: ReadonlySet<number>): number {
  const open = sentences.map((_, i) => i).filter((i) => !exclude.has(i));
  const next = [...open].reverse().find((i) => isNextStep(sentences[i].written));
  return next ?? open[open.length - 1] ?? -1;
}

/**
 * How the super names the speaker: the source's fullest reference, title included ("Police Capt.
 * Brenda Ashworth" for "Ashworth"), and a lower-case role written right before the name when the
 * source gives one ("pharmacist Renee Whitfield", "resident Maria Delgado").
 */
export function speakerReference(speaker: string, script: string): string {
  const surname = speaker.split(/\s+/).pop() ?? speaker;
  const names = findNames(script).filter((n) => n.text === speaker || n.text.endsWith(` ${surname}`));
  const ref = personReferences(script).find((r) => r.surname === surname && r.full.endsWith(speaker));
  const longest = [...names].sort((a, b) => b.text.length - a.text.length)[0]?.text;
  let full = speaker;
  for (const candidate of [ref?.full, longest]) {
    if (candidate && candidate.length > full.length && candidate.endsWith(speaker.split(/\s+/).pop() ?? '')) {
      full = candidate;
    }
  }
  return withRole(withOrganization(full, script), script);
}

/** "Fernwood Homeowners Association President Glen Harwick": the title with its organization. */
function withOrganization(full: string, script: string): string {
  const found = titleOrganization(full, script);
  return found ? `${found.organization} ${full}` : full;
}

const TIME_WORDS = /^(?:yesterday|today|tonight|tomorrow|now|then|later|meanwhile|earlier|also|still)$/i;
/** Capitalised openers that are not a role: days, months and the like. */
const NOT_ROLES =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/**
 * "resident Maria Delgado": the nouns (and their adjectives) written right before the name, a
 * capitalised one only where it opens the sentence ("Quarterback Jaylen Brooks threw ...").
 */
function withRole(full: string, script: string): string {
  // A longer reference is already titled ("Fire Chief Dana Ruiz"): the title is the role.
  if (full.split(/\s+/).length !== 2) return full;
  const at = script.search(new RegExp(`(?<![\\w-])${escapeRegExp(full)}(?![\\w-])`));
  if (at < 0) return full;
  const before = script.slice(Math.max(0, at - 60), at);
  const m = /(?<![\w'-])((?:[A-Za-z][a-z'-]*\s+){1,3})$/.exec(before);
  if (!m) return full;
  const roleWords = m[1].trim().split(/\s+/);
  const opensSentence = /(?:^|[.!?]["”]?\s+|\n\s*)$/.test(before.slice(0, before.length - m[1].length));
  const tokens = tag(`${m[1]}${full}`)
    .filter((t) => /\w/.test(t.text))
    .slice(0, roleWords.length);
  let keep = tokens.length;
  const isRole = (i: number): boolean => {
    const t = tokens[i];
    const lower = /^[a-z]/.test(t.text);
    const opener =
      i === 0 && opensSentence && /^(?:NOUN|PROPN)$/.test(t.pos) && !NOT_ROLES.test(t.text) && !TIME_WORDS.test(t.text);
    return (lower && /^(?:NOUN|ADJ)$/.test(t.pos)) || opener;
  };
  while (keep > 0 && isRole(keep - 1)) keep--;
  const role = tokens.slice(keep);
  const last = role[role.length - 1];
  if (!last || (last.pos !== 'NOUN' && !(role.length === 1 && opensSentence))) return full;
  return `${role.map((t) => t.text).join(' ')} ${full}`;
}

/** A pronoun that opens a sentence and names nobody: "They beat Lincoln Central 28-21." */
const LEADING_PRONOUN = /^(They|He|She)\b/;

/**
 * A sentence opening on a pronoun, made to stand on its own with the subject of the lead: "They
 * beat Lincoln Central" after "The Cedar Grove Wildcats are moving on" becomes "The Cedar Grove
 * Wildcats beat Lincoln Central". Only when the lead's subject is a short name; else unchanged.
 */
export function standAlone(sentence: string, lead: string): string {
  const m = LEADING_PRONOUN.exec(sentence);
  if (!m) return sentence;
  const tokens = tag(lead);
  const verb = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verb <= 0) return sentence;
  const subject = tokens.slice(0, verb);
  if (subject.length > 6 || !subject.every((t) => /^(?:DET|PROPN|NOUN|ADJ)$/.test(t.pos))) return sentence;
  if (!subject.some((t) => t.pos === 'PROPN')) return sentence;
  const head = subject[subject.length - 1];
  const plural = /[^'s]s$/.test(head.text);
  const person = subject.every((t) => t.pos === 'PROPN') && subject.length >= 2;
  if ((m[1] === 'They' && !plural) || (m[1] !== 'They' && !person)) return sentence;
  return `${lead.slice(subject[0].start, head.end)}${sentence.slice(m[1].length)}`;
}

/** Conjunctions that open a clause of circumstance a lead can air without. */
const TRAILING_CLAUSE = new Set(['after', 'before', 'as', 'when', 'while', 'because', 'since', 'until']);

/**
 * The lead cut to its main clause for a short package: a trailing clause of circumstance goes
 * ("... ordered a hand recount in the race for the District four seat after certified results
 * showed ..." -> "... ordered a hand recount in the race for the District four seat."). Only when
 * what is left is a whole sentence of at least eight words; undefined otherwise.
 */
/** Adverbs that measure the clause after them: "just after", "shortly before", "right after". */
const LEADS_INTO_CLAUSE = /^(?:just|shortly|right|soon|long|moments|minutes|hours|days|weeks|only|even)$/;

export function mainClause(sentence: string): string | undefined {
  const text = sentence.trim();
  if (/["“”]/.test(text)) return undefined;
  const tokens = tag(text);
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i];
    if (!TRAILING_CLAUSE.has(t.lower) || (t.pos !== 'SCONJ' && t.pos !== 'ADP')) continue;
    // ("its lowest level [since spring]": a superlative's span, not a clause, panel AF.)
    if (tokens.slice(Math.max(0, i - 3), i).some((u) => SUPERLATIVE.test(u.text))) continue;
    // A clause follows: a verb within the next few words ("after certified results showed").
    const next = tokens.slice(i + 1, i + 6);
    if (!next.some((u) => u.pos === 'VERB' || u.pos === 'AUX')) continue;
    // "just after closing", "shortly before dawn": the adverb belongs to the clause that goes.
    const end = LEADS_INTO_CLAUSE.test(tokens[i - 1].lower) ? tokens[i - 2] : tokens[i - 1];
    const head = `${text.slice(0, end.end).replace(/[,;:\s]+$/, '')}.`;
    // (Nor one that ends inside a relative aside: "unemployment in the area, which had climbed for
    // five straight months.", panel AF.)
    if (countSpokenWords(head) < 8 || fragmentReason(head) || /,\s+(?:which|who|whose|where)\b[^,]*$/.test(head))
      continue;
    return head;
  }
  return undefined;
}
