/**
 * Fitting copy to a read time. Broadcast copy is written as an inverted pyramid, so the lead stays
 * and whole sentences go from the end: a sentence is never cut in half, because a half sentence on
 * air is worse than a short story.
 */
import { splitSentences } from '../text/sentences';
import { countSpokenWords, DEFAULT_WORDS_PER_MINUTE } from '../text/read-time';

export interface ReadTimeFit {
  text: string;
  seconds: number;
  /** Sentences left out, in their original order. */
  droppedSentences: string[];
  /** True when the source already reads at or under the target and was returned unchanged. */
  shorterThanTarget: boolean;
}

/** How far from the target a fitted script may read: ±10 %, the newsroom's tolerance. */
export const READ_TIME_TOLERANCE = 0.1;

/** A line to fit: one sentence, or a later piece of one ("Then he ...") that needs the piece before. */
export interface FitLine {
  text: string;
  /** True when the line reads right only after the line before it. */
  continues?: boolean;
}

export interface LinesFit {
  lines: string[];
  seconds: number;
  /** Spoken lines left out, in their original order. */
  droppedLines: string[];
  shorterThanTarget: boolean;
}

/**
 * Keeps the lead, then each following sentence that still fits under the target. A sentence too
 * long to fit is skipped rather than ending the fit, so a shorter one after it can still fill the
 * time (sentences lower down are the least important, so they are the ones that go). If that
 * falls short of target - 10 %, a subset sum picks the sentences closest to the target instead.
 * The lead is always kept, even when it alone reads longer than target + 10 %.
 * Crew-only lines ([SOT], (VO)) take no time: they stay when a spoken sentence after them stays.
 */
export function fitToReadTime(
  text: string,
  targetSeconds: number,
  wordsPerMinute: number = DEFAULT_WORDS_PER_MINUTE,
): ReadTimeFit {
  const toSeconds = (words: number): number => (words / wordsPerMinute) * 60;
  const total = countSpokenWords(text);
  if (toSeconds(total) <= targetSeconds) {
    return { text, seconds: toSeconds(total), droppedSentences: [], shorterThanTarget: true };
  }
  const sentences = splitSentences(text).map((s) => ({ ...s, words: countSpokenWords(s.text) }));
  const keep = chooseLines(
    sentences.map((s) => ({ words: s.words, continues: false })),
    targetSeconds,
    wordsPerMinute,
  );
  const kept = sentences.filter((_, i) => keep.has(i));
  const droppedSentences = sentences.filter((s, i) => !keep.has(i) && s.words > 0).map((s) => s.text);
  // Rejoin kept sentences, keeping the source's separator (a line break or a space) before each.
  let out = '';
  kept.forEach((s, k) => {
    if (k > 0) out += /\n/.test(text.slice(kept[k - 1].end, s.start)) ? '\n' : ' ';
    out += s.text;
  });
  return {
    text: out,
    seconds: toSeconds(
      sum(
        sentences.map((s) => s.words),
        keep,
      ),
    ),
    droppedSentences,
    shorterThanTarget: false,
  };
}

/**
 * fitToReadTime for lines already cut for the ear (style/air-copy): a line that continues the one
 * before it stays only with it, so a piece of a split sentence ("Then he crashed the van.") never
 * follows a line it does not belong to. The lead sentence's first line always stays; its later
 * pieces may go, which is how a 60-word wire lede fits a 20-second read. `finish` is what the
 * caller does to the kept lines afterwards (a full name restored, say); when it changes the word
 * count, the fit is redone against a target moved by the difference, so the delivered copy times.
 */
export function fitLinesToReadTime(
  lines: readonly FitLine[],
  targetSeconds: number,
  wordsPerMinute: number = DEFAULT_WORDS_PER_MINUTE,
  finish: (kept: string[]) => string[] = (kept) => kept,
): LinesFit {
  const toSeconds = (words: number): number => (words / wordsPerMinute) * 60;
  const units = lines.map((l) => ({ words: countSpokenWords(l.text), continues: Boolean(l.continues) }));
  const spoken = units.map((u) => u.words);
  const wordsOf = (out: string[]): number => out.reduce((t, l) => t + countSpokenWords(l), 0);
  if (toSeconds(sum(spoken, new Set(spoken.keys()))) <= targetSeconds) {
    const out = finish(lines.map((l) => l.text));
    return { lines: out, seconds: toSeconds(wordsOf(out)), droppedLines: [], shorterThanTarget: true };
  }
  const targetWords = (targetSeconds * wordsPerMinute) / 60;
  let shift = 0;
  let best: LinesFit | undefined;
  for (let round = 0; round < 3; round++) {
    const keep = chooseLines(units, ((targetWords - shift) * 60) / wordsPerMinute, wordsPerMinute);
    const out = finish(lines.filter((_, i) => keep.has(i)).map((l) => l.text));
    const words = wordsOf(out);
    const fit: LinesFit = {
      lines: out,
      seconds: toSeconds(words),
      droppedLines: lines.filter((l, i) => !keep.has(i) && spoken[i] > 0).map((l) => l.text),
      shorterThanTarget: false,
    };
    if (!best || Math.abs(fit.seconds - targetSeconds) < Math.abs(best.seconds - targetSeconds)) best = fit;
    const extra = words - sum(spoken, keep);
    if (Math.abs(fit.seconds - targetSeconds) <= targetSeconds * READ_TIME_TOLERANCE * 0.5 || extra === shift) break;
    shift = extra;
  }
  return best as LinesFit;
}

