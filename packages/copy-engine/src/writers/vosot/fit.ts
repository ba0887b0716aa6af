/**
 * Timing a VOSOT as one package. The intro, the continuing voice over and the bite are fixed for
 * a try; the voice over fills what is left, from whole lines of the supporting sentences in the
 * source's order (the more important first). A sentence split for the ear may lose its later
 * lines, never its first, so no line airs without the one it follows.
 */
import { countSpokenWords } from '../../text/read-time';

/** One way to lay out the narration: the intro and continuing voice over fixed, voice over to fill. */
export interface NarrationPlan {
  intro: string[];
  /** Supporting sentences as lines, in the source's order: the voice over is filled from these. */
  groups: string[][];
  continuing: string[];
}

export interface FitOptions {
  /** Layouts to try, best first. */
  plans: NarrationPlan[];
  /** Words the package spends outside the narration (the bite). */
  fixedWords: number;
  targetWords: number;
  minWords: number;
  maxWords: number;
}

export interface FittedNarration {
  intro: string[];
  voiceOver: string[];
  continuing: string[];
  /** Spoken words of the whole package, the bite included. */
  words: number;
}

const linesWords = (lines: readonly string[]): number => lines.reduce((t, l) => t + countSpokenWords(l), 0);

/**
 * The voice over for `goal` words, at most `cap`: the supporting sentences in order, each kept
 * (as many of its lines as fit) while there is room, the way an editor trims from the bottom. The
 * room is tried at the goal and a little over it, and the fill that keeps the more important
 * (earlier) lines wins, then the one nearer the goal. When none reaches `floor`, the fill closest
 * to the goal. At least one line when any is available: the voice over is never empty when there
 * is copy for it.
 */
function fillVoiceOver(groups: readonly string[][], goal: number, cap: number, floor: number): string[] {
  const flat = groups.flat();
  let best: { lines: string[]; kept: boolean[]; used: number } | undefined;
  for (const room of [goal, (goal + cap) / 2, cap]) {
    const kept: boolean[] = [];
    let used = 0;
    for (const g of groups) {
      let open = true;
      for (const line of g) {
        const w = countSpokenWords(line);
        const take = open && used + w <= room;
        if (take) used += w;
        else open = false;
        kept.push(take);
      }
    }
    if (!kept.some(Boolean) || used < floor || used > cap) continue;
    const lines = flat.filter((_, i) => kept[i]);
    const better =
      !best ||
      earlierFirst(kept, best.kept) < 0 ||
      (earlierFirst(kept, best.kept) === 0 && Math.abs(used - goal) < Math.abs(best.used - goal));
    if (better) best = { lines, kept, used };
  }
  return best?.lines ?? closestFill(groups, goal, cap);
}

/** Negative when selection `a` keeps a line that `b` drops before any line `b` keeps and `a` drops. */
function earlierFirst(a: readonly boolean[], b: readonly boolean[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] ? -1 : 1;
  return 0;
}

/** The fill closest to `goal` words, at most `cap`, earlier groups kept whole when a choice ties. */
function closestFill(groups: readonly string[][], goal: number, cap: number): string[] {
  const prefixes = groups.map((g) => {
    const out = [0];
    g.forEach((line) => out.push(out[out.length - 1] + countSpokenWords(line)));
    return out;
  });
  const total = prefixes.reduce((t, p) => t + p[p.length - 1], 0);
  const limit = Math.max(0, Math.min(total, Math.max(cap, 0)));
  const n = groups.length;
  // reach[i][w]: groups i..n-1 can make exactly w words.
  const reach: boolean[][] = Array.from({ length: n + 1 }, () => new Array<boolean>(total + 1).fill(false));
  reach[n][0] = true;
  for (let i = n - 1; i >= 0; i--) {
    for (let w = 0; w <= total; w++) {
      reach[i][w] = prefixes[i].some((p) => w >= p && reach[i + 1][w - p]);
    }
  }
  // A positive fill within the cap closest to the goal; else the smallest positive fill.
  let best = total > 0 ? -1 : 0;
  for (let w = 1; w <= limit; w++) {
    if (reach[0][w] && (best < 0 || Math.abs(w - goal) < Math.abs(best - goal))) best = w;
  }
  if (best < 0) best = reach[0].findIndex((ok, w) => ok && w > 0);
  const out: string[] = [];
  let remaining = best;
  for (let i = 0; i < n; i++) {
    const p = prefixes[i];
    for (let k = p.length - 1; k >= 0; k--) {
      if (remaining >= p[k] && reach[i + 1][remaining - p[k]]) {
        out.push(...groups[i].slice(0, k));
        remaining -= p[k];
        break;
      }
    }
  }
  return out;
}

/**
 * Tries each plan and fills its voice over. Among the packages inside the tolerance the earliest
 * plan wins (the better copy); else the one closest to the target.
 */
export function fitNarration(options: FitOptions): FittedNarration {
  const { plans, fixedWords, targetWords, minWords, maxWords } = options;
  let best: { fit: FittedNarration; key: number[] } | undefined;
  plans.forEach((plan, rank) => {
    const fixed = fixedWords + linesWords(plan.intro) + linesWords(plan.continuing);
    const voiceOver = fillVoiceOver(plan.groups, targetWords - fixed, maxWords - fixed, minWords - fixed);
    const words = fixed + linesWords(voiceOver);
    const within = words >= minWords - 1e-9 && words <= maxWords + 1e-9;
    const key = [within ? 0 : 1, within ? rank : 0, Math.abs(words - targetWords)];
    const fit = { intro: plan.intro, voiceOver, continuing: plan.continuing, words };
    if (!best || compareKeys(key, best.key) < 0) best = { fit, key };
  });
  return best?.fit ?? { intro: [], voiceOver: [], continuing: [], words: fixedWords };
}

export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
