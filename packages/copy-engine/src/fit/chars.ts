/**
 * Fitting copy to a character count (banners) and to a character range (social posts).
 * X counts characters its own way (URLs 23, emoji 2), so social lengths use twitter-text.
 */
import { parseTweet } from 'twitter-text';

/** Text X weighs one to a character (Latin and common punctuation) and that holds nothing like a link. */
const PLAIN = /^[\u0020-\u10FF\u2000-\u200D\u2010-\u201F\u2032-\u2037]*$/;
const LINK_LIKE = /[\w-]\.[a-z]{2,}\b|https?:|www\./i;

/** True when X counts `text` one weight per character: its length is its X length. */
export const isPlainText = (text: string): boolean => PLAIN.test(text) && !LINK_LIKE.test(text);

/**
 * Characters as X counts them. Plain text skips the full parser (the social writer measures
 * thousands of drafts per script): there every character weighs one.
 */
export function xLength(text: string): number {
  return isPlainText(text) ? text.length : parseTweet(text).weightedLength;
}

/** Social post lengths, in characters as X counts them. */
export const SOCIAL_RANGES = {
  short: { min: 60, max: 100 },
  medium: { min: 100, max: 200 },
  extended: { min: 200, max: 280 },
} as const;
export type SocialLength = keyof typeof SOCIAL_RANGES;

/** Words that carry no fact: dropped first so the meaning survives a tight banner. */
const FILLER = new Set(['the', 'a', 'an', 'that', 'very', 'really', 'also']);

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();
const dropTrailingPunctuation = (text: string): string => text.replace(/[\s,;:\-–—]+$/, '');

/**
 * Never longer than `max` (by `.length`, as a banner counts). Fillers go first, from the end
 * backwards (the end is least important); then trailing words at word boundaries; a single word
 * longer than the count is cut as a last resort so the promise "never exceeds" holds.
 */
export function fitToChars(text: string, max: number): string {
  let out = tidy(text);
  if (out.length <= max) return out;
  const words = out.split(' ');
  for (let i = words.length - 1; i >= 0 && words.join(' ').length > max; i--) {
    const bare = words[i].toLowerCase().replace(/[^a-z]/g, '');
    // A filler that ends a clause carries its punctuation; keep those to keep the sense readable.
    if (FILLER.has(bare) && /^[A-Za-z]+$/.test(words[i]) && words.length > 1) words.splice(i, 1);
  }
  out = words.join(' ');
  while (out.length > max && out.includes(' ')) out = dropTrailingPunctuation(out.slice(0, out.lastIndexOf(' ')));
  if (out.length > max) out = out.slice(0, max);
  return dropTrailingPunctuation(out);
}

export interface RangeFit {
  text: string;
  length: number;
  /** The text was already shorter than `min`; returned as-is for a writer to lengthen. */
  underMin: boolean;
}

/**
 * Trims to `max` at a sentence boundary when one lands inside the range, else at a word boundary.
 * `count` defaults to X's weighted length.
 */
export function fitToRange(
  text: string,
  min: number,
  max: number,
  count: (text: string) => number = xLength,
): RangeFit {
  const clean = tidy(text);
  if (count(clean) < min) return { text: clean, length: count(clean), underMin: true };
  if (count(clean) <= max) return { text: clean, length: count(clean), underMin: false };
  // Longest run of whole sentences that fits and still reaches min.
  const ends = [...clean.matchAll(/[.!?]["”’']?(?=\s|$)/g)].map((m) => (m.index ?? 0) + m[0].length);
  for (const end of ends.reverse()) {
    const candidate = clean.slice(0, end);
    if (count(candidate) <= max && count(candidate) >= min)
      return { text: candidate, length: count(candidate), underMin: false };
  }
  let out = clean;
  while (count(out) > max && out.includes(' ')) out = dropTrailingPunctuation(out.slice(0, out.lastIndexOf(' ')));
  while (count(out) > max) out = out.slice(0, -1);
  return { text: out, length: count(out), underMin: count(out) < min };
}
