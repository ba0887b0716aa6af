/**
 * Headlines from a story's own sentences: the main clause of a sentence (subject, finite verb,
 * object and its phrases), turned into headlinese ("A water main break on Cullen Avenue has left
 * about 3,200 homes under a boil-water advisory" -> "Water Main Break Leaves About 3,200 Homes
 * Under Boil-Water Advisory"), and the three angles a banner or a tease takes on a story: the
 * event (the lead), who is affected and what comes next. Every word is the source's own, or a form
 * of a source verb (its lemma, -s, "to" for "will"); no article, auxiliary or number is added.
 *
 * A clause is kept as phrases (segments), so a writer can shorten or lengthen it only at phrase
 * boundaries: never mid-name, never ending on a function word.
 */
import { DANGLING, fragmentReason, isFiniteVerb } from './grammar';
import { liftAsides } from './lift';
import { presentOf } from './verb-forms';
import { tag } from './tagger';
import type { Pos, Token } from './tagger';
import { splitSentences } from '../text/sentences';
import { countSpokenWords, stripCrewText } from '../text/read-time';
import { capitalise } from '../text/strings';

/** A word as the headline treats it: hyphenated compounds, "$4.7 million", "Harmon's" are one unit. */
export interface Unit extends Omit<Token, 'index'> {
  /** Carries a figure (digits, a number word, "24-year-old"). */
  num: boolean;
}

export type SegmentRole = 'subject' | 'subject-modifier' | 'verb' | 'object' | 'phrase' | 'time';

export interface Segment {
  role: SegmentRole;
  units: Unit[];
}

export interface Clause {
  /** The sentence the clause comes from (attribution removed). */
  sentence: string;
  /** Subject core (head noun with its compounds and names), then its modifier phrases. */
  subject: Unit[];
  subjectModifiers: Unit[][];
  /** The full subject as written (restrictive clauses kept, asides dropped), for a tease. */
  subjectFull: Unit[];
  /** The verb group as written: auxiliaries, adverbs, verb, particle, catenative verb. */
  verbUnits: Unit[];
  /** The headline form of the verb group: "leaves", "to close", "killed", "" (dropped copula). */
  headlineVerb: string;
  /** The source's own present-tense verb phrase for a dramatic sentence ("leaves", "is looking for"). */
  presentVerb: string;
  /** The verb's lemma ("leave"), for story kinds. */
  lemma: string;
  plural: boolean;
  /** Object and complement phrases in order: the first is the object noun phrase or complement. */
  phrases: Segment[];
}

const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|half)\b/i;
const QUANTIFIERS = new Set([
  'about',
  'nearly',
  'almost',
  'roughly',
  'around',
  'approximately',
  'some',
  'over',
  'just',
]);
const TWO_WORD_QUANTIFIERS = /^(?:more than|less than|fewer than|at least|up to|as many as|as much as)$/;
export const RELATIVES: ReadonlySet<string> = new Set(['who', 'that', 'which', 'whose', 'whom']);
export const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);
export const POSSESSIVE_DETERMINERS: ReadonlySet<string> = new Set(['its', 'their', 'his', 'her', 'our', 'your', 'my']);
const PARTICLES = new Set(['up', 'down', 'out', 'off', 'away', 'back', 'over', 'on']);
/** Verbs of giving, which need both their objects: "giving police and families somewhere to go". */
export const DITRANSITIVE: ReadonlySet<string> = new Set(['give', 'offer', 'hand', 'grant', 'lend', 'owe', 'deny']);
/** A measure that says what kind, which stays with its noun: "four-way stop", "two-lane road", "10-year levy". */
export const KIND_MEASURE = /-(?:way|lane|story|day|week|month|year|bed|bay|car|room|acre)s?$/i;
/**
 * Bodies and businesses a headline may call by their noun alone: "Council Approves Budget" of the
 * Harlan Mesa City Council, "Diner to Close" of the Blue Kettle Diner (tested on the noun, any case).
 */
export const BODY_BY_ITS_NOUN =
  /^(?:council|board|commission|commissioners|police|department|district|company|county|city|town|village|township|team|club|authority|agency|committee|center|library|hospital|museum|shelter|court|college|university|schools?|co-op|cooperative|pantry|zoo|airport|church|clinic|diner|cafe|restaurant|bakery|brewery|pharmacy|store|theater|mill|plant|factory)$/i;
/**
 * The last word of a business's name that says what it is: "Textile Works", "Foods", "Fabrication".
 * A headline may call the business by the name before it ("Halbrook", "Harlan-Voss").
 */
export const BUSINESS_NAME_END =
  /^(?:works|company|co\.?|inc\.?|corp\.?|corporation|foods|industries|group|hardware|mills|manufacturing|fabrication|enterprises|holdings|partners|llc|ltd\.?|brewing|creamery|bakery|motors|systems|solutions|services|supply|markets?|stores|logistics|components|cabinetry|furniture|textiles|plastics|metals|steel|lumber|construction|air|airlines|airways)$/i;
/** Ordinal words a headline never drops from their noun: "Third graders". */
export const ORDINAL_WORD = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)$/i;
/** The last word of an event's name, which a headline may call it by: "Holiday Lights Parade" -> "Parade". */
export const EVENT_NAME_END = /^(?:Parade|Festival|Fair|Marathon|Concert|Carnival|Celebration|Rodeo|Regatta)$/;
/**
 * The shorthand a copy desk uses when the source's words overrun a banner's count: "ER" for
 * "emergency room", "Nightly" for "each night", "$9.6M" for "$9.6 million", "Tops" for "Beats",
 * "OKs" for "Approves", "Dept." for "Department", "Maple Ave." for "Maple Avenue". The banner writer uses it only for a headline that does not fit as the
 * source says it; the checks read it back (fromShorthand) before they compare with the source.
 */
const SHORTHAND: Array<[RegExp, string]> = [
  [/\bemergency room\b/gi, 'ER'],
  [/\beach night\b/g, 'nightly'],
  [/\b(?:each|every) day\b/g, 'daily'],
  [/\b(?:each|every) week\b/g, 'weekly'],
  [/\$(\d[\d.]*) million\b/g, '$$$1M'],
  [/\$(\d[\d.]*) billion\b/g, '$$$1B'],
  [/\b(?:beats|defeats)\b/g, 'tops'],
  [/\b(?:beat|defeat)\b/g, 'top'],
  [/\bapproves\b/g, 'OKs'],
  [/\bapprove\b/g, 'OK'],
  [/\bDepartment\b(?!\s+Store)/g, 'Dept.'],
  [/\b([A-Z][a-z]+) Avenue\b/g, '$1 Ave.'],
  [/\b([A-Z][a-z]+) Street\b/g, '$1 St.'],
  [/\b([A-Z][a-z]+) Boulevard\b/g, '$1 Blvd.'],
  [/\bintensive care unit\b/gi, 'ICU'],
  // ("Jobless Rate Falls to 4.1%" for "unemployment rate falls to 4.1 percent", panel AG.)
  [/\bunemployment rate\b/gi, 'jobless rate'],
  [/(\d) percent\b/g, '$1%'],
];
const LONGHAND: Array<[RegExp, string, RegExp]> = [
  [/\bER\b/g, 'Emergency Room', /\bER\b/],
  [/\bNightly\b/gi, 'Each Night', /\bnightly\b/i],
  [/\bDaily\b/gi, 'Each Day', /\bdaily\b/i],
  [/\bWeekly\b/gi, 'Each Week', /\bweekly\b/i],
  [/\$(\d[\d.]*)M\b/g, '$$$1 Million', /\$\d[\d.]*M\b/],
  [/\$(\d[\d.]*)B\b/g, '$$$1 Billion', /\$\d[\d.]*B\b/],
  [/\bTops\b/gi, 'Beats', /\btops\b/i],
  [/\bTop\b/gi, 'Beat', /\btop\b/i],
  [/\bOKs\b/gi, 'Approves', /\bOKs\b/i],
  [/\bOK\b/gi, 'Approve', /\bOK\b/i],
  [/\bDept\.(?=\s|$)/gi, 'Department', /\bDept\./i],
  [/\bJobless Rate\b/gi, 'Unemployment Rate', /\bjobless rate\b/i],
  [/\bICU\b/g, 'Intensive Care Unit', /\bICU\b/],
  [/(\d)%/g, '$1 Percent', /\d%/],
];
/** A road's shorthand, read back only where the source names that road in full ("St. Luke's" is a saint). */
const ROAD_LONGHAND: Array<[RegExp, string]> = [
  [/\b([A-Z][A-Za-z]+) Ave\.(?=\s|$)/gi, 'Avenue'],
  [/\b([A-Z][A-Za-z]+) St\.(?=\s|$)/gi, 'Street'],
  [/\b([A-Z][A-Za-z]+) Blvd\.(?=\s|$)/gi, 'Boulevard'],
];
export const inShorthand = (text: string): string =>
  SHORTHAND.reduce((out, [long, short]) => out.replace(long, short), text);
