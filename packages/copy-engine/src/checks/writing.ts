/**
 * The writing check: is every line of the copy something an anchor can read or a producer can put
 * on air? It flags sentences that are not sentences (fragments), surnames whose first reference
 * was dropped, copy cut off with an ellipsis or an open quotation, and banners that are a window
 * of words rather than a headline. Works on any copy, a model's included, against its source.
 */
import { tag } from '../parse/tagger';
import type { Token } from '../parse/tagger';
import { DANGLING, SPEECH_VERBS, fragmentReason, isFiniteVerb, isWord } from '../parse/grammar';
import type { FragmentReason } from '../parse/grammar';
import {
  BODY_BY_ITS_NOUN,
  EVENT_NAME_END,
  COMPLEMENT_PREPOSITIONS,
  fromShorthand,
  OBJECT_COMPLEMENT_VERBS,
  endsOnTopicParticle,
  units as headlineUnits,
} from '../parse/headline';
import type { Unit as SourceWord } from '../parse/headline';
import { findOrphanReferences } from '../parse/references';
import { bareVerb } from '../parse/verb-forms';
import { splitSentences } from '../text/sentences';
import { escapeRegExp } from '../text/strings';

export type WritingIssueKind = 'fragment' | 'orphan-reference' | 'truncated' | 'not-a-headline';

/** Why a banner is not a headline. */
export type HeadlineReason =
  | 'no-noun'
  | 'ends-on-function-word'
  | 'not-a-phrase'
  | 'name-cut-short'
  | 'starts-mid-phrase'
  | 'starts-with-pronoun'
  | 'label'
  | 'missing-complement'
  | 'negation-dropped';

export interface WritingIssue {
  kind: WritingIssueKind;
  /** The sentence, option or surname at fault, as it appears in the copy. */
  text: string;
  start: number;
  end: number;
  /**
   * fragment: the FragmentReason; orphan-reference: the source's full reference ("Maria
   * Delgado"); truncated: 'ellipsis' or 'open-quotation'; not-a-headline: the HeadlineReason.
   */
  detail?: string;
}

/** What the copy is: banners are judged as headlines, advice only for cuts; the rest as sentences. */
export type CopyKind = 'copy' | 'banner' | 'advice';

/** A span of the copy judged on its own: an option, a paragraph or a line. */
interface Unit {
  text: string;
  start: number;
}

