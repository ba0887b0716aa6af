/**
 * The offline VOSOT writer: anchor intro, voice over, a sound bite (SOT) with in and out cues, and
 * continuing voice over, timed as a package. Like simplifyScript it only selects, reorders and
 * restyles the source's own sentences (rewritten for the ear by style/air-copy), so every number,
 * name and quotation comes from the source.
 *
 * - Intro: the news lead (sports: the result), rewritten for the ear; in 20 s, or when the lead is
 *   a run-on, cut to its first line when the ear split it (the later lines open the voice over).
 * - Voice over: the next most important sentences, in the source's order, as many as time allows.
 *   A sentence that leans on another ("The public is welcome.", "It has 41 openings") airs only
 *   right after it, a lead-in ("Relief is on the way.") only right before its payoff (units.ts).
 * - SOT: a whole quotation, attributed when the source has one that fits, no longer than half the
 *   package; no sentence holding it or any piece of it is narrated, and the anchor reads no whole
 *   quotation unless the rest of the source cannot fill the time. A package with a bite beats one
 *   without: too tight for four sections, it is a VO/SOT (intro, voice over, bite).
 * - Continuing voice over: what happens next, else a later supporting fact.
 * - A surname whose full reference was cut gets the full reference at its first mention.
 * - The package reads within ±10 % of the target (or no longer than a shorter source), and a
 *   section with no copy is left out of the rundown, never printed empty.
 */
import { toBroadcastNumbers } from '../../numbers';
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { READ_TIME_TOLERANCE } from '../../fit/read-time';
import { fragmentReason, restoreFirstReferences } from '../../parse';
import { ACCUSATION_ASIDE } from '../../parse/people';
import { airSentence } from '../../style/air-copy';
import type { AirTone } from '../../style/air-copy';
import { DEFAULT_WORDS_PER_MINUTE, countSpokenWords, readSeconds, stripCrewText } from '../../text/read-time';
import { findQuotations, inCue, outCue } from '../../text/names-quotes';
import { DAY_OR_MONTH } from '../../text/calendar';
import type { Quotation } from '../../text/names-quotes';
import { compareKeys, fitNarration } from './fit';
import type { FittedNarration, IntroLayout } from './fit';
import { buildUnits } from './units';
import {
  biteCandidates,
  mainClause,
  pickIntroIndex,
  pickNextStepIndex,
  speakerReference,
  standAlone,
  wholeUtterance,
} from './pick';
import type { StoryStyle } from './pick';
import { repeatsBite, sourceSentences } from './source';
import { AREA_BEFORE_PHRASE, mainClause as newsClause, shorterForms } from '../social/forms';
import type { SourceSentence } from './source';

export type { StoryStyle } from './pick';
export type VosotTarget = 20 | 30 | 45 | 60;

export interface VosotInput {
  script: string;
  targetSeconds: VosotTarget;
  storyStyle: StoryStyle;
  wordsPerMinute?: number;
}

export interface SoundOnTape {
  speaker: string;
  /** The quotation as said on tape (broadcast number style, no quote marks). */
  quote: string;
  inCue: string;
  outCue: string;
}

export interface VosotSections {
  anchorIntro: string;
  voiceOver: string;
  soundOnTape?: SoundOnTape;
  continuingVoiceOver: string;
}

export interface VosotResult {
  text: string;
  sections: VosotSections;
  /** Read time of the whole package: intro, VO, SOT and continuing VO (labels and crew lines untimed). */
  seconds: number;
  checks: CopyChecks;
}

/** Crew text for a quote the source does not attribute: the producer must fill it in, we cannot. */
export const UNNAMED = 'SPEAKER NOT NAMED IN SCRIPT';

/** Narration tone by story style: a feature reads in shorter, conversational breaths. */
const TONE: Record<StoryStyle, AirTone> = { hard_news: 'concise', feature: 'conversational', sports: 'concise' };

