import type { CopyRepair } from '@newsroom/contracts';
import { READ_TIME_TOLERANCE, fitToReadTime, readSeconds, splitSentences } from '@newsroom/copy-engine';

/**
 * Re-fitting a model's copy to the desk's hard rules. A model told "30 seconds" writes 40 often
 * enough that the rule has to be enforced, not requested; these cut (never add) so no fact appears.
 */

/** Whole seconds, as a producer says a read time. */
export const roundSeconds = (seconds: number): number => Math.round(seconds);

/** The repair that says a model's copy was cut to time, with both read times. */
export const cutToFit = (before: number, after: number, targetSeconds: number): CopyRepair => ({
  action: 'cut-to-fit',
  reason: `the model's copy read ${roundSeconds(before)} s; cut to ${roundSeconds(after)} s for the ${targetSeconds}-second target`,
});

/**
 * Whole sentences off the end when the copy reads past the target's tolerance, with the repair
 * that says so; else the copy unchanged.
 */
export function fitScriptToTime(text: string, targetSeconds: number): { text: string; repair?: CopyRepair } {
  const before = readSeconds(text);
  if (before <= targetSeconds * (1 + READ_TIME_TOLERANCE)) return { text };
  const fitted = fitToReadTime(text, targetSeconds).text;
  return { text: fitted, repair: cutToFit(before, readSeconds(fitted), targetSeconds) };
}

/** The first `count` sentences of a paragraph (a tease is two sentences, however many the model wrote). */
export function firstSentences(text: string, count: number): string {
  const sentences = splitSentences(text);
  if (sentences.length <= count) return text.trim();
  return sentences
    .slice(0, count)
    .map((s) => s.text.trim())
    .join(' ');
}

/** A label line the model put above the copy ("Simplified script:", "TEASES"), dropped. */
export function dropLabelLine(text: string): string {
  const [first, ...rest] = text.split('\n');
  const isLabel = rest.length > 0 && /^[\w\s'()-]{1,40}:?$/.test(first.trim()) && first.trim().split(/\s+/).length <= 4;
  const looksLikeLabel = isLabel && (/:$/.test(first.trim()) || first.trim() === first.trim().toUpperCase());
  return looksLikeLabel ? rest.join('\n').trim() : text;
}
