/**
 * The offline VOSOT writer: anchor intro, voice over, a sound bite (SOT) with in and out cues, and
 * continuing voice over, timed as a package. Like simplifyScript it only selects, reorders and
 * restyles the source's own sentences (rewritten for the ear by style/air-copy), so every number,
 * name and quotation comes from the source.
 *
 * - Intro: the news lead (sports: the result), rewritten for the ear; in 20 s cut to its first
 *   line when the ear split it (the later lines open the voice over).
 * - Voice over: the next most important sentences, in the source's order, as many as time allows.
 * - SOT: a whole quotation, attributed when the source has one that fits, no longer than half the
 *   package; no sentence holding it or any piece of it is narrated. No bite fits: no SOT, rather
 *   than an overrun.
 * - Continuing voice over: what happens next, else the last supporting fact.
 * - A surname whose full reference was cut gets the full reference at its first mention.
 * - Every section has copy when the source has the sentences for it, and the package reads within
 *   ±10 % of the target (or no longer than a shorter source).
 */
import { toBroadcastNumbers } from '../../numbers';
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { READ_TIME_TOLERANCE } from '../../fit/read-time';
import { fragmentReason, restoreFirstReferences } from '../../parse';
import { airSentence } from '../../style/air-copy';
import type { AirTone } from '../../style/air-copy';
import { DEFAULT_WORDS_PER_MINUTE, countSpokenWords, readSeconds, stripCrewText } from '../../text/read-time';
import { findQuotations, inCue, outCue } from '../../text/names-quotes';
import type { Quotation } from '../../text/names-quotes';
import { compareKeys, fitNarration } from './fit';
import type { FittedNarration, NarrationPlan } from './fit';
import { biteCandidates, mainClause, pickIntroIndex, pickNextStepIndex, speakerReference, standAlone } from './pick';
import type { StoryStyle } from './pick';
import { repeatsBite, sourceSentences } from './source';
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

interface Draft {
  sections: VosotSections;
  key: number[];
}

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

  const draft = (bite: Quotation | undefined, rank: number, loose: boolean): Draft | undefined => {
    const sot = bite ? soundOnTape(bite, input.script) : undefined;
    const biteIndex = bite ? quotes.indexOf(bite) : -1;
    // Narration never repeats the bite; other quotations are narrated only when they must be.
    const pool = sentences.filter(
      (s) =>
        !s.quotes.includes(biteIndex) &&
        (loose || s.quotes.length === 0) &&
        !(bite && sot && (repeatsBite(s.written, bite.text) || repeatsBite(s.broadcast, sot.quote))) &&
        air(s.broadcast).length > 0,
    );
    if (pool.length === 0) return undefined;
    const plans = planSections(pool, input.storyStyle, short, air);
    const biteWords = sot ? countSpokenWords(sot.quote) : 0;
    let fitted: FittedNarration | undefined;
    let narration: string[] = [];
    let reserve = 0;
    // Restoring a full reference adds words: refit with that much less room until it fits.
    for (let attempt = 0; attempt < 3; attempt++) {
      fitted = fitNarration({ plans, fixedWords: biteWords + reserve, targetWords, minWords, maxWords });
      const lines = [...fitted.intro, ...fitted.voiceOver, ...fitted.continuing];
      narration = restoreFirstReferences(lines.join('\n'), referenceSource).split('\n');
      const added = countSpokenWords(narration.join('\n')) - countSpokenWords(lines.join('\n'));
      if (added <= reserve || fitted.words - reserve + added <= maxWords) break;
      reserve = added;
    }
    if (!fitted) return undefined;
    const a = fitted.intro.length;
    const b = a + fitted.voiceOver.length;
    const sections: VosotSections = {
      anchorIntro: narration.slice(0, a).join('\n'),
      voiceOver: narration.slice(a, b).join('\n'),
      ...(sot ? { soundOnTape: sot } : {}),
      continuingVoiceOver: narration.slice(b).join('\n'),
    };
    const words = countSpokenWords(spokenText(sections));
    // Three sections are owed only by a source of three sentences or more.
    const empty = [sections.anchorIntro, sections.voiceOver, sections.continuingVoiceOver].filter((t) => !t).length;
    const missing = sentences.length >= 3 ? empty : 0;
    const outside = words > maxWords + 1e-9 || words < minWords - 1e-9 ? 1 : 0;
    return { sections, key: [outside, missing, rank, loose ? 1 : 0, Math.abs(words - targetWords)] };
  };

  // Best bite first, then none: a package without a bite beats one that overruns or lacks a section.
  const candidates: Array<Quotation | undefined> = [...biteCandidates(quotes, targetWords), undefined];
  let best: Draft | undefined;
  candidates.forEach((bite, rank) => {
    for (const loose of [false, true]) {
      const d = draft(bite, rank, loose);
      if (d && (!best || compareKeys(d.key, best.key) < 0)) best = d;
    }
  });
  const sections = best?.sections ?? { anchorIntro: '', voiceOver: '', continuingVoiceOver: '' };
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