export function writeVosot(input: VosotInput): VosotResult {
  const wpm = input.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE;
  const targetWords = (input.targetSeconds * wpm) / 60;
  const quotes = findQuotations(input.script);
  const sentences = sourceSentences(input.script, quotes);
  const referenceSource = toBroadcastNumbers(input.script);
  const sourceWords = countSpokenWords(input.script);
  const longSource = sourceWords > targetWords;
  // A short source airs whole at most: the package may not read longer than the source.
  const maxWords = longSource
    ? targetWords * (1 + READ_TIME_TOLERANCE)
    : Math.max(sourceWords, countSpokenWords(referenceSource));
  const minWords = longSource ? targetWords * (1 - READ_TIME_TOLERANCE) : 0;
  const tone = TONE[input.storyStyle];
  const short = input.targetSeconds <= 20;

  const wordCache = new Map<string, number>();
  const wordsOf = (text: string): number => {
    let n = wordCache.get(text);
    if (n === undefined) wordCache.set(text, (n = countSpokenWords(text)));
    return n;
  };
  // Each sentence as lines for the ear, once; a line that is not a sentence never airs.
  const airCache = new Map<string, string[]>();
  const air = (text: string, as: AirTone = tone): string[] => {
    let lines = airCache.get(`${as}|${text}`);
    if (!lines) {
      lines = airSentence(text, as).filter((l) => l.trim() && !fragmentReason(l));
      airCache.set(`${as}|${text}`, lines);
    }
    return lines;
  };

  // The anchor never reads a quotation someone said whole: that is tape, not narration.
  const unquoted = sentences.filter((s) => !s.quotes.some((q) => wholeUtterance(quotes[q])));
  const narratable = topOfStory(unquoted, maxWords, wordsOf).filter((s) => air(s.broadcast).length > 0);
  const lead = narratable[pickIntroIndex(narratable, input.storyStyle)];
  const empty = { anchorIntro: '', voiceOver: '', continuingVoiceOver: '' };
  if (!lead) return finish(empty, input, wpm);
  const introText = introTextOf(lead, narratable, air);
  const leadLines = air(introText);
  const layouts = introLayouts(introText, leadLines, short, air, wordsOf);
  const priority = priorityOf(sentences, narratable, lead);

  const bites: Array<Quotation | undefined> = [...biteCandidates(quotes, targetWords), undefined];
  const sotCache = new Map<Quotation, SoundOnTape>();
  const tries: Array<{ fit: FittedNarration; sot?: SoundOnTape }> = [];
  const tryBites = (narration: readonly SourceSentence[]): void =>
    bites.forEach((bite, biteRank) => {
      let sot: SoundOnTape | undefined;
      if (bite) {
        sot = sotCache.get(bite) ?? soundOnTape(bite, input.script);
        sotCache.set(bite, sot);
      }
      const biteIndex = bite ? quotes.indexOf(bite) : -1;
      const repeats = (s: SourceSentence): boolean =>
        !!bite &&
        !!sot &&
        (s.quotes.includes(biteIndex) || repeatsBite(s.written, bite.text) || repeatsBite(s.broadcast, sot.quote));
      const pool = narration.filter((s) => s !== lead && !repeats(s));
      const units = buildUnits(pool, sentences, input.script, (s) => air(s.broadcast), lead.index);
      const next = pickNextStepIndex(pool, new Set());
      const fits = fitNarration({
        layouts,
        units,
        leadIndex: lead.index,
        priority,
        nextStep: next < 0 ? -1 : units.findIndex((u) => u.sentences.includes(pool[next].index)),
        biteWords: sot ? wordsOf(sot.quote) : 0,
        biteRank,
        biteSentences: sentences.filter(repeats).map((s) => s.index),
        wordsOf,
        targetWords,
        minWords,
        maxWords,
        sectionsOwed: sentences.length >= 3,
        short,
      });
      // The best few of each bite are enough: the rest lose on the same ground.
      for (const fit of fits.slice(0, 4)) tries.push({ fit, ...(sot ? { sot } : {}) });
    });
  tryBites(narratable);
  // A source that is mostly quotations cannot fill the time from the rest: only then does the
  // anchor read a quotation, attributed, rather than leave the package short.
  if (tries.every((t) => t.fit.key[0] > 0) && unquoted.length < sentences.length) {
    tryBites(topOfStory(sentences, maxWords, wordsOf).filter((s) => air(s.broadcast).length > 0));
  }
  tries.sort((a, b) => compareKeys(a.fit.key, b.fit.key));

  let sections: VosotSections = empty;
  for (const { fit, sot } of tries.slice(0, 8)) {
    // Restoring a full reference adds words: the try still has to fit, unless none fit anyway.
    const lines = [...fit.intro, ...fit.voiceOver, ...fit.continuing];
    const narration = restoreFirstReferences(lines.join('\n'), referenceSource).split('\n');
    const a = fit.intro.length;
    const b = a + fit.voiceOver.length;
    const candidate: VosotSections = {
      anchorIntro: narration.slice(0, a).join('\n'),
      voiceOver: narration.slice(a, b).join('\n'),
      ...(sot ? { soundOnTape: sot } : {}),
      continuingVoiceOver: narration.slice(b).join('\n'),
    };
    if (sections === empty) sections = candidate;
    const words = countSpokenWords(spokenText(candidate));
    if (fit.key[0] > 0 || (words <= maxWords + 1e-9 && words >= minWords - 1e-9)) {
      sections = candidate;
      break;
    }
  }
  return finish(sections, input, wpm);
}

