/**
 * The offline Banner writer: three lower-third headlines, one for each angle a producer takes on a
 * story: the event (the lead's subject, verb and object), who is affected ("About 3,200 Homes
 * Under Boil-Water Advisory") and what comes next ("Crews Expect to Finish Repairs"). Each is
 * first sought as a headline cut from the topic's own clauses at phrase boundaries
 * (parse/headline.ts): never ending on a function word, within the count, and filling at least
 * 60 % of it (MIN_FILL) when the topic has the words. Only when those run out (a label such as
 * "Frost advisory overnight", or a count too tight for the clauses) does the writer fall back to
 * the topic's own lines in headlinese, whole or cut at a word (the dramatic style also tries them
 * with STRONG_VERBS), kept only when the writing check reads the cut as a headline. Styles only
 * case the text: headline case (modern), upper case (dramatic), sentence case (minimal). Every
 * option is fact-checked (bannerFacts) and dropped if the check finds anything.
 */
import { checkFacts } from '../../checks/facts';
import type { FactIssue } from '../../checks/facts';
import { fitToChars } from '../../fit/chars';
import { splitSentences } from '../../text/sentences';
import { stripCrewText } from '../../text/read-time';
import { formatOptionLines } from '../../fit/option-lines';
import { headlineReason } from '../../checks/writing';
import {
  angleClauses,
  angleHeadlines,
  endsOnFunctionWord,
  endsOnTopicParticle,
  headlineCase,
  headlineCuts,
  presentOf,
  renderUnits,
  units,
} from '../../parse/headline';
import type { Angle, Clause, HeadlineCut, Segment, Unit } from '../../parse/headline';
import { tag } from '../../parse/tagger';
import { capitalise, escapeRegExp } from '../../text/strings';

export type BannerStyle = 'modern' | 'dramatic' | 'minimal';
export type BannerCharCount = 25 | 30 | 45;

export interface BannerInput {
  topic: string;
  style: BannerStyle;
  charCount: BannerCharCount;
}

export interface Banners {
  /** "OPTION 1: ...", one option a line, as the spec's output format. */
  text: string;
  options: string[];
}

// Words a lower third can lose without losing a fact (headlinese drops articles and auxiliaries).
const HEADLINESE_DROP = new Set(
  'a an the is are was were has have had been be being that which who very just really also its their'.split(' '),
);
// Words a banner must not end on: they promise something the cut removed.
const DANGLING = new Set(
  (
    'a an the of to in on at for from with by and or but as after before who that which is are was were will ' +
    'would could this its their it has have had up'
  ).split(' '),
);
// Dramatic style: weak or past-tense verbs become the strong present-tense verbs of a headline.
// Only verbs change; who, what, where and how many stay the topic's own.
const STRONG_VERBS: [RegExp, string][] = [
  [/\b(?:is|are) looking for\b/gi, 'hunt for'],
  [/\b(?:has|have) arrested\b/gi, 'arrest'],
  [/\b(?:is|are) facing\b/gi, 'faces'],
  [/\b(?:are|is) up sharply\b/gi, 'surge'],
  [/\bfell\b/gi, 'falls'],
  [/\brose\b/gi, 'climbs'],
  [/\bclimb\b/gi, 'surge'],
  [/\bkilled\b/gi, 'kills'],
  [/\bapproved\b/gi, 'approves'],
];