/** A banner in the source's words again, for the checks: each shorthand the source does not itself use. */
export const fromShorthand = (banner: string, source: string): string =>
  staffCount(
    ROAD_LONGHAND.reduce(
      (out, [short, road]) =>
        out.replace(short, (whole, name: string) =>
          new RegExp(`\\b${name} ${road}\\b`, 'i').test(source) ? `${name} ${road}` : whole,
        ),
      LONGHAND.reduce((out, [short, long, used]) => (used.test(source) ? out : out.replace(short, long)), banner),
    ),
    source,
  );
/** "to Lay Off 240" read as the source counts them: "to Lay Off 240 workers" (panel AI). */
function staffCount(banner: string, source: string): string {
  const m = /\b(?:Lay Off|Lays Off|Laying Off|Hire|Hires|Hiring) (\d[\d,]*)$/.exec(banner);
  const counted = m ? new RegExp(`(?<![\\w$.,])${m[1]} (workers|employees|people)\\b`).exec(source) : null;
  return counted ? `${banner} ${counted[1]}` : banner;
}
/** Participles that say which ones and stay with their noun: "haulers based outside the county". */
export const RESTRICTIVE_PARTICIPLES = /^(?:based|located|living|registered|licensed|owned|operated|headquartered)$/;
const PHRASAL_FOR = new Set(['look', 'search', 'call', 'wait', 'ask', 'push', 'vote']);
const TIME_WORDS =
  /^(?:today|tonight|yesterday|tomorrow|overnight|now|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|night|this|last|early|late|earlier|later|already|still|again|just|right)$/;
const SPEECH = new Set(['say', 'said', 'says', 'announce', 'report', 'confirm', 'tell']);
const STATIVE_WILL = new Set(['need', 'want', 'have', 'feel', 'get']);
/** Measures: a figure with one of these is the story's outcome or key figure, never a count to drop. */
const MEASURE_NOUNS =
  /^(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|inches|inch|feet|foot|miles?|acres?|degrees?|percent|%|votes?|points?|gallons?|cents?|dollars?|million|billion|runs?|goals?|games?|laps?)$/;
const PLURAL_NOUNS = /^(?:police|people|children|crews|officials|authorities|staff|cattle|media|women|men)$/;

/**
 * Verbs whose object needs a complement after it, or the headline stops mid-thought: "leaves homes
 * (under an advisory)", "led officers (on a chase)", "told members (that ...)", "will spend 12
 * years (in prison)", "found him (guilty)".
 */
export const OBJECT_COMPLEMENT_VERBS: ReadonlySet<string> = new Set([
  'leave',
  'lead',
  'put',
  'place',
  'keep',
  'send',
  'spend',
  'tell',
  'find',
  'hand',
  'force',
  'sentence',
  'charge',
  'accuse',
  'hold',
  'cost',
  'remind',
  'warn',
  'urge',
  'inform',
]);

/** Verbs that need their preposition's phrase: "sides (with Fairhaven)", "admits (to theft)", "votes (to close)". */
export const COMPLEMENT_PREPOSITIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['side', ['with', 'against']],
  ['admit', ['to']],
  ['vote', ['to', 'on', 'for', 'against']],
  ['run', ['for']],
  ['plead', ['guilty', 'not', 'no']],
  ['result', ['in']],
  ['deal', ['with']],
  ['agree', ['to', 'with', 'on']],
  ['apply', ['for']],
  ['account', ['for']],
  ['respond', ['to']],
  ['rely', ['on']],
  ['depend', ['on']],
  ['belong', ['to']],
  ['call', ['for']],
  ['ask', ['for']],
  ['come', ['in', 'from', 'to']],
  ['tear', ['through', 'into', 'across']],
  ['sweep', ['through', 'across', 'into']],
  ['rip', ['through', 'across']],
  ['crash', ['into']],
  ['slam', ['into']],
]);

const isWordUnit = (u: Unit): boolean => /[A-Za-z0-9$%]/.test(u.text);
const capitalised = (w: string): boolean => /^[A-Z]/.test(w);