function finish(sections: VosotSections, input: VosotInput, wpm: number): VosotResult {
  const spoken = spokenText(sections);
  const seconds = readSeconds(stripCrewText(spoken), wpm);
  const checks = checkCopy(spoken, input.script, { targetSeconds: input.targetSeconds, wordsPerMinute: wpm });
  return { text: formatVosot(sections), sections, seconds, checks };
}

/** What the anchor and the tape say, in order: what is timed and fact-checked. */
const spokenText = (s: VosotSections): string =>
  [s.anchorIntro, s.voiceOver, s.soundOnTape ? `"${s.soundOnTape.quote}"` : '', s.continuingVoiceOver]
    .filter(Boolean)
    .join('\n');

/** The lead as the intro reads it: in sports a result opening on "They" names the team. */
function introTextOf(
  lead: SourceSentence,
  narratable: readonly SourceSentence[],
  air: (text: string) => string[],
): string {
  if (lead === narratable[0]) return lead.broadcast;
  const resolved = standAlone(lead.broadcast, narratable[0].broadcast);
  return air(resolved).length > 0 ? resolved : lead.broadcast;
}

/**
 * The sentences worth rewriting for the ear: a long script's later paragraphs never make the
 * package, so only the top of the story (three packages' worth) is tried, plus the sentence that
 * says what happens next wherever it stands. Rewriting every sentence of a long script is most of
 * the time it takes.
 */
function topOfStory(
  sentences: readonly SourceSentence[],
  maxWords: number,
  wordsOf: (text: string) => number,
): SourceSentence[] {
  const next = sentences[pickNextStepIndex(sentences, new Set())];
  let before = 0;
  return sentences.filter((s) => {
    const inTop = before < 3 * maxWords;
    before += wordsOf(s.broadcast);
    return inTop || s === next;
  });
}

/** Fewest written words of a first line that can stand as the intro without the rest of the lead. */
const THIN_INTRO_WORDS = 12;
/** Whether a cut of `line` stops where the line goes on with the other end of a span. */
function cutsSpan(form: string, line: string): boolean {
  const head = form.replace(/[.!?]$/, '');
  if (line.startsWith(head) && /^\s+(?:to|through|until|and)\b/.test(line.slice(head.length))) return true;
  // (A "from" left without its "to", whatever else the cut took.)
  return (
    /\bfrom\b(?![^,]*\b(?:to|through|until)\b)[^,]*$/.test(head) && /\bfrom\b[^,.]*\b(?:to|through|until)\b/.test(line)
  );
}

/** Fewest words of a run-on lead's main clause that make an intro. */
const NEWS_CLAUSE_WORDS = 9;

/** Longest intro a producer reads in one go; past it the lead's first line alone is tried first. */
const LONG_INTRO_WORDS = 25;

/**
 * Where the lead can go, best first. 30 s and longer: the whole lead in the intro, else its first
 * line with the rest opening the voice over (first, when the whole lead is a run-on). 20 s: the
 * first line first. A short package may also take the lead in shorter breaths (the conversational
 * split) or only its main clause; the rest of a lead cut to its main clause leans on what was cut
 * ("That is a margin ..."), so it goes.
 */