/**
 * Which sentence goes where, before timing, as layouts to try (best first). The intro is the
 * lead's lines (in 20 s its first line alone is tried first, the rest opening the voice over), and
 * when even that is too long, the lead's main clause. The continuing voice over is the next-steps
 * sentence, else the last; the rest is voice over, in the source's order. With a single sentence
 * besides the intro, its lines are shared out. Last, layouts without a continuing voice over, for
 * a package that cannot hold one in time.
 */
function planSections(
  pool: readonly SourceSentence[],
  style: StoryStyle,
  short: boolean,
  air: (text: string, tone?: AirTone) => string[],
): NarrationPlan[] {
  const introIndex = pickIntroIndex(pool, style);
  const lead = pool[introIndex];
  const resolved = introIndex > 0 ? air(standAlone(lead.broadcast, pool[0].broadcast)) : [];
  const introText = resolved.length > 0 ? standAlone(lead.broadcast, pool[0].broadcast) : lead.broadcast;
  const introLines = air(introText);
  const rest = pool.filter((_, i) => i !== introIndex);
  const nextIndex = rest.length > 0 ? pickNextStepIndex(rest, new Set()) : -1;
  const nextLines = nextIndex >= 0 ? air(rest[nextIndex].broadcast) : [];
  const supporting = rest.filter((_, i) => i !== nextIndex).map((s) => air(s.broadcast));

  const choices = (lines: string[]): string[][] => {
    if (lines.length <= 1) return [lines];
    return short ? [lines.slice(0, 1), lines] : [lines, lines.slice(0, 1)];
  };
  // [intro, lines of the lead left for the voice over]
  const intros: Array<[string[], string[]]> = choices(introLines).map((intro) => [
    intro,
    introLines.slice(intro.length),
  ]);
  // A short package may take the lead in shorter breaths (the conversational split) ...
  const breaths = air(introText, 'conversational');
  if (short && breaths.length > 1 && breaths[0] !== introLines[0]) intros.push([breaths.slice(0, 1), breaths.slice(1)]);
  // ... or only its main clause.
  const clause = mainClause(introLines[0] ?? '');
  // The rest of a lead cut to its main clause leans on what was cut ("That is a margin ..."): it goes.
  if (clause) intros.push([[clause], []]);

  const plans: NarrationPlan[] = [];
  const fallbacks: NarrationPlan[] = [];
  for (const [intro, leftover] of intros) {
    const groups = [leftover, ...supporting].filter((g) => g.length > 0);
    if (groups.length > 0 || nextLines.length === 0) {
      for (const continuing of choices(nextLines)) plans.push({ intro, groups, continuing });
      if (nextLines.length > 0) fallbacks.push({ intro, groups: [...groups, nextLines], continuing: [] });
    } else if (nextLines.length > 1) {
      // One sentence left: its first lines are the voice over, its last the continuing voice over.
      plans.push({ intro, groups: [nextLines.slice(0, -1)], continuing: nextLines.slice(-1) });
    } else {
      plans.push({ intro, groups: [nextLines], continuing: [] });
    }
  }
  return [...plans, ...fallbacks];
}

/** The bite as the tape says it, and the super: the speaker's fullest reference in the source. */
function soundOnTape(bite: Quotation, script: string): SoundOnTape {
  // A quote cut from mid-sentence ("...one more," Brooks said) ends on a comma; the bite ends there.
  const said = toBroadcastNumbers(bite.text)
    .trim()
    .replace(/[\s,;:]+$/, '')
    .replace(/(?<![.!?…])$/, '.');
  const speaker = bite.speaker ? speakerReference(bite.speaker, script) : UNNAMED;
  const cue = (c: string): string => c.replace(/[,;:]+$/, '');
  return { speaker, quote: said, inCue: cue(inCue(said)), outCue: cue(outCue(said)) };
}

/** The rundown text: labels and cue lines on their own lines; `seconds` times the sections, not this. */
export function formatVosot(sections: VosotSections): string {
  const sot = sections.soundOnTape;
  const sotBlock = sot
    ? ['SOUND ON TAPE:', `[SOT: ${sot.speaker}]`, `"${sot.quote}"`, `IN: ${sot.inCue}...`, `OUT: ...${sot.outCue}`]
    : ['[NO SOT AVAILABLE]'];
  return [
    'ANCHOR INTRO:',
    sections.anchorIntro,
    '',
    'VOICE OVER:',
    sections.voiceOver,
    '',
    ...sotBlock,
    '',
    'CONTINUING VOICE OVER:',
    sections.continuingVoiceOver,
  ].join('\n');
}