/** "OPTION 1: ", "Option 2 - ": options are judged one by one, without their label. */
const OPTION_LABEL = /^\s*option\s*#?\s*\d+\s*[:.)\-–—]\s*/i;
/** "VOICE OVER:", "ANCHOR INTRO: ...", "BREAKING: ": a script's or a post's label. */
const LABEL = /^\s*[A-Z][A-Z0-9 /&'-]{0,30}:(?:\s+|$)/;
/** Cue and crew lines: "IN: He was calm,...", "OUT: ...", "SUPER: ...": not read, not judged. */
const CUE_LINE = /^\s*(?:IN|OUT|OUTCUE|OUT ?CUE|IN ?CUE|TRT|RUNS|SUPER|CG|LOWER THIRD|GRAPHIC|GFX|TAKE|ROLL)\s*:/;
/** "MAPLE FALLS, Ohio (AP) — ": an AP dateline in front of a lead. */
const DATELINE = /^[A-Z][A-Z .'-]+(?:,\s*[A-Za-z. ]+)?\s*(?:\(AP\))?\s*(?:[—–]{1,2}\s*|--?\s+)/;
/** Hashtags, links and mentions closing a post. */
const POST_TAIL = /(?:\s+(?:#[\p{L}\p{N}_]+|@\w+|https?:\/\/\S+))+\s*$/u;
const ELLIPSIS = /(?:…|\.{3})/g;

/** Crew text blanked with spaces of the same length, so offsets still point into the copy. */
const blankCrewText = (text: string): string => text.replace(/\[[^\]]*\]|\([^)]*\)/g, (m) => ' '.repeat(m.length));

/** Lines of `text` with their offsets. */
function lines(text: string): Unit[] {
  const out: Unit[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    out.push({ text: line, start });
    start += line.length + 1;
  }
  return out;
}

/** A unit with `n` characters dropped from its front. */
const dropFront = (u: Unit, n: number): Unit => ({ text: u.text.slice(n), start: u.start + n });

/**
 * The units of the copy. Option lines are units of their own. Otherwise a unit is a paragraph
 * (lines up to a blank line), with labels, cue lines and an article's title line left out.
 */
function unitsOf(output: string): { units: Unit[]; options: boolean } {
  const all = lines(output);
  const options = all.some((l) => OPTION_LABEL.test(l.text));
  if (options) {
    const units = all
      .filter((l) => OPTION_LABEL.test(l.text))
      .map((l) => dropFront(l, (l.text.match(OPTION_LABEL) ?? [''])[0].length));
    return { units, options };
  }
  const units: Unit[] = [];
  let current: Unit | undefined;
  const close = (): void => {
    if (current && current.text.trim()) units.push(current);
    current = undefined;
  };
  for (const line of all) {
    if (!line.text.trim()) {
      close();
      continue;
    }
    if (CUE_LINE.test(line.text)) continue;
    let u = line;
    const label = u.text.match(LABEL);
    if (label) u = dropFront(u, label[0].length);
    const dateline = u.text.match(DATELINE);
    if (dateline) u = dropFront(u, dateline[0].length);
    if (!u.text.trim()) continue;
    if (current) {
      // Lines of one paragraph keep their line break, so the splitter still sees crew lines.
      const gap = u.start - (current.start + current.text.length);
      current = { text: current.text + ' '.repeat(Math.max(gap - 1, 0)) + '\n' + u.text, start: current.start };
    } else {
      current = { ...u };
    }
  }
  close();
  // An article's title: a first paragraph of one short line with no closing punctuation.
  const first = units[0];
  if (
    units.length > 1 &&
    first &&
    !first.text.includes('\n') &&
    !/[.?!…"”]\s*$/.test(first.text) &&
    first.text.split(/\s+/).length <= 16
  ) {
    units.shift();
  }
  return { units, options };
}

// ---------------------------------------------------------------------------------------------
// Cuts: an ellipsis the source does not have there, and a quotation left open.

/** Whether the source has the same words before an ellipsis: then it is the source's, not a cut. */
function sourceHasEllipsis(before: string, source: string): boolean {
  const words = before.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  if (!words.length) return false;
  const tail = words.slice(-3).map(escapeRegExp).join('[^\\p{L}\\p{N}]+');
  return new RegExp(`${tail}[^\\p{L}\\p{N}]*(?:…|\\.{3})`, 'iu').test(source);
}

/** Ellipses that end (or open) a sentence of the unit where the source has none: the copy was cut. */
function ellipsisCuts(unit: Unit, source: string): WritingIssue[] {
  const issues: WritingIssue[] = [];
  const text = unit.text;
  for (const m of text.matchAll(ELLIPSIS)) {
    const at = m.index ?? 0;
    const after = text.slice(at + m[0].length);
    const before = text.slice(0, at);
    // "...more than anything": an opening ellipsis marks words left out in front.
    const opening = !/[\p{L}\p{N}]/u.test(before.split(/[.?!]\s/).pop() ?? '');
    const closing = /^["”’)\]]*(?:\s*$|\s+(?:["“‘(]?[A-Z0-9]|[#@]|https?:))/.test(after);
    if (!opening && !closing) continue;
    if (opening && !closing) {
      if (
        new RegExp(`(?:…|\\.{3})\\s*${escapeRegExp(after.trim().split(/\s+/).slice(0, 3).join(' '))}`, 'i').test(source)
      ) {
        continue;
      }
    } else if (sourceHasEllipsis(before, source)) {
      continue;
    }
    // The sentence the cut ends: from the previous sentence end to the ellipsis.
    const from = Math.max(before.search(/[^\s]/), lastSentenceStart(before));
    const end = at + m[0].length + (after.match(/^["”’)\]]*/) ?? [''])[0].length;
    const start = opening ? at : from;
    const stop = opening ? at + m[0].length + (after.match(/^\S*(?:\s+\S+){0,4}/) ?? [''])[0].length : end;
    issues.push({
      kind: 'truncated',
      text: text.slice(start, stop).trim(),
      start: unit.start + start,
      end: unit.start + stop,
      detail: 'ellipsis',
    });
  }
  return issues;
}

function lastSentenceStart(before: string): number {
  let best = 0;
  for (const m of before.matchAll(/[.?!…]["”’)]*\s+/g)) best = (m.index ?? 0) + m[0].length;
  return best;
}

/** The last quotation mark left open in the unit, if any. */
function openQuotation(unit: Unit): WritingIssue | undefined {
  const text = unit.text;
  let straightOpen = -1;
  let curlyOpen = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') straightOpen = straightOpen < 0 ? i : -1;
    else if (ch === '“') curlyOpen = i;
    else if (ch === '”') curlyOpen = -1;
  }
  const openAt = Math.max(straightOpen, curlyOpen);
  if (openAt < 0) return undefined;
  const end = text.trimEnd().length;
  return {
    kind: 'truncated',
    text: text.slice(openAt, end),
    start: unit.start + openAt,
    end: unit.start + end,
    detail: 'open-quotation',
  };
}

// ---------------------------------------------------------------------------------------------
// Fragments.

function fragments(unit: Unit, cut: readonly WritingIssue[]): WritingIssue[] {
  const issues: WritingIssue[] = [];
  const readable = blankCrewText(unit.text).replace(POST_TAIL, (m) => ' '.repeat(m.length));
  for (const s of splitSentences(readable)) {
    const start = unit.start + s.start;
    const end = unit.start + s.end;
    // A cut sentence is reported as cut, once.
    if (cut.some((c) => c.start < end && c.end > start)) continue;
    const reason: FragmentReason | undefined = fragmentReason(s.text);
    // A quotation spanning sentences is judged on the whole unit (openQuotation), not here.
    if (!reason || reason === 'open-quotation') continue;
    issues.push({ kind: 'fragment', text: s.text, start, end, detail: reason });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Headlines.

/** Words a headline cannot open on: they belong to a phrase that started before the banner. */
const MID_PHRASE_START = new Set(
  (
    "percent percentage cents dollars of than and or but nor as is are was were am be been 's ’s " +
    'which whose whom that its their his her our your not'
  ).split(' '),
);
/** Prepositions: a headline may open on one only when a clause follows ("In Marlow, Crews Fix Main"). */
const PREPOSITION_START = new Set('in on at to for from with by into onto'.split(' '));
/** Adverbs a headline may end on: "Floods Downtown", "Back Open Tonight". */
const ADVERB_ENDS =
  /^(?:downtown|tonight|today|tomorrow|overnight|again|ahead|back|out|off|up|down|home|away|abroad|early|late|soon|online|nationwide|statewide|citywide|yet)$/;
const PRONOUN_START = new Set('he she they it him them we'.split(' '));
const NOT_A_NAME_CONTINUATION =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|The|A|An|And|But|Or|He|She|They|It|We|I)$/;

/**
 * The banner in the source's casing, so the tagger sees a phrase and not a row of names: a word
 * the source capitalises mid-sentence keeps its capital, every other word is lower case.
 */
function sourceCased(banner: string, source: string): string {
  const cased = banner.replace(/[\p{L}][\p{L}'’-]*/gu, (w) => {
    const cap = w[0].toUpperCase() + w.slice(1).toLowerCase();
    if (w.length > 1 && new RegExp(`(?<![.?!]\\s+|^)\\b${escapeRegExp(w.toUpperCase())}\\b`, 'm').test(source)) {
      return w.toUpperCase(); // an acronym: FBI, NFL
    }
    if (new RegExp(`(?<![.?!"“]\\s*|^\\s*)\\b${escapeRegExp(cap)}\\b`, 'm').test(source)) return cap;
    return w.toLowerCase();
  });
  return cased.replace(/^([^\p{L}]*)(\p{L})/u, (_, pre: string, c: string) => pre + c.toUpperCase());
}

/**
 * Whether the banner's last words are a name the source always continues ("Director Andrea" for
 * "Director Andrea Feldman", "City of Marlow" for "City of Marlow Springs").
 */
function endsOnCutName(banner: string, source: string): boolean {
  const words = banner.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const last = words[words.length - 1];
  if (!last || !/^\p{L}/u.test(last)) return false;
  const tail = words.slice(-2).map(escapeRegExp).join('\\s+');
  const named = [...source.matchAll(new RegExp(`\\b${tail}\\b`, 'giu'))].filter((m) =>
    /^\p{Lu}/u.test(m[0].split(/\s+/).pop() ?? ''),
  );
  const found = named.length
    ? named
    : [...source.matchAll(new RegExp(`\\b${escapeRegExp(last)}\\b`, 'gu'))].filter((m) => /^\p{Lu}/u.test(m[0]));
  if (!found.length) return false;
  return found.every((m) => {
    const next = source.slice((m.index ?? 0) + m[0].length).match(/^ +(\p{Lu}[\p{L}'’-]*)/u);
    return next !== null && !NOT_A_NAME_CONTINUATION.test(next[1]);
  });
}

/** Whether the banner's first words end a longer name in the source ("Grove Wildcats" of "Cedar Grove Wildcats"). */
function startsOnCutName(banner: string, source: string): boolean {
  const words = banner.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  if (words.length < 2 || !/^\p{L}/u.test(words[0] ?? '')) return false;
  const head = words.slice(0, 2).map(escapeRegExp).join('\\s+');
  let found = [...source.matchAll(new RegExp(`\\b${head}\\b`, 'giu'))].filter((m) => /^\p{Lu}/u.test(m[0]));
  // "Marine Reports Sales" of "Kittering Marine ... reported": the first word alone, when the source
  // never writes it but as the end of a name (a body's own word, "Council" of "City Council", may stand).
  const lead = words[0] ?? '';
  // ("Parade Steps Off", "Holiday Lights Parade Steps Off" of "The Sablewood Holiday Lights Parade": an
  // event by its kind, or by its name without its town, panel AB.)
  const event = words.slice(0, 4).findIndex((w) => EVENT_NAME_END.test(w));
  if (
    event >= 0 &&
    new RegExp(
      `\\b${words
        .slice(0, event + 1)
        .map(escapeRegExp)
        .join('\\s+')}\\b`,
    ).test(source)
  )
    return false;
  // (A team goes by its last word, a plural: "Hawks" of "Lady Hawks", "Herons" of "Ashvale Heights Herons".)
  if (
    !found.length &&
    !BODY_BY_ITS_NOUN.test(lead) &&
    !/(?:s|men)$/.test(lead) &&
    !new RegExp(`\\b${escapeRegExp(lead.toLowerCase())}\\b`).test(source)
  )
    found = [...source.matchAll(new RegExp(`\\b${escapeRegExp(lead)}\\b`, 'gu'))];
  if (!found.length) return false;
  return found.every((m) => {
    const before = source
      .slice(Math.max(0, (m.index ?? 0) - 40), m.index)
      .match(/(^|[.?!"“]\s*|\s)(\p{Lu}[\p{L}'’-]*) +$/u);
    // The word before must be part of the name: capitalised, not opening a sentence, not "The".
    if (before === null || /[.?!"“]/.test(before[1]) || NOT_A_NAME_CONTINUATION.test(before[2])) return false;
    return !afterTwoWordPlace(source.slice(0, m.index));
  });
}

/**
 * Whether the text before a name's tail ends on a whole two-word place ("Pine Hollow" of "The Pine
 * Hollow Lady Hawks", "Port Harlan" of "Port Harlan City Council"): a headline may drop it, as it
 * names the place, not the team or the body; a cut after one word ("Grove Wildcats") splits it.
 */
function afterTwoWordPlace(before: string): boolean {
  const m = before.match(/(^|[.?!"“]\s*|\s)(\S+)\s+(\p{Lu}[\p{L}'’-]*)\s+(\p{Lu}[\p{L}'’-]*)\s+$/u);
  if (!m) return false;
  const opener = m[2] === '' || /[.?!"“]/.test(m[1]) || !/^\p{Lu}/u.test(m[2]) || NOT_A_NAME_CONTINUATION.test(m[2]);
  return opener && !NOT_A_NAME_CONTINUATION.test(m[3]);
}

/** Why a banner is not a headline, or undefined when it is one. */
export function headlineReason(banner: string, source: string): HeadlineReason | undefined {
  // ("Voters OK $48M Bond Issue": a copy desk's shorthand is read in the source's words.)
  const text = fromShorthand(banner.trim(), source).replace(/[.!:;,]+$/, '');
  // "67", "41": a figure alone says nothing on a lower third.
  if (!/\p{L}/u.test(text)) return text ? 'no-noun' : undefined;
  const tokens = tag(sourceCased(text, source));
  const words = tokens.filter(isWord);
  if (!words.length) return undefined;
  const first = words[0];
  const last = words[words.length - 1];
  const finite = tokens.some((_, i) => isFiniteVerb(tokens, i));
  if (MID_PHRASE_START.has(first.lower)) return 'starts-mid-phrase';
  if (PREPOSITION_START.has(first.lower) && !text.includes(',') && !finite) return 'starts-mid-phrase';
  // "Wildcats Move On" ends on a verb's particle, not a dangling word.
  const dangling = DANGLING.has(last.lower) || /^(?:ADP|DET|CCONJ|SCONJ|AUX|PART)$/.test(last.pos);
  if (dangling && !endsOnTopicParticle(text, source)) return 'ends-on-function-word';
  // "Emergency Officials Said": an attribution whose claim was cut away.
  if (SPEECH_VERBS.has(last.lemma) && /^(?:said|says|say|told|added)$/.test(last.lower)) return 'ends-on-function-word';
  if (!words.some((w) => w.pos === 'NOUN' || w.pos === 'PROPN')) return 'no-noun';
  if (PRONOUN_START.has(first.lower)) return 'starts-with-pronoun';
  if (endsOnCutName(text, source)) return 'name-cut-short';
  if (startsOnCutName(text, source)) return 'name-cut-short';
  // Headline-ese drops "is": "Roads Still Closed", "Library Now Free" are headlines; a banner
  // ending on an adverb ("Main Burst Just", "Breaking News Right Now") is a window.
  if (last.pos === 'ADV' && !ADVERB_ENDS.test(last.lower)) return 'not-a-phrase';
  if (garbledTime(words)) return 'not-a-phrase';
  // "Mothers Can Give Birth Close", "Jury Took Less", "Delivered 312 Babies Last": a comparison, a
  // distance or a time cut from its "to", "than" or "year".
  if (
    CUT_COMPARISON.test(last.lower) &&
    last.pos !== 'VERB' &&
    !/^(?:to|will)$/.test(words[words.length - 2]?.lower ?? '')
  )
    return 'not-a-phrase';
  // "School Board Votes 4", "Forecasters Expect 8": a figure cut from its tally or its unit.
  if (last.pos === 'NUM' && !/\d-\d/.test(last.text) && /^(?:VERB|AUX)$/.test(words[words.length - 2]?.pos ?? ''))
    return 'not-a-phrase';
  // "Council Approves Change 6" of "6 to 1", "Crews to Work from 9 a.m." of "from 9 a.m. to 3 p.m.":
  // a tally or a span cut at its first figure.
  if (endsOnCutSpan(text, source)) return 'not-a-phrase';
  // "Plant Opened" of "The plant opened in 1979": a past told without its date is old news as new.
  if (endsBeforeItsDate(last, source)) return 'not-a-phrase';
  // "Residents Can Get Pressure" of "blood pressure checks", "Add Two Bus" of "two bus routes": a
  // noun phrase cut before its head.
  if (endsBeforeHead(last, sourceUnits(source))) return 'not-a-phrase';
  // "11% Starting in February", "5-2 to Raise Water Rates": a figure that belonged to a clause before it.
  if (first.pos === 'NUM' && /^(?:VERB|ADP|PART)$/.test(words[1]?.pos ?? '')) return 'starts-mid-phrase';
  // "Traffic Starting at 6 a.m.": a time participle with nothing happening.
  if (!finite && words.some((w) => TIME_PARTICIPLES.test(w.lower))) return 'not-a-phrase';
  // "Prosecutors Say Dana Furlow": an attribution whose claim is only a name.
  const say = words.findIndex((w) => /^(?:say|says|said)$/.test(w.lower));
  if (say >= 0 && words.slice(say + 1).every((w) => w.pos === 'PROPN' || w.pos === 'NUM')) return 'missing-complement';
  if (dropsNegation(words, source)) return 'negation-dropped';
  const sourceWords = sourceUnits(source);
  // ("Boil-Water Notice": the first word is the hyphenated whole the source has, not "boil" the verb.)
  const compound = /^[\p{L}\d']+-[\p{L}\d'-]+/u.exec(text)?.[0]?.toLowerCase();
  const wholeWord = compound !== undefined && source.toLowerCase().includes(compound);
  // "Expect to Finish Repairs": a verb phrase whose subject was cut away.
  if (
    !wholeWord &&
    /^(?:VERB|AUX)$/.test(first.pos) &&
    sourceWords.some((t) => t.pos === 'VERB' && t.lower === first.lower)
  )
    return 'starts-mid-phrase';
  if (!wholeWord && neverOpensPhrase(first, sourceWords) && !ownerFirst(words, source)) return 'starts-mid-phrase';
  // "Wildcats Move On": a phrasal verb the source ends its phrase with is a verb, whatever the tagger says.
  if (endsOnTopicParticle(text, source))
    return missingComplement(words, sourceWords) ? 'missing-complement' : undefined;
  if (isLabel(words, text, sourceWords)) return 'label';
  if (missingComplement(words, sourceWords)) return 'missing-complement';
  return undefined;
}

const TIME_NOUNS = /^(?:today|tonight|tomorrow|yesterday|morning|afternoon|evening|night|week|weekend|month|year)$/;

/**
 * Whether the source never opens a phrase on the banner's first word, so the banner starts inside
 * one. Every use of it in the source is one of a kind:
 * - after a preposition of its phrase: "Table Include Hiring Freeze" of "options on the table
 *   include", "Two Big-Box Stores Opened" of "after two big-box stores opened";
 * - an adverb inside a clause or a participle after a comma: "Else to Send Trash", "Offering Free
 *   Cleanings" of ", offering free cleanings";
 * - a verb, whatever the headline case makes of it: "Move Production Out of State".
 */
/**
 * Whether the banner opens on a name the source gives after "of" with the noun it owns, moved in
 * front of that noun as headlines do: "Route 9 Lanes" of "the eastbound lanes of Route 9".
 */
function ownerFirst(words: readonly Token[], source: string): boolean {
  let n = 0;
  while (n < words.length && /^(?:PROPN|NUM)$/.test(words[n].pos)) n++;
  if (n === 0 || n >= words.length) return false;
  const name = words
    .slice(0, n)
    .map((w) => escapeRegExp(w.text))
    .join('\\s+');
  const owned = new RegExp(`\\b([a-z]+)\\s+of\\s+${name}\\b`, 'i').exec(source)?.[1]?.toLowerCase();
  return owned !== undefined && words.slice(n).some((w) => w.lower === owned);
}

function neverOpensPhrase(first: Token, sourceWords: readonly SourceWord[]): boolean {
  const uses = sourceWords.flatMap((u, i) => (u.lower.split(/\s+/)[0] === first.lower ? [i] : []));
  if (uses.length === 0) return false;
  const afterPreposition = (i: number): boolean => {
    let j = i - 1;
    while (j >= 0 && /^(?:DET|ADJ|NUM|PRON)$/.test(sourceWords[j].pos) && !/[,.;]/.test(sourceWords[j].text)) j--;
    const before = sourceWords[j];
    // ("looking for a man who robbed a pharmacy": the noun is the subject of its own clause.)
    const subjectOfRelative = /^(?:who|that|which)$/.test(sourceWords[i + 1]?.lower ?? '');
    return (
      before !== undefined &&
      /^(?:ADP|SCONJ)$/.test(before.pos) &&
      !/^(?:as|than|like|that)$/.test(before.lower) &&
      !subjectOfRelative
    );
  };
  const insideClause = (i: number): boolean =>
    (sourceWords[i].pos === 'ADV' && i > 0 && !/[.!?]/.test(sourceWords[i - 1].text)) ||
    (/ing$/.test(sourceWords[i].lower) && sourceWords[i - 1]?.text === ',');
  // ("boil" of "a boil-water notice" is half a describing word, not a verb.)
  const onlyVerb = (i: number): boolean =>
    sourceWords[i].lower === first.lower && sourceWords[i].pos === 'VERB' && sourceWords[i + 1]?.text !== '-';
  return uses.every(afterPreposition) || uses.every(insideClause) || uses.every(onlyVerb);
}

/** Whether every use of the banner's last word in the source runs on into a noun of the same phrase. */
function endsBeforeHead(last: Token, sourceWords: readonly SourceWord[]): boolean {
  const uses = sourceWords
    .map((u, i) => ({ u, next: sourceWords[i + 1] }))
    .filter(({ u }) => u.lower.split(/\s+/).pop() === last.lower);
  return (
    uses.length > 0 &&
    uses.every(
      ({ u, next }) =>
        next !== undefined &&
        next.pos === 'NOUN' &&
        !TIME_NOUNS.test(next.lower) &&
        next.start - u.end <= 1 &&
        u.pos !== 'VERB' &&
        // ("Hawks Beat Millbrook 28-21" of "a 28-21 win": a score stands for the game's result.)
        !(/^\d+-\d+$/.test(last.text) && /^(?:win|victory|loss|defeat)$/.test(next.lower)),
    )
  );
}

/** Whether the banner ends on a past verb the source always dates ("opened in 1979", "closed last year"). */
function endsBeforeItsDate(last: Token, source: string): boolean {
  if (last.pos !== 'VERB' || last.lower === last.lemma) return false;
  const uses = [...source.matchAll(new RegExp(`\\b${escapeRegExp(last.lower)}\\b`, 'gi'))];
  return (
    uses.length > 0 &&
    uses.every((m) =>
      /^\s+(?:(?:in|during)\s+(?:19|20)\d\d\b|last\s+(?:year|month|week|spring|summer|fall|winter)\b|\w+\s+years?\s+ago\b)/i.test(
        source.slice((m.index ?? 0) + m[0].length),
      ),
    )
  );
}

/** Whether the banner ends on a figure or a clock time the source always carries on to a second one. */
function endsOnCutSpan(text: string, source: string): boolean {
  const end = /(?:\$?\d[\d,.]*%?|\d{1,2}(?::\d\d)?\s*[ap]\.m\.?)$/i.exec(text);
  if (!end) return false;
  const tail = text.split(/\s+/).slice(-2).join(' ');
  const found = [...source.matchAll(new RegExp(`\\b${escapeRegExp(tail).replace(/\s+/g, '\\s+')}`, 'gi'))];
  if (!found.length) return false;
  // (or a figure cut from its unit: "$4.2" of "$4.2 million")
  return found.every((m) =>
    /^\.?\s*(?:(?:to|until|through|-|–)\s*\$?\d|(?:million|billion|thousand|hundred|percent)\b)/i.test(
      source.slice((m.index ?? 0) + m[0].length),
    ),
  );
}

const CUT_COMPARISON = /^(?:close|closer|more|less|fewer|most|least|much|near|nearly|than|same|last|next)$/;
const TIME_PARTICIPLES = /^(?:starting|beginning|ending|following|including)$/;

/**
 * "Vaccinated Tested Positive" of "a traveler who had not been vaccinated tested positive": a word
 * the source negates, in a banner that says no "not". The banner says the opposite of the story.
 */
function dropsNegation(words: readonly Token[], source: string): boolean {
  if (words.some((w) => /^(?:not|no|never|n't|without|nobody|none)$/.test(w.lower))) return false;
  const negated = new Set<string>();
  const tokens = tag(source);
  tokens.forEach((t, i) => {
    if (!/^(?:VERB|ADJ)$/.test(t.pos)) return;
    const before = tokens.slice(Math.max(0, i - 3), i);
    if (before.some((b) => /^(?:not|never|n't)$/.test(b.lower)) && !before.some((b) => /[,.;]/.test(b.text)))
      negated.add(t.lower);
  });
  const plain = new Set(
    tokens
      .filter((t, i) => !tokens.slice(Math.max(0, i - 3), i).some((b) => /^(?:not|never|n't)$/.test(b.lower)))
      .map((t) => t.lower),
  );
  return words.some((w) => negated.has(w.lower) && !plain.has(w.lower));
}

/** Words of the source as headline units (tags repaired, "about 3,200" one figure), for the last source. */
let lastSource: { source: string; words: SourceWord[] } | undefined;
function sourceUnits(source: string): SourceWord[] {
  // Sentence by sentence, as the writers parse them: the tagger reads a word of one sentence
  // differently with the whole story around it ("marks" as a noun).
  if (lastSource?.source !== source) {
    const words = splitSentences(source).flatMap((s) =>
      headlineUnits(s.text).map((u) => ({ ...u, start: u.start + s.start, end: u.end + s.start })),
    );
    lastSource = { source, words: words.filter((u) => u.text.trim()) };
  }
  return lastSource.words;
}

/**
 * A time word cut from its modifier ("Hospital Delivers Year" of "last year", "Plan Week" of "next
 * week"), or "a.m." without its hour ("Firefighters Get a.m.").
 */
function garbledTime(words: readonly Token[]): boolean {
  return words.some((t, i) => {
    const before = words[i - 1];
    if (/^[ap]\.m\.?$/.test(t.lower)) return !/\d/.test(before?.text ?? '');
    if (!/^(?:year|week|month|weekend)$/.test(t.lower)) return false;
    return !before || !/^(?:NUM|ADJ|DET|PROPN|NOUN)$/.test(before.pos);
  });
}

/** Words that say what state the subject is in, so a headline needs no verb: "Homes Under Advisory". */
const STATE_WORDS =
  /^(?:under|without|closed|open|free|guilty|dead|missing|safe|injured|hurt|up|down|back|ahead|out|off|above|below|due|set|ready|short|underway|gone|over|again|now|still)$/;

/**
 * A label names a thing and says nothing about it ("Cedar Grove Wildcats", "Homes in Dunmore
 * Heights"): no verb, no state word after a noun, and not the source's own "X is Y" with the copula
 * dropped ("Lady Hawks State Champions"). A source with no verb ("Frost advisory overnight") can
 * give nothing but a label, so only a source that tells what happened is held to this.
 */
function isLabel(words: readonly Token[], text: string, sourceWords: readonly SourceWord[]): boolean {
  if (!sourceWords.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return false;
  if (words.some((t, i) => isHeadlineVerb(words, i, sourceWords))) return false;
  const noun = words.findIndex((t) => /^(?:NOUN|PROPN|NUM)$/.test(t.pos));
  if (noun >= 0 && words.slice(noun + 1).some((t) => STATE_WORDS.test(t.lower))) return false;
  if (/\bin effect\b|\bunder way\b|\bon strike\b/i.test(text)) return false;
  return !droppedCopula(words, sourceWords);
}

/**
 * Whether a word is the headline's verb. The tagger reads a headline without its articles
 * unevenly ("Police Arrest Man" as three nouns, "Water Main Break" with a verb), so the source
 * decides for its own words: a verb there is a verb here. A participle or gerund before a noun
 * modifies it ("Salaried Workers", "Low-Lying Streets").
 */
function isHeadlineVerb(words: readonly Token[], i: number, sourceWords: readonly SourceWord[]): boolean {
  const t = words[i];
  // ("City's South Side": a headline's "'s" is an owner's, whatever the tagger says.)
  if (t.pos === 'AUX') return !/^['’]s$/.test(t.text);
  if (i === 0 || !/^(?:VERB|NOUN)$/.test(t.pos) || /-/.test(t.text)) return false;
  const forms = new Set([
    t.lower,
    t.lemma,
    t.lower.replace(/s$/, ''),
    t.lower.replace(/es$/, ''),
    t.lower.replace(/ies$/, 'y'),
  ]);
  const asVerb = sourceWords.some((s) => s.pos === 'VERB' && (forms.has(s.lemma) || forms.has(bareVerb(s.lemma))));
  const onlyNoun = sourceWords.some((s) => /^(?:NOUN|PROPN)$/.test(s.pos) && s.lower === t.lower);
  if (t.pos === 'NOUN' ? !asVerb : onlyNoun && !asVerb) return false;
  const participle = /(?:ing|ed)$/.test(t.lower) && t.lower !== t.lemma;
  const modifier = participle && /^(?:NOUN|PROPN)$/.test(words[i + 1]?.pos ?? '');
  return !modifier || words.slice(0, i).every((w) => /^(?:DET|ADJ|NUM)$/.test(w.pos));
}

/** Whether the banner is the source's "X is (now) the Y" without its copula, split at some word. */
function droppedCopula(words: readonly Token[], sourceWords: readonly SourceWord[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const before = words[i - 1].lower;
    const after = words[i].lower;
    for (let j = 1; j < sourceWords.length - 1; j++) {
      if (sourceWords[j].lemma !== 'be' || sourceWords[j - 1].lower !== before) continue;
      const rest = sourceWords.slice(j + 1, j + 4).filter((t) => t.pos !== 'DET' && t.pos !== 'ADV');
      if (rest[0]?.lower === after) return true;
    }
  }
  return false;
}

type Word = Pick<Token, 'text' | 'lower' | 'pos' | 'lemma'>;

/** Where a run of nominal words ends: the object noun phrase after a verb. */
function nounPhraseEnd(list: readonly Word[], from: number): number {
  let i = from;
  while (
    i < list.length &&
    /^(?:DET|NUM|ADJ|NOUN|PROPN|PART)$/.test(list[i].pos) &&
    !/^(?:to|not)$/.test(list[i].lower)
  )
    i++;
  // "homes and businesses", "a string of burglaries": one phrase.
  const next = list[i + 1];
  if (i > from && /^(?:and|of)$/.test(list[i]?.lower ?? '') && next && /^(?:DET|NUM|ADJ|NOUN|PROPN)$/.test(next.pos))
    return nounPhraseEnd(list, i + 1);
  return i;
}

/** The first word from `i` that is not an adverb, a particle, a time ("leave Friday") or a tally ("voted 5-2 to"). */
function skipToComplement(list: readonly Word[], i: number): number {
  let at = i;
  for (;;) {
    const t = list[at];
    if (!t) return at;
    const tally = /^\d+-\d+$/.test(t.text);
    const adverb = /^(?:ADV|PART)$/.test(t.pos) && !/^(?:to|not)$/.test(t.lower);
    const time =
      TIME_WORD.test(t.lower) || (/^(?:year|week|month)$/.test(t.lower) && TIME_WORD.test(list[at - 1]?.lower ?? ''));
    // "will close [each night]": how often, not an object.
    if (
      /^(?:each|every)$/.test(t.lower) &&
      /^(?:night|day|morning|evening|afternoon|week|weekend|month|year)$/.test(list[at + 1]?.lower ?? '')
    ) {
      at += 2;
      continue;
    }
    // "on Thursday", "in October", "just before 7 a.m.": a time phrase.
    if (/^(?:on|in|at|by|until|before|after|since|from|through|around)$/.test(t.lower)) {
      let end = at + 1;
      while (list[end]?.pos === 'DET') end++;
      if (!list[end] || !isTimeWord(list, end)) return at;
      while (list[end] && isTimeWord(list, end)) end++;
      at = end;
      continue;
    }
    if (!(tally || adverb || time)) return at;
    at++;
  }
}

const MONTH = /^(?:jan|feb|march|april|may|june|july|aug|sept?|oct|nov|dec)[a-z]*\.?$/;
/** A day, a month, a clock time ("7 a.m.", "2:30") or a year: a word of a time phrase. */
function isTimeWord(list: readonly Word[], i: number): boolean {
  const t = list[i];
  if (TIME_WORD.test(t.lower) || MONTH.test(t.lower) || /^[ap]\.m\.?$/.test(t.lower)) return true;
  if (/^(?:year|week|month|weekend)$/.test(t.lower)) return true;
  return (
    /^(?:\d{1,2}:\d\d|(?:19|20)\d\d)$/.test(t.text) ||
    (/^\d{1,2}$/.test(t.text) && /^[ap]\.m/.test(list[i + 1]?.lower ?? ''))
  );
}

const TIME_WORD =
  /^(?:today|tonight|yesterday|tomorrow|overnight|now|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|night|this|last|next|early|late|again)$/;

/**
 * A verb phrase that stops before what its verb needs, read against the source: the object the
 * source gives ("Wade Hensley Admits" of "admitted to one count"), the complement after the
 * object ("Water Main Break Leaves Homes" of "left homes under a boil-water advisory", "Man Leads
 * Officers" of "led officers on a chase"), or the figure of a count ("Police Take Reports" of
 * "taken 87 reports", "Man to Spend Years").
 */
function missingComplement(words: readonly Token[], sourceWords: readonly SourceWord[]): boolean {
  const verbs = words.map((t, i) => i).filter((i) => words[i].pos !== 'AUX' && isHeadlineVerb(words, i, sourceWords));
  const v = verbs.find((i) => !/ing$/.test(words[i].lower)) ?? verbs[0];
  if (v === undefined) return false;
  const lemmas = new Set([words[v].lemma, words[v].lower.replace(/e?s$/, ''), words[v].lower.replace(/s$/, '')]);
  const at = sourceWords.findIndex((t) => t.pos === 'VERB' && lemmas.has(t.lemma));
  if (at < 0) return false;
  const lemma = sourceWords[at].lemma;
  const s = skipToComplement(sourceWords, at + 1);
  const b = skipToComplement(words, v + 1);
  const sourceNext = sourceWords[s];
  if (b >= words.length) {
    if (!sourceNext || sourceNext.pos === 'PUNCT' || isPassive(words, v, sourceWords, at)) return false;
    if (COMPLEMENT_PREPOSITIONS.get(lemma)?.includes(sourceNext.lower)) return true;
    // A direct object the source gives and the banner lost.
    return /^(?:DET|NOUN|PROPN|NUM)$/.test(sourceNext.pos);
  }
  const end = nounPhraseEnd(words, b);
  const object = words.slice(b, end);
  // A count without its figure: "Police Take Reports" of "taken 87 reports".
  const head = object.filter((t) => t.pos === 'NOUN').pop();
  if (head && !object.some((t) => t.pos === 'NUM') && figureBefore(head.lower, sourceWords)) return true;
  if (end < words.length || !OBJECT_COMPLEMENT_VERBS.has(lemma)) return false;
  // "Commission to Hold Hearing": an event held needs no "on ..." (panel Z); a person held does.
  if (
    /^(?:hearing|meeting|session|forum|election|rally|sale|clinic|event|conference|ceremony|vigil|drive|auction)s?$/.test(
      object.at(-1)?.lower ?? '',
    )
  )
    return false;
  // The object ends the banner: does the source go on with the verb's complement?
  const after = sourceWords[skipToComplement(sourceWords, nounPhraseEnd(sourceWords, s))];
  return after !== undefined && /^(?:ADP|ADJ|PART|NUM|SCONJ|VERB|AUX)$/.test(after.pos);
}

/**
 * A headline of the source's active clause told from its object: passive ("Carla Benning
 * Sentenced" of "a judge sentenced Carla Benning"), or what is to happen ("Lincoln Elementary to
 * Close" of "voted to close Lincoln Elementary"): the source object stands before the verb.
 */
function isPassive(words: readonly Token[], v: number, sourceWords: readonly SourceWord[], at: number): boolean {
  const verb = words[v];
  const toCome = words[v - 1]?.lower === 'to' && verb.lower === verb.lemma;
  if (!toCome && (verb.lower === verb.lemma || /(?:s|ing)$/.test(verb.lower))) return false;
  const before = new Set(words.slice(0, v).map((t) => t.lower));
  return sourceWords.slice(at + 1, at + 8).some((t) => /^(?:NOUN|PROPN)$/.test(t.pos) && before.has(t.lower));
}

/** A figure right before a noun in the source ("87 reports", "about 3,200 homes"), not an age. */
function figureBefore(noun: string, sourceWords: readonly SourceWord[]): boolean {
  return sourceWords.some((t, j) => t.lower === noun && sourceWords[j - 1]?.pos === 'NUM');
}

// ---------------------------------------------------------------------------------------------

/**
 * Writing issues in `output` against its `source`, in order of position. Banners are judged as
 * headlines; other copy sentence by sentence; advice (no source) only for cuts.
 */
export function checkWriting(output: string, source: string, kind: CopyKind = 'copy'): WritingIssue[] {
  const { units } = unitsOf(output);
  const issues: WritingIssue[] = [];
  for (const unit of units) {
    const cuts = [...ellipsisCuts(unit, source)];
    const open = openQuotation(unit);
    if (open) cuts.push(open);
    issues.push(...cuts);
    if (kind === 'banner') {
      const trimmed = unit.text.trim();
      const reason = cuts.length ? undefined : headlineReason(trimmed, source);
      if (reason) {
        const start = unit.start + unit.text.indexOf(trimmed);
        issues.push({ kind: 'not-a-headline', text: trimmed, start, end: start + trimmed.length, detail: reason });
      }
    } else if (kind !== 'advice') {
      issues.push(...fragments(unit, cuts));
    }
  }
  if (kind !== 'advice' && source !== output) {
    for (const o of findOrphanReferences(output, source)) {
      issues.push({ kind: 'orphan-reference', text: o.surname, start: o.start, end: o.end, detail: o.full });
    }
  }
  return issues.sort((a, b) => a.start - b.start || a.end - b.end);
}