const OWN_VERBS = new Set(STRONG_VERBS.flatMap(([, strong]) => strong.split(' ')));

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);
const bare = (word: string): string => word.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Topic sentences without crew text, quote marks or final punctuation: banners quote nobody. */
function topicLines(topic: string): string[] {
  const clean = stripCrewText(topic).replace(/["“”]/g, '');
  return splitSentences(clean)
    .map((s) => s.text.replace(/[.!?;:,\s]+$/, '').trim())
    .filter(Boolean);
}

function headlinese(line: string): string {
  return words(line)
    .filter((w) => !HEADLINESE_DROP.has(bare(w)))
    .join(' ');
}

/** Drops attribution ("Police say ...") so the banner leads with the news itself. */
const withoutAttribution = (line: string): string => line.replace(/^[\w\s.]{0,40}?\b(?:says?|said)\s+/i, '');

function trimDangling(text: string): string {
  const list = words(text.replace(/[\s,;:\-–—]+$/, ''));
  while (list.length > 1 && DANGLING.has(bare(list[list.length - 1]))) list.pop();
  // Nor start on one ("In string of ..."), unless nothing else is left.
  while (list.length > 2 && DANGLING.has(bare(list[0]))) list.shift();
  return list.join(' ').replace(/[,;:\-–—]+$/, '');
}

function strengthen(text: string): string {
  return STRONG_VERBS.reduce((out, [weak, strong]) => out.replace(weak, strong), text);
}

/** Every clause of every topic sentence, in several cuts; the caller dedupes and ranks. */
function candidates(topic: string, style: BannerStyle): string[] {
  const lines = topicLines(topic);
  const pieces = lines.flatMap((line) => [line, withoutAttribution(line), ...line.split(/,\s+/)]);
  // Dropping leading words too gives a tight count a shorter clause that still ends on the news.
  const tails = pieces.flatMap((p) =>
    words(p)
      .map((_, i, list) => list.slice(i).join(' '))
      .filter((t) => t.includes(' ')),
  );
  // And their heads, longest first: "Frost Advisory" of "Frost advisory overnight".
  const heads = pieces.flatMap((p) =>
    words(headlinese(p))
      .map((_, i, list) => list.slice(0, list.length - 1 - i).join(' '))
      .filter((t) => t.includes(' ')),
  );
  // Whole clauses first (headlinese, then as written), then their tails and heads: the order is the ranking.
  const cuts = [...pieces.flatMap((p) => [headlinese(p), p]), ...tails.flatMap((p) => [headlinese(p), p]), ...heads];
  return style === 'dramatic' ? [...cuts.map(strengthen), ...cuts] : cuts;
}

const PARTICIPLE = /(?:ed|en|wn|ne|ng|ght|un|ung)$/;

/**
 * A window of a topic line that a filled count must not take: attribution ("Officers Say Man"),
 * a comma inside, an auxiliary dropped before a participle ("Police Taken 87 Reports"), or a cut
 * inside a phrase (on a modifier before its noun, "Long" of "long cleanup"; on "Ahead" of "ahead
 * of"; on a noun of a compound, "Flood" of "flood stage").
 */
function brokenCut(cut: string, topic: string): boolean {
  if (/,/.test(cut) || /\b(?:say|says|said|told|tells|and)\b/i.test(cut)) return true;
  const list = words(cut).map(bare);
  for (let i = 1; i < list.length; i++) {
    if (!PARTICIPLE.test(list[i])) continue;
    const re = new RegExp(
      `\\b${escapeRegExp(list[i - 1])}\\s+(?:has|have|had|is|are|was|were|can|will|could|would)\\s+(?:be\\s+|been\\s+)?${escapeRegExp(list[i])}\\b`,
      'i',
    );
    if (re.test(topic)) return true;
  }
  const tokens = tag(topic);
  // Nor open inside a phrase: after a preposition, an auxiliary, "to" ("Good on
  // Saturday" of "for good on Saturday", "Close Sawyer Creek" of "will close"), or on the noun
  // of a compound ("Pharmacy at Gunpoint").
  const from = tokens.findIndex((x) => bare(x.text) === list[0]);
  const before = tokens[from - 1];
  if (!/^[A-Z0-9$]/i.test(cut) || /^[a-z]\.[a-z]/.test(cut)) return true;
  if (from > 0 && before) {
    if (/^(?:ADP|AUX|PART|VERB)$/.test(before.pos) || tokens[from].pos === 'ADP') return true;
    if (/^(?:NOUN|PROPN|NUM)$/.test(before.pos) && tokens[from].pos === 'NOUN' && /^[a-z]/.test(tokens[from].text))
      return true;
  }
  // A hyphenated last word ("24-Year-Old") is tagged by its last part.
  const last = bare(words(cut).pop()?.split('-').pop() ?? '');
  const at = tokens.findIndex((x) => bare(x.text) === last);
  if (at < 0) return false;
  const t = tokens[at];
  const next = tokens[at + 1];
  // Nor end on a verb whose object or particle the cut lost ("Three Cars Has Shut", "Will Cost").
  if (/^(?:VERB|AUX)$/.test(t.pos) && /^(?:DET|NOUN|PROPN|ADJ|ADP|PART|NUM|PRON|SYM)$/.test(next?.pos ?? ''))
    return true;
  if (/^(?:ADJ|DET|AUX)$/.test(t.pos) && !/ed$/.test(t.lower)) return true;
  if (t.pos === 'ADV' && next?.pos === 'ADP') return true;
  // A noun whose "of" phrase the cut lost ("String" of "a string of garage burglaries").
  if (t.pos === 'NOUN' && next?.lower === 'of') return true;
  // A modifier of the noun after it: "Flood" of "flood stage", "Eastside" of "Eastside pharmacy".
  if (/^(?:NOUN|PROPN|NUM)$/.test(t.pos) && next?.pos === 'NOUN' && /^[a-z]/.test(next.text)) return true;
  return false;
}

function display(text: string, style: BannerStyle): string {
  if (style === 'dramatic') return text.toUpperCase();
  if (style === 'minimal') return capitalise(text);
  return headlineCase(text);
}

/**
 * checkFacts reads any run of Title Case or UPPER CASE words as a name, so a cased banner always
 * "invents" one. Casing is presentation, not fact: the check runs on the banner with each word
 * put back in the case the topic wrote it in.
 */
export function bannerFacts(banner: string, topic: string): FactIssue[] {
  const topicWords = words(topic.replace(/["“”]/g, ''));
  const cased = new Map(topicWords.map((w) => [bare(w), w.replace(/[^\w$%.'-]/g, '')]));
  // Another form of a lower-case topic word ("Approved" for "approves") is that word, not a name.
  const lowerStems = new Set(topicWords.filter((w) => /^[a-z]/.test(w)).map((w) => stem(bare(w))));
  // A verb's present tense ("tears" for "tore", "leads" for "led"): the lemma is the topic's.
  const lemmas = new Set(
    tag(topic)
      .filter((t) => /^(?:VERB|AUX|NOUN)$/.test(t.pos))
      .map((t) => t.lemma),
  );
  const isForm = (key: string): boolean =>
    lemmas.has(key) ||
    lemmas.has(key.replace(/s$/, '')) ||
    lemmas.has(key.replace(/es$/, '')) ||
    lemmas.has(key.replace(/ies$/, 'y'));
  const restored = words(banner)
    // A word the topic lacks keeps its own case (so a planted name is still caught), except the
    // dramatic style's own verbs.
    .map((w) => {
      const key = bare(w);
      if (cased.has(key)) return cased.get(key)!;
      return OWN_VERBS.has(key) || (key.length > 3 && lowerStems.has(stem(key))) || isForm(key) ? w.toLowerCase() : w;
    })
    .join(' ');
  return checkFacts(restored, topic);
}

/** A crude English stem, enough to see "approves", "approved" and "approving" as one word. */
const stem = (word: string): string => word.replace(/(?:ing|ed|es|s|e)$/, '');

/** The share of the count a banner must fill when the topic has the words for it. */
export const MIN_FILL = 0.6;
const ANGLES: Angle[] = ['event', 'impact', 'next'];

/** The cut of a clause that best fills the count: the longest that fits, else none. */
function bestFit(
  cuts: HeadlineCut[],
  charCount: number,
  min: number,
  ok: (text: string) => boolean,
): string | undefined {
  const fitting = cuts.filter((c) => c.text.length <= charCount && c.text.length >= min && ok(c.text));
  fitting.sort((a, b) => Number(b.verb) - Number(a.verb) || b.text.length - a.text.length);
  return fitting[0]?.text;
}

/**
 * Whether a banner reads as a headline: the writing check's not-a-headline test (headlineReason)
 * passes it, and it does not end on a function word. A phrasal verb's particle at the end
 * ("Wildcats Move On") is no function word when the topic has no object after it.
 */
export function isHeadline(banner: string, topic: string, strict = true): boolean {
  if (startsOnClauseWord(banner, topic, strict)) return false;
  // Nor end on a verb's participle the topic has after an auxiliary ("Wildcats Moving").
  const last = bare(words(banner).pop() ?? '');
  if (/ing$/.test(last) && new RegExp(`\\b(?:is|are|was|were|be|been)\\s+${last}\\b`, 'i').test(topic)) return false;
  const reason = headlineReason(banner, topic);
  if (reason === undefined) return !endsOnFunctionWord(banner);
  return reason === 'ends-on-function-word' && endsOnTopicParticle(banner, topic);
}

/**
 * Whether the banner opens where no headline does: on a word that opens a clause ("Where Fire
 * Broken Out") or on a word the topic only uses as a verb ("Close Lincoln Elementary").
 */
function startsOnClauseWord(banner: string, topic: string, strict: boolean): boolean {
  const first = bare(words(banner)[0] ?? '');
  if (
    /^(?:where|when|while|because|if|although|though|whether|who|whom|whose|which|what|how|why|since|until|unless|so|then|just|also|still)$/.test(
      first,
    )
  )
    return true;
  const tokens = tag(topic);
  const uses = tokens.filter((t) => t.lower === first);
  // A verb after its subject or "to" ("closes" of "Harbor Bridge closes", "close" of "to close"),
  // or a participle; not a word the tagger misreads after "are" ("are state champions").
  const verbal = (t: (typeof tokens)[number]): boolean => {
    const before = tokens[tokens.indexOf(t) - 1];
    return (
      t.pos === 'AUX' ||
      (t.pos === 'VERB' &&
        (before?.lower === 'to' || /^(?:NOUN|PROPN|PRON)$/.test(before?.pos ?? '') || /(?:ing|ed)$/.test(t.lower)))
    );
  };
  if (uses.length > 0 && uses.every(verbal)) return true;
  // The end of a name ("Hawks" of "Pine Hollow Lady Hawks"): every use follows a capitalised word mid-sentence.
  const inName = (t: (typeof tokens)[number]): boolean => {
    const before = tokens[tokens.indexOf(t) - 1];
    const twoBefore = tokens[tokens.indexOf(t) - 2];
    return (
      /^[A-Z]/.test(t.text) &&
      before !== undefined &&
      /^[A-Z][a-z]/.test(before.text) &&
      !/^(?:The|A|An)$/.test(before.text) &&
      twoBefore !== undefined &&
      !/^[.!?]$/.test(twoBefore.text)
    );
  };
  return strict && uses.length > 0 && uses.every(inName);
}

const isContent = (u: Unit): boolean => /^(?:NOUN|PROPN|ADJ|NUM)$/.test(u.pos) || u.num;
const QUANTIFIER =
  /^(?:about|nearly|almost|roughly|around|approximately|some|over|more|less|fewer|than|at|least|up|to)$/;

/**
 * Phrase-boundary variants of a noun phrase: its modifiers dropped from the front ("$4.5 Million
 * Road Repair Budget" -> "Road Repair Budget" -> "Budget"), and the modifier next to the head
 * dropped ("Road Repair Budget" -> "Road Budget"). A name is never split; a quantity goes whole.
 */
function nounVariants(list: Unit[]): Array<{ units: Unit[]; rank: number }> {
  const body = list.filter((u) => !/^(?:a|an|the|its|their|his|her|our|your|my)$/.test(u.lower));
  const head = body[body.length - 1];
  if (!head || !/^(?:NOUN|PROPN)$/.test(head.pos) || body.length < 2) return [];

  // "about 3,200 homes and businesses" -> "about 3,200 homes", and that phrase's own variants.
  const and = body.findIndex((u) => u.pos === 'CCONJ');
  if (and > 0) {
    const firstPart = body.slice(0, and);
    if (!/^(?:NOUN|PROPN)$/.test(firstPart[firstPart.length - 1]?.pos ?? '')) return [];
    return [{ units: firstPart, rank: 2 }, ...nounVariants(firstPart).map((v) => ({ ...v, rank: v.rank + 1 }))];
  }
  const mods = body.slice(0, -1);
  if (!mods.every((u) => isContent(u) || QUANTIFIER.test(u.lower))) return [];
  const out: Array<{ units: Unit[]; rank: number }> = [];
  for (let i = 1; i < body.length; i++) {
    const prev = body[i - 1];
    // Not inside a name ("Lincoln Elementary") nor after a quantifier word alone.
    if (prev.pos === 'PROPN' && body[i].pos === 'PROPN') continue;
    if (body.slice(i).some((u) => QUANTIFIER.test(u.lower) && !u.num)) continue;
    // Dropping only the figure keeps the phrase whole; dropping a word of it is a shorter headline.
    const dropped = body.slice(0, i);
    out.push({ units: body.slice(i), rank: dropped.every((u) => u.num || QUANTIFIER.test(u.lower)) ? 1 : 3 });
  }
  const next = mods[mods.length - 1];
  const before = mods[mods.length - 2];
  if (
    next &&
    before &&
    /^(?:NOUN|ADJ)$/.test(next.pos) &&
    !next.num &&
    head.pos === 'NOUN' &&
    /^(?:NOUN|ADJ)$/.test(before.pos) &&
    !before.num
  ) {
    out.push({ units: [...mods.slice(0, -1), head], rank: 2 });
  }
  return out;
}

/**
 * Clauses for the event's phrase-boundary variants: the object with fewer modifiers, the subject
 * without its leading place ("Maple Falls Council" -> "Council"), or with the place at the end
 * ("Council Approves Budget in Maple Falls" only when the topic says "in Maple Falls").
 */
function eventVariants(clause: Clause, topic: string): RankedCut[] {
  const clauses: Array<{ clause: Clause; rank: number }> = [];
  const object = clause.phrases[0];
  if (object?.role === 'object' && object.units[0]?.pos !== 'ADP') {
    for (const v of nounVariants(object.units)) {
      const phrases = [{ ...object, units: v.units }, ...clause.phrases.slice(1)];
      clauses.push({ clause: { ...clause, phrases }, rank: v.rank });
    }
  }
  const core = clause.subject.filter((u) => !/^(?:a|an|the)$/.test(u.lower));
  let place = 0;
  while (place < core.length - 1 && core[place].pos === 'PROPN') place++;
  if (place > 0 && core[place]?.pos === 'NOUN') {
    const rest = core.slice(place);
    const placeName = renderUnits(core.slice(0, place), false);
    const withPlace = new RegExp(`\\bin ${escapeRegExp(placeName)}\\b`, 'i').test(topic);
    for (const { clause: c, rank } of [{ clause, rank: 0 }, ...clauses]) {
      clauses.push({ clause: { ...c, subject: rest, subjectModifiers: [] }, rank: rank + 1 });
      if (withPlace) {
        const inPlace = units(`in ${placeName}`).map((u, i) => (i > 0 ? { ...u, pos: 'PROPN' as const } : u));
        const phrases: Segment[] = [...c.phrases, { role: 'phrase', units: inPlace }];
        clauses.push({ clause: { ...c, subject: rest, subjectModifiers: [], phrases }, rank });
      }
    }
  }
  // A team or a name of three words or more by its last ones ("Wildcats" of "Cedar Grove
  // Wildcats"): only when nothing else fits, as the strict check rejects them.
  if (core.length >= 3 && core.every((u) => u.pos === 'PROPN')) {
    for (let k = 1; k < core.length; k++) {
      const rank = k === core.length - 1 ? 5 : 6;
      clauses.push({ clause: { ...clause, subject: core.slice(k), subjectModifiers: [] }, rank });
    }
  }
  return clauses.flatMap(({ clause: c, rank }) => headlineCuts(c).map((cut) => ({ ...cut, rank })));
}

/**
 * Longer cuts of a clause at phrase boundaries for a count the plain cuts cannot fill: its time
 * phrases kept where the source has them ("Voting Ends Friday in Riverton"), and a relative
 * clause on the object as a headline of its own ("a man who robbed an Eastside pharmacy" ->
 * "Man Robs Eastside Pharmacy"): the source's verb in its present tense, nothing added.
 */
function extendedCuts(clause: Clause, rank: number): RankedCut[] {
  const cuts: RankedCut[] = [];
  const subjects = [clause.subject, ...clause.subjectModifiers.map((m) => [...clause.subject, ...m])];
  const { phrases } = clause;
  if (clause.headlineVerb && phrases.some((p) => p.role === 'time')) {
    for (const subject of subjects) {
      const head = [renderUnits(subject, true), clause.headlineVerb].filter(Boolean).join(' ');
      for (let n = 1; n <= phrases.length; n++) {
        if (!phrases.slice(0, n).some((p) => p.role === 'time')) continue;
        const body = phrases.slice(0, n).map((p) => renderUnits(p.units, true));
        if (/\b(?:less|more|fewer)$/i.test(body[body.length - 1] ?? '')) continue;
        cuts.push({ text: tidy([head, ...body].join(' ')), verb: true, rank });
      }
    }
  }
  // The subject with fewer modifiers: "Grocery Store to Close" of "only full-service grocery store".
  const core = clause.subject.filter((u) => !/^(?:DET|ADV)$/.test(u.pos));
  if (core.length < clause.subject.length || core.length > 2) {
    const shorter = [core, ...nounVariants(core).map((v) => v.units)].filter(
      (v) => v.length > 0 && v.length < clause.subject.length,
    );
    for (const subject of shorter) {
      for (const cut of headlineCuts({ ...clause, subject, subjectModifiers: [] }))
        cuts.push({ ...cut, rank: rank + 1 });
    }
  }
  // The object's relative clause: "Man" + "Robs" + "Eastside Pharmacy" + its phrases.
  const relAt = phrases.findIndex((p, i) => i > 0 && /^(?:who|that)$/.test(p.units[0]?.lower ?? ''));
  const object = phrases[relAt - 1];
  const rel = phrases[relAt];
  const relVerb = rel?.units[1];
  if (object && rel && relVerb && relVerb.pos === 'VERB' && !/ing$/.test(relVerb.lower) && relVerb.lemma) {
    const noun = object.units.filter((u) => u.pos !== 'ADP');
    const headNoun = noun[noun.length - 1];
    if (headNoun && /^(?:NOUN|PROPN)$/.test(headNoun.pos) && rel.units.length > 2) {
      const plural = headNoun.lemma !== headNoun.lower && /s$/.test(headNoun.lower);
      const head = `${renderUnits(noun, true)} ${presentOf(relVerb.lemma, plural)}`;
      const relObject = renderUnits(rel.units.slice(2), true);
      const rest = phrases.slice(relAt + 1);
      for (let n = 0; n <= rest.length; n++) {
        const body = rest.slice(0, n).map((p) => renderUnits(p.units, true));
        if (/\b(?:less|more|fewer)$/i.test(body[body.length - 1] ?? '')) continue; // "in less" of "in less than an hour"
        cuts.push({ text: tidy([head, relObject, ...body].join(' ')), verb: true, rank });
      }
    }
  }
  return cuts;
}

const tidy = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/[,;:]+$/, '')
    .trim();

interface RankedCut extends HeadlineCut {
  /** 0 for the clause as written; higher for a variant further from it. */
  rank: number;
}

/**
 * Headlines for the three angles, then the extra options a thin topic needs, in order of
 * preference. With `strict` off, a headline may open on the last word of a name ("Wildcats Move
 * On" for "Cedar Grove Wildcats"), which the writing check allows.
 */
function headlineOptions(
  topic: string,
  style: BannerStyle,
  charCount: BannerCharCount,
  strict: boolean,
  shortToo = true,
): string[] {
  const min = Math.ceil(charCount * MIN_FILL);
  const chosen: string[] = [];
  const taken = (text: string): boolean => chosen.some((c) => c.toLowerCase() === text.toLowerCase());
  const ok = (text: string): boolean =>
    text.length <= charCount &&
    !taken(text) &&
    !/\b(?:Jan|Feb|Aug|Sept?|Oct|Nov|Dec)\.$/.test(text) &&
    isHeadline(display(text, style), topic, strict) &&
    bannerFacts(display(text, style), topic).length === 0;
  // The event is the lead's: its first two sentences, not whichever clause happens to fit.
  const events = angleClauses(topic, 'event');
  const byAngle = new Map(
    ANGLES.map((a) => [a, a === 'event' ? angleHeadlines(topic, a).slice(0, 2) : angleHeadlines(topic, a)]),
  );
  for (const angle of ANGLES) {
    for (const cuts of byAngle.get(angle) ?? []) {
      const best = bestFit(cuts, charCount, min, ok);
      if (best) {
        chosen.push(best);
        break;
      }
    }
  }
  // When the angles run out, in order: (1) the event headline, longer or shorter at a phrase
  // boundary; (2) noun-phrase headlines of the other sentences ("Cullen Avenue Closed"); (3) any
  // other clause. Options that fill the count come first; then shorter ones.
  const lead = events.slice(0, 2);
  const variants: RankedCut[] = [
    ...lead.flatMap((c) => headlineCuts(c).map((cut) => ({ ...cut, rank: 0 }))),
    ...lead.flatMap((c) => eventVariants(c, topic)),
  ];
  const cutsOfOthers = events.slice(1).flatMap((c) => headlineCuts(c).map((cut) => ({ ...cut, rank: 0 })));
  // A noun phrase, or a subject with its state ("Cullen Avenue Closed", "Advisory in Effect").
  const stative = (c: HeadlineCut): boolean => !c.verb || /\b(?:closed|open|in effect|out)$/i.test(c.text);
  // The complement of any clause as a noun phrase: "State Champions" of "... are state champions".
  const complements = events.flatMap((c) => {
    const first = c.phrases[0];
    const last = first?.units[first.units.length - 1];
    if (!first || first.role !== 'object' || first.units[0]?.pos === 'ADP' || !last || last.pos === 'ADJ') return [];
    const text = renderUnits(first.units, true);
    return text.split(' ').length >= 2 ? [{ text, verb: false, rank: 1 }] : [];
  });
  // The lead's own noun phrases: "Boil-Water Advisory" of "... under a boil-water advisory".
  const leadPhrases = lead.flatMap((c) =>
    c.phrases.flatMap((p) => {
      const body = p.units[0]?.pos === 'ADP' ? p.units.slice(1) : p.units;
      const last = body[body.length - 1];
      // The tagger reads some compounds' heads as adjectives ("boil-water advisory").
      const head =
        last && (/^(?:NOUN|PROPN)$/.test(last.pos) || (last.pos === 'ADJ' && body[body.length - 2]?.pos === 'NOUN'));
      if (!head || body.every((u) => u.pos === 'PROPN')) return [];
      if (body.some((u) => u.pos === 'ADP' || u.pos === 'CCONJ' || u.pos === 'VERB')) return [];
      const text = renderUnits(body, true);
      return text.split(' ').length >= 2 ? [{ text, verb: false, rank: 2 }] : [];
    }),
  );
  // The subject with the noun of its purpose: "Harbor Bridge Repairs" of "Harbor Bridge closes for repairs".
  const purposes = events.flatMap((c) =>
    c.phrases.flatMap((p) => {
      const [first, ...rest] = p.units;
      const nouns = rest.filter((u) => !/^(?:a|an|the)$/.test(u.lower));
      if (first?.lower !== 'for' || nouns.length !== 1 || nouns[0].pos !== 'NOUN') return [];
      return [{ text: `${renderUnits(c.subject, true)} ${nouns[0].text}`, verb: false, rank: 3 }];
    }),
  );
  // A noun phrase with two figures is a sum, not a headline ("Owner of $250,000 Home About $50 More").
  const oneFigure = (c: HeadlineCut): boolean => (c.text.match(/\d[\d,.]*/g) ?? []).length < 2;
  const nounPhrases = [...cutsOfOthers.filter(stative), ...complements, ...leadPhrases, ...purposes].filter(oneFigure);
  const clauses = cutsOfOthers.filter((c) => !stative(c));
  // Longer cuts (time phrases kept, the object's relative clause as a headline): after the others.
  const extended = [...lead.flatMap((c) => extendedCuts(c, 4)), ...events.slice(2).flatMap((c) => extendedCuts(c, 5))];
  const tiers = [[...variants, ...extended], nounPhrases, clauses].map((tier) =>
    [...tier].sort((a, b) => Number(b.verb) - Number(a.verb) || a.rank - b.rank || b.text.length - a.text.length),
  );
  for (const floor of shortToo ? [min, 1] : [min]) {
    for (const tier of tiers) {
      for (const c of tier) {
        if (chosen.length >= 3) return chosen;
        if (c.text.length >= floor && ok(c.text)) chosen.push(c.text);
      }
    }
  }
  return chosen;
}

export function writeBanners(input: BannerInput): Banners {
  const { topic, style, charCount } = input;
  const seen = new Set<string>();
  const fitted: string[] = [];
  const add = (banner: string): void => {
    if (!banner || banner.length > charCount || seen.has(banner.toLowerCase())) return;
    if (bannerFacts(banner, topic).length > 0) return;
    seen.add(banner.toLowerCase());
    fitted.push(banner);
  };
  const min = Math.ceil(charCount * MIN_FILL);
  // Options that fill 60 % of the count come first, from every source; a shorter one only when
  // nothing else is left.
  for (const floor of [min, 1]) {
    const shortToo = floor < min;
    for (const h of headlineOptions(topic, style, charCount, true, shortToo)) {
      if (fitted.length < 3 && h.length >= floor) add(display(h, style));
    }
    // The last resort (a label such as "Frost advisory overnight", or a count too tight for the
    // clauses): the topic's own lines in headlinese, whole or cut at a word that is no function
    // word, and only when the writing check reads the cut as a headline.
    for (const pass of [0, 1]) {
      for (const c of candidates(topic, style)) {
        if (fitted.length >= 3) break;
        const cut = trimDangling(fitToChars(c, charCount));
        if (cut.length < floor || (floor > 1 && brokenCut(cut, topic))) continue;
        if (/(?<![ap]\.m)\.$/i.test(cut) || !isHeadline(display(cut, style), topic)) continue;
        if (pass === 1 || cut === c || fitted.length === 0 || words(cut).length >= 3) add(display(cut, style));
      }
    }
    // A short name-led topic at a tight count: a headline that opens on the name's last word.
    if (fitted.length < 3) {
      for (const h of headlineOptions(topic, style, charCount, false, shortToo)) {
        if (fitted.length < 3 && h.length >= floor) add(display(h, style));
      }
    }
  }
  const options = fitted.slice(0, 3);
  return { text: formatOptionLines(options), options };
}
