/**
 * Timing a VOSOT as one package. A try fixes the intro layout, the bite and the unit that closes
 * the package (the continuing voice over, cut to a whole number of its lines); the voice over then
 * fills what is left from the other units in the source's order, each cut from the bottom (as many
 * of its lines as fit, never fewer than its minimum), the way an editor trims. Tries are ranked:
 * inside the time; in a 20-second package, a bite; the lead's news uncut and not a run-on; a bite
 * (a VOSOT without one is a VO),
 * the best first; the lead's later lines and the fact after the lead; every section with copy; then
 * the next steps and the rest in the source's order; then the layout and the distance to the target.
 */
import type { Unit } from './units';

/** Where the lead goes: the intro, and the lead's lines left to open the voice over. */
export interface IntroLayout {
  intro: string[];
  /** The lead's later lines, which open the voice over when kept. */
  leftover: string[];
  /** The intro cuts words from the lead (its main clause alone): the lead airs only in part. */
  cut: boolean;
  /** The intro is a run-on a producer would not read in one breath: worse than a cut lead. */
  runOn: boolean;
  /** The intro was cut from what a viewer needs (a place, a time, a death): worse than a run-on. */
  dropsKey?: boolean;
  /** The leftover carries the lead's news (a breath split mid-clause): it airs whole or the layout fails. */
  keepLeftover: boolean;
  rank: number;
}

export interface FitInput {
  layouts: readonly IntroLayout[];
  /** Narration units after the lead, in the source's order. */
  units: readonly Unit[];
  /** Source index of the lead. */
  leadIndex: number;
  /** Source sentence indexes, most important first. */
  priority: readonly number[];
  /** Index (into `units`) of the unit that says what happens next, or -1. */
  nextStep: number;
  biteWords: number;
  /** 0 for the best bite; the number of bites when there is none. */
  biteRank: number;
  /** Sentences the bite airs (its own and those that only repeat it). */
  biteSentences: readonly number[];
  wordsOf: (line: string) => number;
  targetWords: number;
  minWords: number;
  maxWords: number;
  /** The source has the sentences for a voice over and a continuing voice over. */
  sectionsOwed: boolean;
  /** A 20-second package: a bite is worth the lead's main clause alone (panel V's "[NO SOT AVAILABLE]"). */
  short?: boolean;
}

export interface FittedNarration {
  intro: string[];
  voiceOver: string[];
  continuing: string[];
  /** Spoken words of the whole package, the bite included. */
  words: number;
  key: number[];
}

const NOT_AIRED = 2;

const sum = (xs: readonly number[]): number => xs.reduce((t, x) => t + x, 0);

/** A stretch of a unit's lines that may air: lines [from, to). */
interface Cut {
  from: number;
  to: number;
}

/**
 * Cuts of a unit, most kept first: trimmed from the bottom down to its minimum, and for a unit with
 * a lead-in, the same without the lead-in (the payoff stands alone; the lead-in never does).
 */
function cutsOf(unit: Unit, lineWords: readonly number[]): Cut[] {
  const out: Cut[] = [];
  for (const from of unit.leadIn > 0 ? [0, unit.leadIn] : [0]) {
    for (let to = unit.lines.length; to >= Math.max(unit.minLines, from + 1); to--) out.push({ from, to });
  }
  const words = (c: Cut): number => lineWords.slice(c.from, c.to).reduce((t, w) => t + w, 0);
  return out.sort((a, b) => words(b) - words(a));
}

/** Every try, best first. */
export function fitNarration(input: FitInput): FittedNarration[] {
  const { units, wordsOf } = input;
  const lineWords = units.map((u) => u.lines.map(wordsOf));
  const unitCuts = units.map((u, i) => cutsOf(u, lineWords[i]));
  const cutWords = unitCuts.map((cs, i) => cs.map((c) => sum(lineWords[i].slice(c.from, c.to))));
  const closers = closingOrder(input);
  const tries: FittedNarration[] = [];
  for (const layout of input.layouts) {
    const introWords = sum(layout.intro.map(wordsOf));
    const leftoverWords = layout.leftover.map(wordsOf);
    for (const closer of closers) {
      for (let k = 0; k < (closer < 0 ? 1 : unitCuts[closer].length); k++) {
        const closing = closer < 0 ? 0 : cutWords[closer][k];
        let room = input.maxWords - input.biteWords - introWords - closing;
        // The voice over, greedy in the source's order: the earlier fact is the more important.
        let leftoverKept = 0;
        while (leftoverKept < leftoverWords.length && leftoverWords[leftoverKept] <= room) {
          room -= leftoverWords[leftoverKept];
          leftoverKept++;
        }
        if (layout.keepLeftover && leftoverKept < leftoverWords.length) continue;
        const kept = units.map((_, u): Cut | undefined => {
          if (u === closer) return undefined;
          const c = cutWords[u].findIndex((w) => w <= room);
          if (c < 0) return undefined;
          room -= cutWords[u][c];
          return unitCuts[u][c];
        });
        if (closer >= 0) kept[closer] = unitCuts[closer][k];
        tries.push(assemble(input, layout, leftoverKept, kept, closer, introWords));
      }
    }
  }
  return tries.sort((a, b) => compareKeys(a.key, b.key));
}

