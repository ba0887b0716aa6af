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
  const maxWords = (targetSeconds * (1 + READ_TIME_TOLERANCE) * wordsPerMinute) / 60;
  const minWords = (targetSeconds * (1 - READ_TIME_TOLERANCE) * wordsPerMinute) / 60;
  const spoken = sentences.map((s) => s.words);
  const targetWords = (targetSeconds * wordsPerMinute) / 60;
  // Aim at the target itself, not the edge of the tolerance, so the anchor has slack either way.
  let keep = greedyKeep(spoken, targetWords);
  let words = sum(spoken, keep);
  // Greedy can stop short when the next sentences are long; then pick the sentences that fill it.
  if (words < minWords) {
    keep = fillingKeep(spoken, targetWords, Math.floor(maxWords));
    words = sum(spoken, keep);
  }
  // Crew lines stay only if the next spoken sentence stays, so no direction points at nothing.
  sentences.forEach((s, i) => {
    if (s.words > 0) return;
    const next = sentences.findIndex((t, j) => j > i && t.words > 0);
    if (next >= 0 && keep.has(next)) keep.add(i);
  });
  const kept = sentences.filter((_, i) => keep.has(i));
  const droppedSentences = sentences.filter((s, i) => !keep.has(i) && s.words > 0).map((s) => s.text);
  // Rejoin kept sentences, keeping the source's separator (a line break or a space) before each.
  let out = '';
  kept.forEach((s, k) => {
    if (k > 0) out += /\n/.test(text.slice(kept[k - 1].end, s.start)) ? '\n' : ' ';
    out += s.text;
  });
  return { text: out, seconds: toSeconds(words), droppedSentences, shorterThanTarget: false };
}

const sum = (words: number[], keep: Set<number>): number => [...keep].reduce((t, i) => t + words[i], 0);

/** The lead, then every later sentence that still fits, in order. */
function greedyKeep(words: number[], maxWords: number): Set<number> {
  const keep = new Set<number>();
  let total = 0;
  words.forEach((w, i) => {
    if (w === 0) return;
    if (keep.size === 0 || total + w <= maxWords) {
      keep.add(i);
      total += w;
    }
  });
  return keep;
}

/**
 * The lead plus the set of later sentences whose words come closest to `targetWords` without
 * passing `maxWords` (a subset sum over at most a few hundred words, so cheap). Among equal fills,
 * earlier sentences win, because they are the more important ones.
 */
function fillingKeep(words: number[], targetWords: number, maxWords: number): Set<number> {
  const lead = words.findIndex((w) => w > 0);
  const budget = Math.max(0, maxWords - words[lead]);
  const n = words.length;
  // reach[i][w]: sentences i..n-1 can make exactly w words.
  const reach: boolean[][] = Array.from({ length: n + 1 }, () => new Array<boolean>(budget + 1).fill(false));
  reach[n][0] = true;
  for (let i = n - 1; i > lead; i--) {
    for (let w = 0; w <= budget; w++) {
      reach[i][w] = reach[i + 1][w] || (words[i] > 0 && w >= words[i] && reach[i + 1][w - words[i]]);
    }
  }
  const goal = targetWords - words[lead];
  let remaining = 0;
  for (let w = 0; w <= budget; w++) {
    if (reach[lead + 1]?.[w] && Math.abs(w - goal) < Math.abs(remaining - goal)) remaining = w;
  }
  const keep = new Set<number>([lead]);
  for (let i = lead + 1; i < n && remaining > 0; i++) {
    if (words[i] > 0 && remaining >= words[i] && reach[i + 1][remaining - words[i]]) {
      keep.add(i);
      remaining -= words[i];
    }
  }
  return keep;
}