interface Unit {
  words: number;
  continues: boolean;
}

/**
 * Which lines to keep: the lead, then every later sentence (with as many of its pieces as fit)
 * that still fits under the target; if that falls short of target - 10 %, the set of sentence
 * prefixes that comes closest to the target. Crew lines stay when the next spoken line stays.
 */
function chooseLines(units: readonly Unit[], targetSeconds: number, wordsPerMinute: number): Set<number> {
  const maxWords = (targetSeconds * (1 + READ_TIME_TOLERANCE) * wordsPerMinute) / 60;
  const minWords = (targetSeconds * (1 - READ_TIME_TOLERANCE) * wordsPerMinute) / 60;
  const targetWords = (targetSeconds * wordsPerMinute) / 60;
  const groups = sentenceGroups(units);
  let keep = greedyKeep(groups, targetWords);
  if (sumGroups(groups, keep) < minWords) keep = fillingKeep(groups, targetWords, Math.floor(maxWords));
  const kept = new Set<number>();
  groups.forEach((g, k) => g.lines.slice(0, keep[k]).forEach((i) => kept.add(i)));
  // Crew lines stay only if the next spoken line stays, so no direction points at nothing.
  units.forEach((u, i) => {
    if (u.words > 0) return;
    const next = units.findIndex((t, j) => j > i && t.words > 0);
    if (next >= 0 && kept.has(next)) kept.add(i);
  });
  return kept;
}

/** A sentence and its continuation pieces; prefix[p] is the words of its first p lines. */
interface Group {
  lines: number[];
  prefix: number[];
}

function sentenceGroups(units: readonly Unit[]): Group[] {
  const groups: Group[] = [];
  units.forEach((u, i) => {
    if (u.words === 0) return;
    const last = groups[groups.length - 1];
    if (u.continues && last) last.lines.push(i);
    else groups.push({ lines: [i], prefix: [] });
  });
  for (const g of groups) {
    g.prefix = [0];
    for (const i of g.lines) g.prefix.push(g.prefix[g.prefix.length - 1] + units[i].words);
  }
  return groups;
}

const sum = (words: number[], keep: Set<number>): number => [...keep].reduce((t, i) => t + words[i], 0);
const sumGroups = (groups: Group[], keep: number[]): number => groups.reduce((t, g, k) => t + g.prefix[keep[k]], 0);

/** How many lines of each sentence to keep: the lead's first line, then whatever still fits, in order. */
function greedyKeep(groups: Group[], maxWords: number): number[] {
  let total = 0;
  return groups.map((g, k) => {
    let p = g.prefix.length - 1;
    while (p > (k === 0 ? 1 : 0) && total + g.prefix[p] > maxWords) p--;
    total += g.prefix[p];
    return p;
  });
}

/**
 * The lead's first line plus the sentence prefixes whose words come closest to `targetWords`
 * without passing `maxWords` (a grouped subset sum over at most a few hundred words, so cheap).
 * Among equal fills, earlier sentences and longer prefixes win: they are the more important ones.
 */
function fillingKeep(groups: Group[], targetWords: number, maxWords: number): number[] {
  const keep = groups.map(() => 0);
  if (groups.length === 0) return keep;
  const lead = groups[0].prefix[1];
  const budget = Math.max(0, maxWords - lead);
  const n = groups.length;
  // reach[k][w]: the sentences k..n-1 (the lead's pieces after its first line included) make exactly w.
  const options = groups.map((g, k) => (k === 0 ? g.prefix.slice(1).map((w) => w - lead) : g.prefix));
  const reach: boolean[][] = Array.from({ length: n + 1 }, () => new Array<boolean>(budget + 1).fill(false));
  reach[n][0] = true;
  for (let k = n - 1; k >= 0; k--) {
    for (let w = 0; w <= budget; w++) reach[k][w] = options[k].some((o) => w >= o && reach[k + 1][w - o]);
  }
  const goal = targetWords - lead;
  let remaining = 0;
  for (let w = 0; w <= budget; w++) {
    if (reach[0][w] && Math.abs(w - goal) < Math.abs(remaining - goal)) remaining = w;
  }
  for (let k = 0; k < n; k++) {
    const opts = options[k];
    for (let p = opts.length - 1; p >= 0; p--) {
      if (remaining >= opts[p] && reach[k + 1][remaining - opts[p]]) {
        keep[k] = k === 0 ? p + 1 : p;
        remaining -= opts[p];
        break;
      }
    }
  }
  return keep;
}