function introLayouts(
  introText: string,
  lines: string[],
  short: boolean,
  air: (text: string, tone?: AirTone) => string[],
  wordsOf: (text: string) => number,
): IntroLayout[] {
  const runOn = (intro: string[]): boolean => intro.reduce((t, l) => t + wordsOf(l), 0) > LONG_INTRO_WORDS;
  const whole = { intro: lines, leftover: [], cut: false, keepLeftover: false };
  // A short first line ("The F-B-I is now leading the search for a man.") is not yet the news.
  const thin = (lines[0] ?? '').split(/\s+/).length < THIN_INTRO_WORDS;
  const first = { intro: lines.slice(0, 1), leftover: lines.slice(1), cut: false, keepLeftover: thin };
  const layouts = lines.length <= 1 ? [whole] : short || runOn(lines) ? [first, whole] : [whole, first];
  const breaths = air(introText, 'conversational');
  if (short && breaths.length > 1 && breaths[0] !== lines[0]) {
    layouts.push({ intro: breaths.slice(0, 1), leftover: breaths.slice(1), cut: false, keepLeftover: true });
  }
  // (Never without what a suspect is accused of: "A 29-year-old Wrexford man is in the Calloway
  // County jail[, accused of stealing catalytic converters ...]" is no news, panel AD.)
  const accused = ACCUSATION_ASIDE.exec(lines[0] ?? '')?.[0];
  const keepsAccusation = (form: string): boolean => !accused || form.includes(accused);
  const area = AREA_BEFORE_PHRASE.exec(lines[0] ?? '')?.[0].trim();
  const mainOnly = mainClause(lines[0] ?? '');
  const clause = mainOnly && keepsAccusation(mainOnly) ? mainOnly : undefined;
  if (clause) layouts.push({ intro: [clause], leftover: [], cut: true, keepLeftover: false });
  // A short package may also take the lead without its asides and closing phrase ("The Kelvale
  // School Board voted Tuesday to add a full-time nurse ... starting next fall[, at a cost of ...]"):
  // room for the bite (panel V aired a 20-second VOSOT with no SOT).
  const cut = short ? newsClause(lines[0] ?? '') : undefined;
  const news = cut && keepsAccusation(cut) ? cut : undefined;
  // (Of a run-on lead, a shorter main clause still says the news: "The Kestrel Ridge Falcons won their
  // first state volleyball championship Saturday.", panel AB.)
  const least = runOn(lines) ? NEWS_CLAUSE_WORDS : THIN_INTRO_WORDS;
  if (news && news !== clause && news !== lines[0] && wordsOf(news) >= least && !fragmentReason(news))
    layouts.push({ intro: [news], leftover: [], cut: true, keepLeftover: false });
  // ... or without its closing phrase ("... clinics at three elementary schools next week[ after a
  // spike in cases among children]"): the longest such form, when the lead is one line (panel AB).
  if (short && lines.length === 1) {
    // (Never a run-on, nor one that ends on a participle's cut phrase: "..., overriding objections.", panel AC.)
    const shorter = shorterForms(lines[0])
      .filter((f) => f !== news && wordsOf(f) >= THIN_INTRO_WORDS && wordsOf(f) <= wordsOf(lines[0]) - 4)
      .filter((f) => wordsOf(f) <= LONG_INTRO_WORDS && !/,\s+[a-z]+ing\b[^,]*$/.test(f))
      // (Nor a span cut at its start: "from seven-twenty-five a-m[ to eight-ten]", "daily December
      // seventh[ through the eleventh]", panel AC re-read.)
      .filter((f) => !cutsSpan(f, lines[0]) && keepsAccusation(f))
      // (Nor where a rule holds, cut for an alert's room: "in the city's historic district".)
      .filter((f) => !area || f.includes(area))
      .filter((f) => !fragmentReason(f))
      .sort((a, b) => wordsOf(b) - wordsOf(a))[0];
    if (shorter) layouts.push({ intro: [shorter], leftover: [], cut: true, keepLeftover: false });
  }
  // (A 20-second intro cut from what a viewer needs, where, when or whom it killed, ranks below a
  // run-on: "will give free flu shots Saturday[ at the Maple Hollow Community Center]" is worse
  // read than the whole lead, panel AJ.)
  const costly = (l: { intro: string[]; cut: boolean }): boolean =>
    short && l.cut && dropsKeyWords(l.intro.join(' '), lines[0] ?? '');
  return layouts.map((l, rank) => ({ ...l, runOn: runOn(l.intro), dropsKey: costly(l), rank }));
}