/** Units that may close the package: the next steps first, then the others from the last. */
function closingOrder(input: FitInput): number[] {
  const others = input.units.map((_, i) => i).filter((i) => i !== input.nextStep);
  const order = input.nextStep >= 0 ? [input.nextStep, ...others.reverse()] : others.reverse();
  return order.length > 0 ? order : [-1];
}

/** The cut's last two lines are pieces of one source sentence. */
function endsOnOneSentence(unit: Unit, cut: Cut | undefined): boolean {
  return !!cut && cut.to - cut.from > 1 && unit.lineSentence[cut.to - 1] === unit.lineSentence[cut.to - 2];
}

const linesOf = (unit: Unit, cut: Cut | undefined): string[] => (cut ? unit.lines.slice(cut.from, cut.to) : []);

function assemble(
  input: FitInput,
  layout: IntroLayout,
  leftoverKept: number,
  kept: ReadonlyArray<Cut | undefined>,
  closer: number,
  introWords: number,
): FittedNarration {
  const { units, wordsOf } = input;
  let voiceOver = [
    ...layout.leftover.slice(0, leftoverKept),
    ...units.flatMap((u, i) => (i === closer ? [] : linesOf(u, kept[i]))),
  ];
  let continuing = closer < 0 ? [] : linesOf(units[closer], kept[closer]);
  // Every section has copy where the lines allow: an empty voice over takes the closing unit's
  // first lines when its last two are one sentence split for the ear (the bite never comes between
  // a sentence and the one it leans on), or all of it (the package reads as a VO/SOT); an empty
  // continuing voice over takes the voice over's last line.
  if (voiceOver.length === 0 && continuing.length > 1 && endsOnOneSentence(units[closer], kept[closer])) {
    voiceOver = continuing.slice(0, -1);
    continuing = continuing.slice(-1);
  } else if (voiceOver.length === 0) {
    voiceOver = continuing;
    continuing = [];
  } else if (continuing.length === 0 && voiceOver.length > 1) {
    continuing = voiceOver.slice(-1);
    voiceOver = voiceOver.slice(0, -1);
  }
  const words = input.biteWords + introWords + sum(voiceOver.map(wordsOf)) + sum(continuing.map(wordsOf));
  const outside = words > input.maxWords + 1e-9 || words < input.minWords - 1e-9 ? 1 : 0;
  const missing = input.sectionsOwed ? [voiceOver, continuing].filter((s) => s.length === 0).length : 0;
  const levels = airedLevels(input, layout, leftoverKept, kept);
  const content = input.priority.map((i) => levels.get(i) ?? NOT_AIRED);
  // The lead's news first (its main clause alone is a cut, a run-on worse); then the bite, since a
  // VOSOT without one is a VO; then every section the spec names with copy in it; then the rest of
  // the lead and the fact after it; then the rest of the story.
  // In a 20-second package the bite comes before the lead's tail: a producer cuts the intro to its
  // main clause rather than air a VOSOT with no SOT.
  const noBite = input.short && input.biteWords === 0 ? 1 : 0;
  const key = [
    outside,
    noBite,
    layout.dropsKey ? 3 : layout.runOn ? 2 : layout.cut ? 1 : 0,
    input.biteRank,
    missing,
    ...content.slice(0, 2),
    ...content.slice(2),
    layout.rank,
    Math.abs(words - input.targetWords),
  ];
  return { intro: layout.intro, voiceOver, continuing, words, key };
}

/** How much of each source sentence airs: 0 all of it, 1 part, 2 none. */
function airedLevels(
  input: FitInput,
  layout: IntroLayout,
  leftoverKept: number,
  kept: ReadonlyArray<Cut | undefined>,
): Map<number, number> {
  const levels = new Map<number, number>();
  levels.set(input.leadIndex, leftoverKept === layout.leftover.length ? 0 : 1);
  if (input.biteWords > 0) for (const i of input.biteSentences) levels.set(i, 0);
  input.units.forEach((unit, u) => {
    const cut = kept[u];
    for (const i of unit.sentences) {
      const total = unit.lineSentence.filter((s) => s === i).length;
      const aired = cut ? unit.lineSentence.slice(cut.from, cut.to).filter((s) => s === i).length : 0;
      levels.set(i, aired === 0 ? NOT_AIRED : aired === total ? 0 : 1);
    }
  });
  return levels;
}

export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