/** Merges tokens into headline units: hyphens, possessives, currency and quantities. */
export function units(sentence: string): Unit[] {
  const tokens = fixTags(tag(sentence));
  const out: Unit[] = [];
  const join = (u: Unit, t: Token, pos?: Pos): void => {
    u.text = sentence.slice(u.start, t.end);
    u.lower = u.text.toLowerCase();
    u.end = t.end;
    if (pos) u.pos = pos;
    u.num = u.num || isNumeric(t);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const prev = out[out.length - 1];
    const touching = prev !== undefined && prev.end === t.start;
    const next = tokens[i + 1];
    // Hyphenated compounds: "boil-water", "24-year-old", "tractor-trailer".
    if (touching && /^[-–]$/.test(t.text) && next && next.start === t.end && /\w/.test(next.text)) {
      const numeric = prev.pos === 'NUM' && /[a-z]/i.test(next.text);
      const prefixed = /^(?:pre|re|co|un|over|under|out)$/i.test(prev.text) && next.pos === 'VERB';
      join(prev, next, prefixed ? 'VERB' : numeric || next.pos === 'VERB' ? 'ADJ' : next.pos);
      prev.lemma = prev.lower;
      i++;
      continue;
    }
    if (touching && (/^['’]s?$/.test(t.text) || t.text === '%' || prev.text === '$')) {
      join(prev, t, t.text === '%' || prev.text === '$' ? 'NUM' : prev.pos);
      if (prev.pos === 'NUM') prev.num = true;
      continue;
    }
    if (prev && prev.pos === 'NUM' && t.pos === 'NUM' && /^(?:million|billion|thousand|hundred)$/i.test(t.text)) {
      join(prev, t);
      continue;
    }
    out.push({
      text: t.text,
      lower: t.lower,
      pos: t.pos,
      lemma: t.lemma,
      start: t.start,
      end: t.end,
      num: isNumeric(t),
    });
  }
  // Quantifiers join the figure after them: "about 3,200", "more than 60", "at least a dozen".
  for (let i = out.length - 1; i > 0; i--) {
    const u = out[i];
    if (!u.num && u.lower !== 'a') continue;
    const numAt = u.lower === 'a' && /^dozen/.test(out[i + 1]?.lower ?? '') ? i : u.num ? i : -1;
    if (numAt < 0) continue;
    const two = i >= 2 ? `${out[i - 2].lower} ${out[i - 1].lower}` : '';
    let from = i;
    if (TWO_WORD_QUANTIFIERS.test(two)) from = i - 2;
    else if (QUANTIFIERS.has(out[i - 1].lower)) from = i - 1;
    if (from === i) continue;
    const merged = {
      ...out[from],
      text: sentence.slice(out[from].start, u.end),
      end: u.end,
      pos: 'NUM' as Pos,
      num: true,
    };
    merged.lower = merged.text.toLowerCase();
    out.splice(from, i - from + 1, merged);
    i = from;
  }
  // "a dozen drivers": the article and "dozen" are the figure.
  for (let i = 0; i < out.length - 1; i++) {
    if (/^a$/i.test(out[i].text) && /^dozen$/i.test(out[i + 1].text)) {
      const m = {
        ...out[i],
        text: sentence.slice(out[i].start, out[i + 1].end),
        end: out[i + 1].end,
        pos: 'NUM' as Pos,
        num: true,
      };
      m.lower = m.text.toLowerCase();
      out.splice(i, 2, m);
    }
  }
  const merge = (from: number, to: number, pos: Pos, num: boolean): void => {
    const m = { ...out[from], text: sentence.slice(out[from].start, out[to].end), end: out[to].end, pos, num };
    m.lower = m.text.toLowerCase();
    m.lemma = m.lower;
    out.splice(from, to - from + 1, m);
  };
  for (let i = 0; i + 2 < out.length; i++) {
    const [a, mid, b] = [out[i], out[i + 1], out[i + 2]];
    // "door to door", "side by side": one adverb a headline never cuts between.
    if (a.lower === b.lower && /^(?:to|by)$/.test(mid.lower) && /^[a-z]+$/.test(a.lower))
      merge(i, i + 2, 'NOUN', false);
    // "31 cents a gallon", "$1,200 a month": a rate is one figure.
    else if (/^(?:a|an|per)$/.test(mid.lower) && RATE_UNITS.test(b.lower) && (a.num || out[i - 1]?.num)) {
      merge(a.num ? i : i - 1, i + 2, 'NUM', true);
    }
  }
  return out;
}

const RATE_UNITS =
  /^(?:gallon|year|month|week|day|night|hour|mile|pound|person|share|head|ton|barrel|dose|ticket|visit)$/;

function isNumeric(t: Token): boolean {
  return t.pos === 'NUM' || /\d/.test(t.text) || NUMBER_WORDS.test(t.text);
}

/** Known slips of the model on news leads. */
function fixTags(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    // "will close its doors", "to repave": a verb after a modal or "to".
    if (before && (before.lemma === 'will' || before.lower === 'to') && /^(?:ADJ|NOUN)$/.test(t.pos)) {
      const timeAfter = after !== undefined && TIME_WORDS.test(after.lower);
      if (after && (timeAfter || /^(?:DET|PRON|ADP|NUM|ADV|PUNCT)$/.test(after.pos)) && before.pos !== 'ADP') {
        t.pos = 'VERB';
        t.lemma = t.lower;
      }
    }
    // "on the north side": a word after an article (and a modifier) that ends the phrase is a noun.
    if (
      t.pos === 'VERB' &&
      !/(?:ing|ed)$/.test(t.lower) &&
      before &&
      /^(?:ADV|ADJ)$/.test(before.pos) &&
      tokens[i - 2]?.pos === 'DET' &&
      (!after || /^(?:PUNCT|ADP)$/.test(after.pos))
    ) {
      t.pos = 'NOUN';
      t.lemma = t.lower;
    }
    // "a 20-minute chase", "the 16-inch main": the word after a hyphenated figure is the head noun.
    if (
      /^(?:ADJ|VERB)$/.test(t.pos) &&
      !/(?:ing|ed)$/.test(t.lower) &&
      before?.pos === 'NOUN' &&
      tokens[i - 2]?.text === '-' &&
      tokens[i - 3]?.pos === 'NUM' &&
      !/^(?:NOUN|ADJ|PROPN)$/.test(after?.pos ?? '')
    ) {
      t.pos = 'NOUN';
      t.lemma = t.lower;
    }
    // "are state champions": a word between a copula and a plural noun modifies the noun.
    if (t.pos === 'VERB' && before?.lemma === 'be' && after?.pos === 'NOUN' && !/(?:ing|ed)$/.test(t.lower)) {
      t.pos = 'NOUN';
      t.lemma = t.lower;
    }
    // "The 16-inch main burst just after 5 a.m.": a noun after the subject's head, before an
    // adverb of time, with no verb yet in the sentence, is the verb.
    if (
      t.pos === 'NOUN' &&
      /^(?:NOUN|ADJ)$/.test(before?.pos ?? '') &&
      /^(?:just|shortly|early|late|overnight)$/.test(after?.lower ?? '') &&
      tokens.slice(0, i).some((u) => u.pos === 'DET') &&
      !tokens.slice(0, i).some((u) => u.pos === 'VERB' || u.pos === 'AUX')
    ) {
      t.pos = 'VERB';
      if (before?.pos === 'ADJ') before.pos = 'NOUN';
    }
    // "reverses opioid overdoses": a verb's object noun, not a second verb.
    if (
      t.pos === 'VERB' &&
      /s$/.test(t.lower) &&
      before?.pos === 'NOUN' &&
      tokens[i - 2]?.pos === 'VERB' &&
      (!after || after.pos === 'PUNCT')
    ) {
      t.pos = 'NOUN';
    }
    // "to double building permit fees": a bare verb form between two nouns after the clause's
    // verb is a noun of the compound (after a singular noun a present verb would take an -s).
    if (
      t.pos === 'VERB' &&
      t.lower === t.lemma &&
      !/(?:s|ed|ing)$/.test(t.lower) &&
      before?.pos === 'NOUN' &&
      before.lower === before.lemma &&
      /^(?:NOUN|ADJ|VERB)$/.test(tokens[i - 2]?.pos ?? '') &&
      tokens[i - 2]?.lemma !== 'be' &&
      after?.pos === 'NOUN' &&
      tokens.slice(0, i - 1).some((u) => u.pos === 'VERB' || u.pos === 'AUX')
    ) {
      t.pos = 'NOUN';
    }
    // "will shut its plant by the end of March and move production": a bare word after "and" that
    // takes an object, with a modal's verb and its object before, is that modal's second verb.
    if (
      t.pos === 'NOUN' &&
      before?.lower === 'and' &&
      t.lower === t.lemma &&
      !/s$/.test(t.lower) &&
      /^(?:NOUN|DET|PRON)$/.test(after?.pos ?? '')
    ) {
      let modal = i - 2;
      while (modal >= 0 && !/^(?:will|would|can|could|should|must)$/.test(tokens[modal].lower)) modal--;
      const between = tokens.slice(modal + 2, i - 1);
      if (
        modal >= 0 &&
        tokens[modal + 1]?.pos === 'VERB' &&
        !between.some((u) => /^[,;]$/.test(u.text)) &&
        between.some((u) => u.pos === 'DET' || u.pos === 'PRON')
      )
        t.pos = 'VERB';
    }
    // "Drivers who use the bridge": a verb after a relative pronoun.
    if (before && RELATIVES.has(before.lower) && t.pos === 'NOUN' && after?.pos === 'DET') t.pos = 'VERB';
    // "A coffee chain plans to open", "The Rattlers split a doubleheader".
    if (t.pos === 'NOUN' && before && /^(?:NOUN|PROPN)$/.test(before.pos)) {
      if (
        (after?.lower === 'to' && tokens[i + 2]?.pos === 'VERB') ||
        (after?.pos === 'DET' && before.pos === 'PROPN')
      ) {
        if (!tokens.slice(0, i).some((u) => u.pos === 'VERB' || u.pos === 'AUX')) {
          t.pos = 'VERB';
          t.lemma = t.lower.replace(/s$/, '');
        }
      }
    }
  });
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Sentences of a story.

/** The story's sentences: crew text out, blank lines and speaker labels dropped. */
function storySentences(script: string): string[] {
  return splitSentences(stripCrewText(script).replace(/^\s*[A-Z][A-Z .'/-]{1,30}:\s*/gm, ''))
    .map((s) => s.text.replace(/\s+/g, ' ').trim())
    .filter((s) => /[a-z]/.test(s));
}

/**
 * The sentence without its attribution: "Police say the man left." -> "the man left.";
 * "The man left, police said Tuesday." -> "The man left."
 */
export function withoutAttribution(sentence: string): string {
  const text = sentence.trim();
  if (/["“”]/.test(text)) return text;
  const tokens = tag(text);
  // Leading "<speaker> says/said (that)".
  const sayAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (sayAt > 0 && sayAt <= 7 && SPEECH.has(tokens[sayAt].lower) && /^(?:say|said|says)$/.test(tokens[sayAt].lower)) {
    const speaker = tokens.slice(0, sayAt);
    if (speaker.every((t) => /^(?:DET|ADJ|NOUN|PROPN|PART)$/.test(t.pos) || t.text === '.')) {
      let from = sayAt + 1;
      if (tokens[from]?.lower === 'that') from++;
      if (tokens[from] && tokens.slice(from).some((t, j) => isFiniteVerb(tokens, from + j))) {
        const rest = text.slice(tokens[from].start);
        return rest.charAt(0).toUpperCase() + rest.slice(1);
      }
    }
  }
  // Trailing ", <speaker> said (<time>)", ", said <speaker>", ", according to <speaker>".
  const commas = tokens.filter((t) => t.text === ',');
  for (const c of commas) {
    const rest = tokens.slice(c.index + 1).filter((t) => /\w/.test(t.text));
    if (rest.length < 2 || rest.length > 9) continue;
    const saidAt = rest.findIndex((t) => /^(?:say|said|says)$/.test(t.lower));
    const according = rest[0].lower === 'according' && rest[1]?.lower === 'to';
    const tail = saidAt >= 0 ? rest.slice(saidAt + 1) : [];
    const speakerish = (list: Token[]): boolean => list.every((t) => /^(?:DET|ADJ|NOUN|PROPN|PART)$/.test(t.pos));
    const timeOnly = tail.every((t) => TIME_WORDS.test(t.lower));
    if (
      according ||
      (saidAt > 0 && speakerish(rest.slice(0, saidAt)) && timeOnly) ||
      (saidAt === 0 && speakerish(tail))
    ) {
      return `${text.slice(0, c.start).trim()}.`;
    }
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// The main clause.

const isNominal = (u: Unit | undefined): boolean => !!u && /^(?:NOUN|PROPN|NUM|ADJ|PRON)$/.test(u.pos);
const isPastParticiple = (u: Unit): boolean => u.pos === 'VERB' && u.lower !== u.lemma && !/ing$/.test(u.lower);

function finiteAt(list: Unit[], i: number): boolean {
  const u = list[i];
  if (u.pos !== 'VERB' && u.pos !== 'AUX') return false;
  const before = list[i - 1];
  if (before?.lower === 'to') return false;
  if (u.pos === 'AUX') return !/^(?:being|been|be)$/.test(u.lower) || before?.pos === 'AUX';
  if (/ing$/.test(u.lower) && u.lemma !== u.lower)
    return before?.pos === 'AUX' || (before?.pos === 'ADV' && list[i - 2]?.pos === 'AUX');
  return true;
}

/** Where each verb group starts and where its last verb is: [start, verb]. */
function verbGroups(list: Unit[]): Array<{ start: number; verb: number; rel: boolean; reduced: boolean }> {
  const groups: Array<{ start: number; verb: number; rel: boolean; reduced: boolean }> = [];
  for (let i = 0; i < list.length; i++) {
    if (!finiteAt(list, i)) continue;
    let verb = i;
    // The group runs through auxiliaries and adverbs to its main verb.
    while (
      verb + 1 < list.length &&
      (list[verb].pos === 'AUX' || (list[verb].pos === 'PART' && list[verb - 1]?.pos === 'AUX'))
    ) {
      const next = list[verb + 1];
      if (next.pos === 'AUX' || next.pos === 'VERB' || next.lower === 'not' || next.lower === "n't") verb++;
      else if (next.pos === 'ADV' && /^(?:VERB|AUX)$/.test(list[verb + 2]?.pos ?? '')) verb += 2;
      else break;
    }
    const before = list[i - 1];
    const rel =
      !!before &&
      (RELATIVES.has(before.lower) ||
        /^(?:where|when|while|because|if|as|after|before|until|since)$/.test(before.lower));
    const reduced =
      list[i].pos === 'VERB' &&
      isPastParticiple(list[i]) &&
      /(?:ed|en|wn)$/.test(list[i].lower) &&
      !!before &&
      /^(?:NOUN|PROPN)$/.test(before.pos) &&
      list[i + 1]?.pos === 'ADP' &&
      // "handed down the sentence": a phrasal verb's particle, not a reduced relative's preposition.
      !(PARTICLES.has(list[i + 1].lower) && /^(?:DET|NUM)$/.test(list[i + 2]?.pos ?? ''));
    groups.push({ start: i, verb, rel, reduced });
    i = verb;
  }
  return groups;
}

/** The main clause of a sentence, or undefined when it has none a headline can use. */
/** Words that open a clause inside a sentence: a verb after one is that clause's. */
const SUBORDINATE = /^(?:before|until|while|because|although|though|unless|once)$/;

export function mainClause(sentence: string): Clause | undefined {
  const text = withoutAttribution(sentence);
  if (/["“”]/.test(text) || /\?\s*$/.test(text)) return undefined;
  let list = units(text).filter((u) => u.text !== '—' && u.text !== '--');
  // A lead-in with no verb before a comma ("After 71 years, ..."), or "..., where a fire has broken out".
  const groups0 = verbGroups(list);
  const firstVerb = groups0[0]?.start ?? -1;
  const commaBefore = list.findIndex((u, i) => u.text === ',' && i < firstVerb);
  const intro = list.slice(0, Math.max(commaBefore, 0));
  const adverbial = /^(?:ADP|ADV|SCONJ|NUM)$/.test(intro[0]?.pos ?? '') || /ing$/.test(intro[0]?.lower ?? '');
  const where = /^(?:where|when)$/.test(list[commaBefore + 1]?.lower ?? '');
  if (commaBefore >= 0 && !adverbial && !where) return undefined;
  if (commaBefore >= 0) {
    let from = commaBefore + 1;
    if (/^(?:where|when)$/.test(list[from]?.lower ?? '')) from++;
    list = list.slice(from);
  }
  // "home sales in Tarrow County[, where the median price has climbed past $310,000,] fell": a
  // place's own clause between commas is no part of the news (panel T).
  const aside = list.findIndex((u, i) => u.text === ',' && list[i + 1]?.lower === 'where' && i > 0);
  const asideEnd = aside >= 0 ? list.findIndex((u, i) => i > aside + 1 && u.text === ',') : -1;
  if (asideEnd > 0) list = [...list.slice(0, aside), ...list.slice(asideEnd + 1)];
  const groups = verbGroups(list);
  if (groups.length === 0) return undefined;
  // The main verb: not in a relative clause or a reduced one ("a man accused of ...").
  let main = groups[0];
  let inRelative = false;
  for (let k = 0; k < groups.length; k++) {
    const g = groups[k];
    const relStart = list.slice(0, g.start).some((u, i) => RELATIVES.has(u.lower) && isNominal(list[i - 1]));
    // ("The measure passed with 61.4 percent, clearing what the state requires": a comma between
    // ends the subject's reach; "a man accused of carjacking a driver led officers" has none.)
    const laterMain =
      groups.length > 1 &&
      !/^(?:and|,)$/.test(list[groups[1].start - 1]?.lower ?? '') &&
      !list.slice(g.start, groups[1].start).some((u) => u.text === ',');
    if (k === 0 && (g.rel || (relStart && groups.length > 1) || (g.reduced && laterMain))) {
      inRelative = true;
      continue;
    }
    if (inRelative && list[g.start - 1]?.lower === 'and') continue;
    // "..., who pleaded guilty": a relative clause's verb is never the main one.
    if (g.rel) continue;
    // "... before firefighters brought it under control": nor a subordinate clause's.
    let opener = -1;
    for (let i = 0; i < g.start; i++) if (SUBORDINATE.test(list[i].lower) && list[i].pos !== 'ADV') opener = i;
    const ownClause = opener >= 0 && groups.slice(0, k).every((other) => other.start < opener);
    if (ownClause) return undefined;
    main = g;
    break;
  }
  if (inRelative && main === groups[0]) return undefined;
  const subjectUnits = list.slice(0, main.start).filter((u) => u.text !== ',');
  if (!subjectUnits.some((u) => /^(?:NOUN|PROPN)$/.test(u.pos) || (u.num && u.pos === 'NUM'))) return undefined;
  // A leading time word goes ("Tuesday police arrested ..."), but not one that modifies the noun
  // after it: "Early voting ends" is not "Voting ends".
  while (
    subjectUnits.length > 1 &&
    TIME_WORDS.test(subjectUnits[0].lower) &&
    subjectUnits[0].pos !== 'DET' &&
    // (a capitalised opener may be tagged as a name)
    !(/^(?:ADJ|PROPN)$/.test(subjectUnits[0].pos) && subjectUnits[1].pos === 'NOUN')
  )
    subjectUnits.shift();
  // "The Larkhaven school board on Wednesday approved": the day is the verb's, not the subject's.
  const n = subjectUnits.length;
  if (n > 3 && subjectUnits[n - 2].lower === 'on' && TIME_WORDS.test(subjectUnits[n - 1].lower))
    subjectUnits.splice(n - 2, 2);
  if (subjectUnits.some((u) => /^(?:it|he|she|they|we|you|i|there|here)$/.test(u.lower))) return undefined;
  if (
    subjectUnits.some((u) => /^(?:it|he|she|they|there|this|that|we|you|i)$/.test(u.lower) && u === subjectUnits[0])
  ) {
    return undefined;
  }
  const group = list.slice(main.start, main.verb + 1);
  if (group.some((u) => /^(?:not|n't|never)$/.test(u.lower))) return undefined;
  // Particles and catenatives: "shut down", "looking for", "keep falling", "voted 5-2 to limit".
  let end = main.verb + 1;
  const verb = list[main.verb];
  const takeParticle = (): void => {
    const p = list[end];
    if (!p) return;
    if (PARTICLES.has(p.lower) && /^(?:ADP|ADV|PART)$/.test(p.pos) && !/^(?:NUM)$/.test(list[end + 1]?.pos ?? '')) {
      if (p.lower !== 'on' || /^(?:move|take|carry|turn)$/.test(verb.lemma)) end++;
    } else if (p.lower === 'for' && PHRASAL_FOR.has(verb.lemma)) end++;
  };
  takeParticle();
  let catenative: Unit | undefined;
  // "voted 5-2 Monday night to close": the tally stays with the verb, the time goes.
  let toAt = end;
  if (list[toAt]?.num && /^\d+-\d+$/.test(list[toAt].text)) toAt++;
  else if (list[toAt]?.num && list[toAt + 1]?.lower === 'to' && list[toAt + 2]?.num) toAt += 3; // "4 to 3"
  const timeFrom = toAt;
  while (list[toAt] && TIME_WORDS.test(list[toAt].lower) && list[toAt].pos !== 'ADP') toAt++;
  const dropped = new Set(list.slice(timeFrom, toAt));
  if (toAt > end && list[toAt]?.lower === 'to' && list[toAt + 1]?.pos === 'VERB') end = toAt;
  else dropped.clear();
  if (list[end]?.lower === 'to' && list[end + 1]?.pos === 'VERB') {
    catenative = list[end + 1];
    end += 2;
  } else if (list[end]?.pos === 'VERB' && /ing$/.test(list[end].lower) && verb.lemma !== 'be') {
    catenative = list[end];
    end++;
  } else if (verb.lemma === 'spend') {
    // "spent most of Tuesday repairing the main" -> "repair".
    const ing = list.slice(end, end + 5).findIndex((u) => u.pos === 'VERB' && /ing$/.test(u.lower));
    if (ing >= 0) {
      catenative = list[end + ing];
      end += ing + 1;
    }
  }
  if (catenative) {
    const save = end;
    const p = list[end];
    if (p && PARTICLES.has(p.lower) && /^(?:ADP|ADV)$/.test(p.pos) && !list[end + 1]?.num) end++;
    if (end === save && p?.lower === 'for' && PHRASAL_FOR.has(catenative.lemma)) end++;
  }
  const verbUnits = list.slice(main.start, end).filter((u) => !dropped.has(u));
  const afterVerb = list.slice(main.verb + 1, end).filter((u) => !dropped.has(u));
  const plural = isPlural(subjectUnits, group);
  const phrases = objectPhrases(list.slice(end));
  if (!phrases) return undefined;
  const headlineVerb = headlineVerbFor(group, verb, afterVerb, plural, catenative);
  if (headlineVerb === undefined) return undefined;
  const { core, modifiers } = splitSubject(subjectUnits);
  if (core.length === 0) return undefined;
  return {
    sentence: text,
    subject: core,
    subjectModifiers: modifiers,
    subjectFull: subjectUnits,
    verbUnits,
    headlineVerb,
    presentVerb: presentVerbFor(group, verb, afterVerb, plural),
    lemma: (catenative && verb.lemma === 'spend' ? catenative : verb).lemma,
    plural,
    phrases,
  };
}

function isPlural(subject: Unit[], group: Unit[]): boolean {
  const aux = group.find((u) => u.pos === 'AUX' || u.pos === 'VERB');
  if (aux && /^(?:are|were|have)$/.test(aux.lower)) return true;
  if (aux && /^(?:is|was|has|does)$/.test(aux.lower)) return false;
  if (aux && aux.pos === 'VERB' && aux.lower !== aux.lemma && /s$/.test(aux.lower) && !/ed$/.test(aux.lower))
    return false;
  const core = splitSubject(subject).core;
  if (core.some((u) => u.lower === 'and')) return true;
  const head = core[core.length - 1];
  if (!head) return false;
  if (PLURAL_NOUNS.test(head.lower)) return true;
  if (head.pos === 'PROPN' && !(head.start === 0 && !capitalised(core[1]?.text ?? ''))) {
    return /[^s']s$/.test(head.text) && subject[0]?.lower === 'the';
  }
  if (head.pos === 'PROPN') return /[^s']s$/.test(head.text);
  return head.lemma !== head.lower && /s$/.test(head.lower);
}

/** The subject's core (up to its first phrase, relative clause or participle) and its phrases. */
function splitSubject(subject: Unit[]): { core: Unit[]; modifiers: Unit[][] } {
  const core: Unit[] = [];
  const modifiers: Unit[][] = [];
  let i = 0;
  for (; i < subject.length; i++) {
    const u = subject[i];
    const ingNoun = /ing$/.test(u.lower) && !/^(?:DET|NOUN|PROPN|PRON|NUM)$/.test(subject[i + 1]?.pos ?? '');
    if (u.pos === 'ADP' || RELATIVES.has(u.lower) || (u.pos === 'VERB' && core.length > 0 && !ingNoun)) break;
    if (u.pos === 'CCONJ' && !isNominal(subject[i + 1]) && subject[i + 1]?.pos !== 'DET') break;
    if (u.pos === 'ADV' && core.length > 0 && !isNominal(subject[i + 1])) break;
    core.push(u);
  }
  // One prepositional phrase after the core: "in Maple Falls", "on Cullen Avenue".
  if (subject[i]?.pos === 'ADP') {
    const phrase = [subject[i]];
    for (let j = i + 1; j < subject.length; j++) {
      const u = subject[j];
      if (u.lower === 'of' && isNominal(subject[j + 1] ?? subject[j + 2])) {
        phrase.push(u);
        continue;
      }
      if (!/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(u.pos)) break;
      phrase.push(u);
    }
    if (phrase.length > 1 && isNominal(phrase[phrase.length - 1])) modifiers.push(phrase);
  }
  return { core, modifiers };
}

/** The object and the phrases after it, split at phrase boundaries, up to the clause's end. */
function objectPhrases(rest: Unit[]): Segment[] | undefined {
  const segments: Segment[] = [];
  let broken = false;
  let current: Unit[] = [];
  let role: SegmentRole = 'object';
  let relatives = 0;
  const flush = (): void => {
    while (
      current.length &&
      !isNominal(current[current.length - 1]) &&
      !/ing$/.test(current[current.length - 1].lower)
    ) {
      current.pop();
    }
    if (current.length && current.some(isWordUnit) && !(current.length === 1 && current[0].pos === 'PRON')) {
      const allTime = current.every((u) => TIME_WORDS.test(u.lower) || /^(?:DET|ADP)$/.test(u.pos));
      segments.push({ role: allTime ? 'time' : role, units: current });
    }
    current = [];
    role = 'phrase';
  };
  const last = (): Unit | undefined => current[current.length - 1];
  /** "before he crashed", "after a neighbor pounded": a clause, not a phrase. */
  const clauseAfter = (i: number): boolean => {
    for (let j = i + 1; j < rest.length && j <= i + 5; j++) {
      // "after their robot, Ferrous Finch, won": the subject's appositive, then its verb.
      if (rest[j].text === ',') {
        const close = rest.findIndex((u, k) => k > j && k <= j + 6 && u.text === ',');
        return close > 0 && finiteAt(rest, close + 1) && /^(?:NOUN|PROPN|PRON)$/.test(rest[j - 1].pos);
      }
      if (/^[.;]$/.test(rest[j].text) || rest[j].pos === 'ADP') return false;
      if (finiteAt(rest, j) && /^(?:NOUN|PROPN|PRON)$/.test(rest[j - 1].pos)) return true;
    }
    return false;
  };
  for (let i = 0; i < rest.length; i++) {
    let u = rest[i];
    // "since January", "since 2009": a phrase of time, not a clause.
    if (u.lower === 'since' && u.pos === 'SCONJ' && /^(?:PROPN|NUM)$/.test(rest[i + 1]?.pos ?? '') && !clauseAfter(i))
      u = { ...u, pos: 'ADP' };
    if (/^[,;:.!?]$/.test(u.text) || u.pos === 'SCONJ' || u.lower === 'where' || u.lower === 'which') break;
    // "to win their first title": a purpose the headline can lose; "guilty to stealing fuel" is the complement.
    if (u.lower === 'to' && rest[i + 1]?.pos === 'VERB' && !/ing$/.test(rest[i + 1].lower)) break;
    // "three men they say broke into ...": a relative clause without its "who" ends the object.
    if (
      u.pos === 'PRON' &&
      /^(?:they|he|she|police|we|officials)$/.test(u.lower) &&
      isNominal(last()) &&
      finiteAt(rest, i + 1)
    )
      break;
    if (RELATIVES.has(u.lower)) {
      // One restrictive relative clause: "a man who robbed an Eastside pharmacy".
      if (
        relatives > 0 ||
        !isNominal(last() ?? segments[segments.length - 1]?.units.slice(-1)[0]) ||
        !finiteAt(rest, i + 1)
      )
        break;
      flush();
      relatives++;
      current.push(u, rest[i + 1]);
      i++;
      continue;
    }
    if (u.pos === 'CCONJ') {
      // "homes and businesses" stays one phrase; "and lay off" ends the clause.
      if (
        isNominal(last()) &&
        /^(?:NOUN|PROPN|NUM|ADJ|DET|PRON)$/.test(rest[i + 1]?.pos ?? '') &&
        !finiteAt(rest, i + 2)
      ) {
        current.push(u);
        continue;
      }
      break;
    }
    if ((u.pos === 'VERB' || u.pos === 'AUX') && !/ing$/.test(u.lower)) {
      const participle = isPastParticiple(u) && /^(?:DET|ADJ|ADP)$/.test(last()?.pos ?? '');
      // "haulers based outside the county": a participle that says which ones stays with its noun.
      if (
        RESTRICTIVE_PARTICIPLES.test(u.lower) &&
        /^(?:NOUN|PROPN)$/.test(last()?.pos ?? '') &&
        rest[i + 1]?.pos === 'ADP'
      ) {
        current.push(u);
        continue;
      }
      if (!participle && !(last() && /^(?:DET|ADJ)$/.test(last()!.pos))) {
        // "believe an overloaded power strip started": the phrase is a clause's subject, cut.
        const reduced = isPastParticiple(u) && /^(?:NOUN|PROPN)$/.test(last()?.pos ?? '') && rest[i + 1]?.pos === 'ADP';
        broken = !reduced && (current.length > 0 || segments.length === 0);
        break;
      }
    }
    if (/ing$/.test(u.lower) && u.pos === 'VERB' && isNominal(last()) && last()!.pos !== 'ADJ') {
      // "its stamping plant", "not life threatening": the -ing word belongs to the phrase.
      broken = /^(?:NOUN|PUNCT)$/.test(rest[i + 1]?.pos ?? 'PUNCT') && rest[i - 1]?.text !== ',';
      break; // ", forcing 23 people ..." or "... starting Monday": a new phrase the headline can lose
    }
    if (
      /^(?:this|last|next|early|late)$/.test(u.lower) &&
      (TIME_WORDS.test(rest[i + 1]?.lower ?? '') ||
        /^(?:week|month|year|decade|season)$/.test(rest[i + 1]?.lower ?? '')) &&
      last()?.pos !== 'ADP'
    ) {
      flush();
      segments.push({ role: 'time', units: [u, rest[i + 1]] });
      i++;
      continue;
    }
    // "until noon Thursday", "at 6 p.m. Tuesday": the day stays with the hour it dates.
    if (
      TIME_WORDS.test(u.lower) &&
      /^(?:PROPN|NOUN)$/.test(u.pos) &&
      current[0]?.pos === 'ADP' &&
      /^(?:noon|midnight|a\.m\.|p\.m\.)$/.test(last()?.lower ?? '')
    ) {
      current.push(u);
      continue;
    }
    if (
      TIME_WORDS.test(u.lower) &&
      /^(?:ADV|PROPN|NOUN|ADJ)$/.test(u.pos) &&
      // "late arrivals", "early voting": an adjective of the noun, not a time. "Sunday beer and wine
      // sales": a day before a noun says which sales.
      !(u.pos === 'ADJ' && /^(?:NOUN|PROPN)$/.test(rest[i + 1]?.pos ?? '')) &&
      !(
        /day$/.test(u.lower) &&
        rest[i + 1]?.pos === 'NOUN' &&
        !TIME_WORDS.test(rest[i + 1].lower) &&
        !/^(?:morning|afternoon|evening|night)$/.test(rest[i + 1].lower)
      ) &&
      last()?.pos !== 'ADP' &&
      last()?.pos !== 'DET'
    ) {
      flush();
      segments.push({ role: 'time', units: [u] });
      continue;
    }
    if (u.pos === 'ADP') {
      if (/^(?:before|after|as|until|since|because)$/.test(u.lower) && clauseAfter(i)) break;
      if (/^(?:before|after|while|since)$/.test(u.lower) && rest[i + 1]?.pos === 'VERB') break;
      const joins =
        u.lower === 'of' ||
        (u.lower === 'with' && last()?.lower === 'connection') ||
        current.every((c) => c.pos === 'ADV' || c.pos === 'ADP');
      if (!joins && current.length) flush();
    }
    current.push(u);
  }
  flush();
  return broken ? undefined : segments;
}

/** Keeps the source's capital on a word when it had one. */
const likeSource = (form: string, source: Unit): string =>
  capitalised(source.text) ? form.charAt(0).toUpperCase() + form.slice(1) : form;

function headlineVerbFor(
  group: Unit[],
  verb: Unit,
  after: Unit[],
  plural: boolean,
  catenative: Unit | undefined,
): string | undefined {
  const auxes = group.filter((u) => u.pos === 'AUX' && u !== verb).map((u) => u.lemma);
  if (catenative && verb.lemma === 'spend') return presentOf(catenative.lemma, plural);
  const rest = after.map((u) => u.text).filter((w) => w !== ',');
  const withRest = (head: string): string => [head, ...rest].filter(Boolean).join(' ');
  const isModal = auxes.includes('will') || verb.lemma === 'will';
  const be = auxes.some((a) => a === 'be') || (verb.pos === 'AUX' && verb.lemma === 'be');
  if (verb.pos === 'AUX' && verb === group[group.length - 1]) {
    // A copula or "has" with no verb after it.
    if (verb.lemma === 'be') return isModal ? withRest('to be') : withRest('');
    if (verb.lemma === 'have') return withRest(isModal ? 'to have' : presentOf('have', plural));
    return undefined;
  }
  if (isModal) {
    if (STATIVE_WILL.has(verb.lemma)) return withRest(presentOf(verb.lemma, plural));
    // "will still be banned" is no new ban: "Still Banned".
    if (be && isPastParticiple(verb) && group.some((u) => u.lower === 'still')) return withRest(`still ${verb.text}`);
    if (be && isPastParticiple(verb)) return withRest(`to be ${verb.text}`);
    return withRest(`to ${verb.lemma}`);
  }
  if (be && verb.pos === 'VERB' && !/ing$/.test(verb.lower)) return withRest(verb.text); // passive: "Man Killed in Crash"
  if (
    auxes.some((a) => a === 'might' || a === 'could' || a === 'may' || a === 'should' || a === 'would' || a === 'must')
  ) {
    return undefined;
  }
  // "owners can rent out only their home": the permission is the news, never a plain "rent out".
  if (auxes.includes('can')) return withRest(`can ${verb.lemma}`);
  return withRest(likeSource(presentOf(verb.lemma, plural), verb));
}

/** A present-tense verb phrase for a short sentence: "tears through", "is looking for". */
function presentVerbFor(group: Unit[], verb: Unit, after: Unit[], plural: boolean): string {
  const auxes = group.filter((u) => u.pos === 'AUX' && u !== verb);
  const tail = after.map((u) => u.text).join(' ');
  const join = (head: string): string => [head, tail].filter(Boolean).join(' ');
  if (auxes.some((a) => a.lemma === 'will'))
    return group
      .map((u) => u.text)
      .concat(tail ? [tail] : [])
      .join(' ')
      .replace(/^\w/, (c) => c.toLowerCase());
  if (auxes.some((a) => a.lemma === 'be') && /ing$/.test(verb.lower))
    return join(`${plural ? 'are' : 'is'} ${verb.text}`);
  if (auxes.some((a) => a.lemma === 'be') && isPastParticiple(verb))
    return join(`${plural ? 'are' : 'is'} ${verb.text}`);
  if (verb.pos === 'AUX') return join(presentOf(verb.lemma, plural));
  return join(presentOf(verb.lemma, plural));
}

// ---------------------------------------------------------------------------------------------
// Rendering.

/** Units as text: articles (and "its", "their") dropped for a headline; the source's spacing kept. */
export function renderUnits(list: Unit[], headline: boolean): string {
  const kept = headline
    ? list.filter(
        (u, i) => !((ARTICLES.has(u.lower) || POSSESSIVE_DETERMINERS.has(u.lower)) && list[i - 1]?.lower !== 'than'),
      )
    : list;
  return kept
    .map((u) => u.text)
    .join(' ')
    .replace(/\s+(['’]s|,)/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Headline case: every word capitalised but short function words; hyphenated parts too; "p.m." stays. */
export function headlineCase(text: string): string {
  const SMALL = /^(?:a|an|the|and|or|but|of|to|in|on|at|for|by|from|with|as|vs\.?|nor|into|off|up)$/;
  const list = text.split(/\s+/).filter(Boolean);
  return list
    .map((w, i) => {
      if (/^[a-z]\.[a-z]/.test(w)) return w;
      // The last word is capitalised too: a phrasal verb's particle ("Move On").
      const inner = i > 0 && i < list.length - 1;
      if (inner && SMALL.test(w.toLowerCase()) && !/^(?:up|off)$/.test(w.toLowerCase())) return w.toLowerCase();
      return w.replace(/(^|-)([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
    })
    .join(' ');
}

/** One way to cut a clause: the pieces kept, as headline text. */
export interface HeadlineCut {
  text: string;
  /** The cut keeps the verb ("Crews Repair Main") rather than a noun phrase only. */
  verb: boolean;
}

/**
 * Every headline the clause gives, from the shortest to the fullest: the subject core, the verb,
 * the object, and then each further phrase in order; the subject's own phrase in or out. A
 * phrase with a figure the headline needs stays whole.
 */
export function headlineCuts(clause: Clause): HeadlineCut[] {
  const cuts: HeadlineCut[] = [];
  const phrases = clause.phrases.filter((p) => p.role !== 'time');
  const subjects = [clause.subject, ...clause.subjectModifiers.map((m) => [...clause.subject, ...m])];
  // A long name may lose its leading words at a name boundary: "Tolliver County Road Supervisor" -> "Road Supervisor".
  const core = clause.subject.filter((u) => !ARTICLES.has(u.lower));
  for (let k = 1; k < core.length; k++) {
    const dropped = core.slice(0, k);
    const kept = core.slice(k);
    // A place before a noun ("Tolliver County road supervisor"), or a role before a full name.
    const place =
      dropped.every((u) => u.pos === 'PROPN' || u.pos === 'ADJ') &&
      dropped.some((u) => u.pos === 'PROPN' && (u.start > 0 || dropped.length > 1)) &&
      kept[0].pos === 'NOUN';
    const person =
      kept.length >= 2 && kept.every((u) => u.pos === 'PROPN') && dropped[dropped.length - 1].pos !== 'PROPN';
    if (place || person) subjects.push(kept);
  }
  // The object is needed unless the verb stands alone ("Jury Selection Begins").
  // ("Gas Prices Keep Falling" of "keep falling ahead of the holiday weekend").
  // An adverb opens no object unless the tagger took an adjective for one ("thick/ADV black smoke").
  const [first, second] = phrases[0]?.units ?? [];
  const adverbOnly = first?.pos === 'ADV' && !/^(?:ADJ|NOUN|PROPN|NUM)$/.test(second?.pos ?? '');
  const objectRequired = phrases[0]?.role === 'object' && first?.pos !== 'ADP' && !adverbOnly;
  for (const subject of subjects) {
    const subjectText = renderUnits(subject, true);
    if (!subjectText) continue;
    const head = [subjectText, clause.headlineVerb].filter(Boolean).join(' ');
    // "giving police and families somewhere other than a jail cell": a verb of giving needs both objects.
    const min = DITRANSITIVE.has(clause.lemma) ? phrases.length : objectRequired || !clause.headlineVerb ? 1 : 0;
    for (let n = min; n <= phrases.length; n++) {
      const body = phrases.slice(0, n).map((p) => renderUnits(p.units, true));
      if (n === 0 && !clause.headlineVerb) continue;
      cuts.push({ text: tidyHeadline([head, ...body].filter(Boolean).join(' ')), verb: !!clause.headlineVerb });
      // The last phrase kept down to its head: "Through Apartment Building" -> "Through Building".
      const short =
        n > 0 && !phrases[n - 1].units.some((u) => u.pos === 'VERB') ? shortPhrase(phrases[n - 1].units) : undefined;
      if (short) {
        const text = [head, ...body.slice(0, -1), renderUnits(short, true)].filter(Boolean).join(' ');
        cuts.push({ text: tidyHeadline(text), verb: !!clause.headlineVerb });
      }
    }
  }
  // Noun-phrase headlines for a thin topic: the subject with its phrase, the object with its own.
  const noun = (list: Unit[]): void => {
    // ("residents keep up to six hens" of "to let residents keep ...": no noun phrase but a clause the source never said.)
    if (list.some((u) => u.pos === 'VERB' && u.lower === u.lemma)) return;
    const text = renderUnits(list, true);
    if (text.split(/\s+/).length >= 2 && /^(?:NOUN|PROPN)$/.test(list[list.length - 1]?.pos ?? ''))
      cuts.push({ text: tidyHeadline(text), verb: false });
  };
  for (const m of clause.subjectModifiers) noun([...clause.subject, ...m]);
  noun(clause.subject);
  const object = phrases[0];
  if (object?.role === 'object' && object.units[0]?.pos !== 'ADP') {
    const next = phrases[1];
    if (next && RELATIVES.has(next.units[0]?.lower ?? '')) noun([...object.units, ...next.units]);
    // The object is the story's topic too: "Short-Term Rentals in Residential Neighborhoods".
    if (!object.units.some((u) => /^(?:PRON|ADJ)$/.test(u.pos) && !u.num && object.units.length === 1)) {
      if (next && next.units[0]?.pos === 'ADP' && !/^(?:to|for|with|by)$/.test(next.units[0].lower))
        noun([...object.units, ...next.units]);
      noun(object.units);
    }
  }
  for (const k of subjects.slice(1 + clause.subjectModifiers.length)) noun(k);
  return dedupe(cuts);
}

/** Nouns that name a part of what their "of" phrase names: "the end (of the year)", "the rest (of the county)". */
const RELATIONAL_NOUNS =
  /^(?:end|start|beginning|middle|rest|part|side|edge|top|bottom|front|back|center|heart|remainder)$/;

/** A phrase down to its preposition and head noun (with a name kept whole), or undefined. */
function shortPhrase(list: Unit[]): Unit[] | undefined {
  // Never cut a negation ("not guilty") or a coordination; a chain with "of" keeps its first part.
  if (list.some((u) => /^(?:not|no|never|n't)$/.test(u.lower))) return undefined;
  const of = list.findIndex((u) => u.lower === 'of');
  const complement = list
    .slice(of + 1)
    .some((u) => u.pos === 'ADJ' && /^(?:guilty|innocent|responsible|liable)$/.test(u.lower));
  if (of > 0 && list.slice(0, of).some((u) => u.num)) return undefined; // "half an inch of ice" is one quantity
  const onePreposition =
    list.slice(0, of).filter((u) => u.pos === 'ADP').length <= 1 && !list.slice(0, of).some((u) => u.pos === 'CCONJ');
  // "at the end of the school year" is no place without its "of" phrase.
  if (of > 0 && RELATIONAL_NOUNS.test(list[of - 1].lower)) return undefined;
  if (of > 1 && !complement) return shortPhrase(list.slice(0, of)) ?? (onePreposition ? list.slice(0, of) : undefined);
  if (list.some((u) => RELATIVES.has(u.lower) || u.lower === 'of' || u.pos === 'CCONJ')) return undefined;
  const lead = list[0]?.pos === 'ADP' ? [list[0]] : [];
  const body = list.slice(lead.length).filter((u) => !ARTICLES.has(u.lower) && !POSSESSIVE_DETERMINERS.has(u.lower));
  if (
    body.some((u) => u.pos === 'VERB' || u.pos === 'ADP') ||
    !/^(?:NOUN|PROPN)$/.test(body[body.length - 1]?.pos ?? '')
  ) {
    return undefined;
  }
  let from = body.length - 1;
  while (from > 0 && body[from].pos === 'PROPN' && body[from - 1].pos === 'PROPN') from--;
  // A length or a size before the noun may go ("on a 20-minute chase" -> "on chase"), a count not.
  // (not a measure that says what kind: "four-way stop", "two-lane road")
  const measure = (u: Unit): boolean => u.num && u.pos === 'ADJ' && /-/.test(u.text) && !KIND_MEASURE.test(u.text);
  if (from <= 0 || (body[from - 1].num && !measure(body[from - 1]))) return undefined;
  // Only a noun modifier goes ("Apartment" of "apartment building"): an adjective or a determiner
  // carries meaning ("an early start", "another route", "a new life").
  if (body.slice(0, from).some((u) => !/^(?:NOUN|PROPN)$/.test(u.pos) && !measure(u))) return undefined;
  return [...lead, ...body.slice(from)];
}

const tidyHeadline = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/[,;:]+$/, '')
    .trim();

function dedupe(cuts: HeadlineCut[]): HeadlineCut[] {
  const seen = new Set<string>();
  return cuts.filter((c) => {
    const key = c.text.toLowerCase();
    if (!c.text || seen.has(key) || endsOnFunctionWord(c.text)) return false;
    seen.add(key);
    return true;
  });
}

/** Words a headline cannot end on: a sentence's dangling words, and "it" and "up" too. */
const HEADLINE_DANGLING: ReadonlySet<string> = new Set([...DANGLING, 'it', 'up']);

/** Particles a phrasal verb may end a headline on: "Wildcats Move On", "Crews Clean Up". */
const END_PARTICLES = new Set(['on', 'up', 'out', 'down', 'off', 'over', 'back', 'away']);

/** Whether the headline ends on a verb's particle ("Move On", "Shut Down"), which is no dangling word. */
export function endsOnParticle(text: string): boolean {
  const list = text.trim().split(/\s+/);
  const last = (list[list.length - 1] ?? '').toLowerCase().replace(/[^a-z']/g, '');
  if (list.length < 3 || !END_PARTICLES.has(last)) return false;
  // The word before, tagged after a pronoun: a headline's capitals and dropped articles leave the
  // tagger reading "Wildcats Move On" as a row of names.
  const verb = (list[list.length - 2] ?? '').toLowerCase();
  if (!/^[a-z][a-z'-]*$/.test(verb)) return false;
  return ['they', 'it'].some((pronoun) => tag(`${pronoun} ${verb} ${last}`)[1]?.pos === 'VERB');
}

/**
 * A particle ending the topic itself ends its phrase with: "Wildcats move on in the playoffs" gives
 * "Wildcats Move On", but "Crews are knocking out water pressure" does not give "Crews Knocking Out".
 */
export function endsOnTopicParticle(banner: string, topic: string): boolean {
  // "Catalytic Converter Thefts Up" of "thefts are up": the state is the news, its copula dropped.
  const state = /\s(up|down)$/i.exec(banner.trim())?.[1].toLowerCase();
  if (state && new RegExp(`\\b(?:is|are|was|were)\\s+${state}\\b`, 'i').test(topic)) return true;
  if (!endsOnParticle(banner)) return false;
  const bareWord = (w: string): string => w.toLowerCase().replace(/[^a-z0-9]/g, '');
  const [verb, particle] = banner.trim().split(/\s+/).slice(-2).map(bareWord);
  const root = verb.length > 4 ? verb.replace(/(?:es|ed|s|e)$/, '') : verb.slice(0, 3);
  const esc = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = topic.match(new RegExp(`\\b${esc(root)}\\w*\\s+${esc(particle)}\\b(\\s+[\\w$'-]+)?`, 'i'));
  if (!m) return false;
  const after = m[1]?.trim();
  return !after || /^(?:in|at|on|for|to|with|after|before|from|into|this|today|tonight|again)$/i.test(after);
}

export function endsOnFunctionWord(text: string): boolean {
  const last = text.trim().split(/\s+/).pop() ?? '';
  if (!HEADLINE_DANGLING.has(last.toLowerCase().replace(/[^a-z']/g, ''))) return false;
  return !endsOnParticle(text);
}

// ---------------------------------------------------------------------------------------------
// Angles.

export type Angle = 'event' | 'impact' | 'next';

const AFFECTED =
  /\b(?:residents?|homes?|households?|families|family|drivers?|students?|customers?|riders?|people|workers?|employees?|patients?|businesses|children|parents|passengers|homeowners|renters|tenants|commuters|voters|taxpayers|jobs)\b/i;
const NEXT =
  /\b(?:will|plans?|planned|expects?|expected|scheduled|until|investigat\w*|set for|due|next|reopen\w*|hearing|sentencing|remains?|starting|begins?|deadline|later)\b/i;

/**
 * The story's sentences, attribution out, with the lead first; quotations never. A wire lede comes
 * as its news and the asides lifted out of it (parse/lift.ts), since its subject, verb and object
 * are what a headline or a tease is built on; lifted sentences that open on "That" or "It" lean on
 * the one before, and an appositive's background is no news, so both are left out.
 */
export function newsSentences(script: string): string[] {
  return storySentences(script)
    .filter((s) => !/["“”]/.test(s) && !/^(?:breaking news)\b[^,]*$/i.test(s))
    .flatMap((s) => {
      // "Oduyemi scored 28 points as the Brackenfield College women came back to beat Quintarra
      // Point": a game's result told in an "as" clause is the story; it leads.
      const game = gameResultOf(s);
      if (game) return [game, s];
      const purpose = purposeOf(s);
      if (countSpokenWords(s) <= 20) return purpose ? [s, purpose] : [s];
      const lifted = liftAsides(s);
      if (lifted.satellites.length === 0) return purpose ? [s, purpose] : [s];
      return [lifted.ownNews ?? lifted.lede, ...lifted.follows.filter((x) => !/^(?:That|It|They)\b/.test(x))];
    });
}

/** The result of a game in an "as" clause, as a sentence of its own. */
function gameResultOf(sentence: string): string | undefined {
  const m =
    /^[^,]+?\s+as\s+((?:the\s+)?[A-Z][^,]*?\b(?:beat|defeated|won|edged|routed|topped|upset)\b[^,]*?)(?:,|\.$)/.exec(
      sentence,
    );
  if (!m) return undefined;
  const out = capitalise(`${m[1].trim()}.`);
  const clause = mainClause(out);
  return clause && fragmentReason(out) === undefined ? out : undefined;
}

/** Verbs of means whose "to" says what the subject will do with them: "will spend $95,000 to add two routes". */
const MEANS_VERBS = new Set(['spend', 'use', 'borrow', 'raise', 'hire', 'pay', 'invest', 'tap', 'seek']);

/**
 * What a plan's means are for, as a sentence of its own: "The district will spend about $95,000 to
 * add two bus routes." -> "The district will add two bus routes." Only in the future, where the
 * subject is the one who will act.
 */
function purposeOf(sentence: string): string | undefined {
  const tokens = tag(sentence);
  const will = tokens.findIndex((t) => t.lower === 'will');
  const verb = tokens[will + 1];
  if (will < 1 || !verb || !MEANS_VERBS.has(verb.lemma)) return undefined;
  const to = tokens.findIndex((t, i) => i > will + 2 && t.lower === 'to' && tokens[i + 1]?.pos === 'VERB');
  if (to < 0 || tokens.slice(will, to).some((t) => /^[,;:]$/.test(t.text))) return undefined;
  if (!tokens.slice(0, will).some((t) => /^(?:NOUN|PROPN)$/.test(t.pos))) return undefined;
  if (tokens.slice(0, will).some((t) => t.text === ',' || isFiniteVerb(tokens, t.index))) return undefined;
  const out = `${sentence.slice(0, tokens[will].end)} ${sentence.slice(tokens[to + 1].start)}`;
  return fragmentReason(out) === undefined ? out : undefined;
}

/** The sentences an angle draws on, best first. The lead is always the event's. */
function angleSentences(script: string, angle: Angle): string[] {
  const all = newsSentences(script);
  if (angle === 'event') return all;
  const rest = all.slice(1);
  const pattern = angle === 'impact' ? AFFECTED : NEXT;
  const hits = rest.filter((s) => pattern.test(s));
  // The lead itself, when it names who is affected ("... has left 3,200 homes under an advisory").
  if (angle === 'impact' && all[0] && AFFECTED.test(all[0])) hits.push(all[0]);
  return hits;
}

/** The clauses of an angle, in the order of angleSentences; sentences without a usable clause are skipped. */
export function angleClauses(script: string, angle: Angle): Clause[] {
  return angleSentences(script, angle)
    .map((s) => mainClause(s))
    .filter((c): c is Clause => c !== undefined);
}

/**
 * A noun-phrase headline of who is affected, when a phrase names them with a figure or a noun and
 * the next phrase says how: "About 3,200 Homes and Businesses in Dunmore Heights Under Boil-Water
 * Advisory".
 */
function impactNounPhrases(clause: Clause): HeadlineCut[] {
  const cuts: HeadlineCut[] = [];
  const phrases = clause.phrases.filter((p) => p.role !== 'time');
  const at = phrases.findIndex((p) => AFFECTED.test(renderUnits(p.units, false)) && p.units[0]?.pos !== 'ADP');
  if (at < 0) return cuts;
  const how = phrases
    .slice(at + 1)
    .findIndex((p) => /^(?:under|without|out|from|in|on)$/i.test(p.units[0]?.lower ?? ''));
  if (how < 0) return cuts;
  const howAt = at + 1 + how;
  const who = renderUnits(phrases[at].units, true);
  // "About 3,200 Homes" of "about 3,200 homes and businesses": the first group, when it has the figure.
  const and = phrases[at].units.findIndex((u) => u.lower === 'and');
  const state = phrases.slice(at + 1).find((p) => /^(?:under|without)$/i.test(p.units[0]?.lower ?? ''));
  if (and > 0 && state && phrases[at].units.slice(0, and).some((u) => u.num)) {
    const first = renderUnits(phrases[at].units.slice(0, and), true);
    cuts.push({ text: tidyHeadline([first, renderUnits(state.units, true)].join(' ')), verb: false });
  }
  for (let n = howAt; n < phrases.length; n++) {
    const middle = phrases.slice(at + 1, n + 1).map((p) => renderUnits(p.units, true));
    cuts.push({ text: tidyHeadline([who, ...middle].join(' ')), verb: false });
    if (n === howAt && howAt > at + 1) {
      cuts.push({ text: tidyHeadline([who, renderUnits(phrases[howAt].units, true)].join(' ')), verb: false });
    }
  }
  return dedupe(cuts);
}

/** Headline cuts for an angle, per clause, best clause first. */
export function angleHeadlines(script: string, angle: Angle): HeadlineCut[][] {
  return angleClauses(script, angle).map((c) =>
    angle === 'impact' ? [...impactNounPhrases(c), ...headlineCuts(c)] : headlineCuts(c),
  );
}

// ---------------------------------------------------------------------------------------------
// Sentences for a tease: the clause as written, with its figures held back.

const A_AN = (word: string): string => (/^[aeio]|^u[^n]|^hour|^honest/i.test(word) ? 'an' : 'a');

/**
 * Units without their figures. A count before a noun goes ("nine families" -> "families"); a
 * phrase that is a measure ("in less than 12 hours", "by 212 votes") or a name with a figure
 * ("Interstate 70") goes whole. Returns undefined when the figure is the phrase's head.
 */
export function withoutFigures(list: Unit[]): Unit[] | undefined {
  if (!list.some((u) => u.num)) return list;
  const out: Unit[] = [];
  for (let i = 0; i < list.length; i++) {
    const u = list[i];
    if (!u.num) {
      out.push(u);
      continue;
    }
    const next = list[i + 1];
    // ("a 17 percent rate increase" -> "a rate increase": a measure that describes the noun after it, panel AJ.)
    if (next?.lower === 'percent' && list[i + 2]?.pos === 'NOUN' && list[i + 2].lower !== 'of') {
      i++;
      continue;
    }
    if (next && (MEASURE_NOUNS.test(next.lower) || /^(?:of|a\.m\.|p\.m\.)$/.test(next.lower))) return undefined;
    if (next && /^(?:NOUN|ADJ)$/.test(next.pos) && u.pos === 'NUM') continue; // a count
    // "a four-day school week", "a two-year contract": a measure that says what kind; without it
    // the phrase says something else ("a school week"), so it goes whole.
    if (
      /-(?:day|week|month|year|hour|minute|mile|game|story|lane|bed|room|acre)s?$/i.test(u.text) &&
      !/-year-old$/i.test(u.text)
    )
      return undefined;
    if (u.pos === 'ADJ' || /-year-old$/i.test(u.text)) continue; // "24-year-old", "three-town"
    // "a half-cent sales tax": a spelled measure that says what kind of tax stays, whole (panel AB).
    if (!/\d/.test(u.text) && /^(?:half|quarter|one|two|three)-[a-z]+$/i.test(u.text) && next?.pos === 'NOUN') {
      out.push(u);
      continue;
    }
    return undefined;
  }
  // Fix the article the figure left: "an 11-year-old boy" -> "a boy".
  for (let i = 0; i < out.length - 1; i++) {
    if (/^an?$/i.test(out[i].text)) {
      const article = A_AN(out[i + 1].text);
      const text = /^A/.test(out[i].text) ? article.charAt(0).toUpperCase() + article.slice(1) : article;
      out[i] = { ...out[i], text, lower: text.toLowerCase() };
    }
  }
  if (!out.some((u) => /^(?:NOUN|PROPN|PRON|ADJ)$/.test(u.pos))) return undefined;
  return out;
}