/** Longest lead a 20-second intro reads whole rather than lose what a viewer needs. */
const KEY_LEAD_WORDS = 32;

/** Words a viewer needs that a cut intro left out: a place after "at", "on" or "in", a clock time, a death. */
function dropsKeyWords(cut: string, lead: string): boolean {
  if (countSpokenWords(lead) > KEY_LEAD_WORDS) return false;
  const bare = (w: string): string => w.replace(/[^\w'-]/g, '');
  const kept = new Set(cut.split(/\s+/).map(bare));
  const words = lead.split(/\s+/).map(bare);
  return words.some(
    (w, i) =>
      i > 0 &&
      !kept.has(w) &&
      (/^(?:a-m|p-m|killed|died)$/.test(w) ||
        (/^[A-Z][a-z]/.test(w) && !DAY_OR_MONTH.test(w.toLowerCase()) && /^(?:at|on|in|near|the)$/.test(words[i - 1]))),
  );
}

/**
 * Source sentences by importance: the lead, the fact after it, what happens next,
 * then the rest in the source's order. A package is judged on what it airs, in this order.
 */
function priorityOf(
  sentences: readonly SourceSentence[],
  narratable: readonly SourceSentence[],
  lead: SourceSentence,
): number[] {
  const after = narratable.find((s) => s !== lead && s.index > lead.index) ?? narratable.find((s) => s !== lead);
  const next = pickNextStepIndex(
    narratable.filter((s) => s !== lead),
    new Set(),
  );
  const nextIndex = next >= 0 ? narratable.filter((s) => s !== lead)[next].index : -1;
  const first = [lead.index, ...(after ? [after.index] : []), ...(nextIndex >= 0 ? [nextIndex] : [])];
  const seen = new Set(first);
  return [...first, ...sentences.map((s) => s.index).filter((i) => !seen.has(i))];
}

/** The bite as the tape says it, and the super: the speaker's fullest reference in the source. */
function soundOnTape(bite: Quotation, script: string): SoundOnTape {
  // A quote cut from mid-sentence ("...one more," Brooks said) ends on a comma; the bite ends there.
  const said = toBroadcastNumbers(bite.text)
    .trim()
    .replace(/[\s,;:]+$/, '')
    .replace(/(?<![.!?…])$/, '.');
  const speaker = bite.speaker ? speakerReference(bite.speaker, script) : UNNAMED;
  const cue = (c: string): string => c.replace(/[,;:.!?]+$/, '');
  return { speaker, quote: said, inCue: cue(inCue(said)), outCue: cue(outCue(said)) };
}

/**
 * The rundown text: labels and cue lines on their own lines; `seconds` times the sections, not this.
 * A block with no copy (a two-sentence source has nothing for a continuing voice over) is left out,
 * never printed empty.
 */
export function formatVosot(sections: VosotSections): string {
  const sot = sections.soundOnTape;
  const sotBlock = sot
    ? ['SOUND ON TAPE:', `[SOT: ${sot.speaker}]`, `"${sot.quote}"`, `IN: ${sot.inCue}...`, `OUT: ...${sot.outCue}`]
    : ['[NO SOT AVAILABLE]'];
  const block = (label: string, copy: string): string[] => (copy ? [label, copy, ''] : []);
  return [
    ...block('ANCHOR INTRO:', sections.anchorIntro),
    ...block('VOICE OVER:', sections.voiceOver),
    ...sotBlock,
    '',
    ...block('CONTINUING VOICE OVER:', sections.continuingVoiceOver),
  ]
    .join('\n')
    .trimEnd();
}
