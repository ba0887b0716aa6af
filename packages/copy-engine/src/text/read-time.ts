/**
 * Words as an anchor reads them, and the time that takes.
 *
 * Rules (approximate by design; they only need to be good enough to time copy):
 * - Text in [brackets] or (parentheses) is for the crew (directions, supers, pronouncers): not read.
 * - A hyphenated or slashed token counts each part as one word: "six-million" = 2, "F-B-I" = 3,
 *   "45-hundred" = 2, "eight-point-six" = 3. Broadcast copy writes numbers this way on purpose.
 * - A figure standing alone counts the words said for it, where "forty-five" counts as two:
 *   "12" = 1, "45" = 2, "1999" = "nineteen ninety-nine" = 3, "2026" = "twenty twenty-six" = 3,
 *   "4,500" = "four thousand five hundred" = 4, "8.6" = "eight point six" = 3.
 *   A `$` adds "dollars", a `%` adds "percent"; "1st" reads as its number.
 * - Dotted initialisms count their letters ("U.S." = 2, "a.m." = 2); punctuation alone counts 0,
 *   except "&" ("and").
 */

/** An anchor's reading rate. Typical rates run from 120 to 220 words a minute. */
export interface ReadingRate {
  wordsPerMinute: number;
}

export const DEFAULT_WORDS_PER_MINUTE = 150;
export const TYPICAL_WORDS_PER_MINUTE = { min: 120, max: 220 } as const;
export const DEFAULT_READING_RATE: ReadingRate = { wordsPerMinute: DEFAULT_WORDS_PER_MINUTE };

/** Removes crew text in brackets or parentheses (innermost first, so nesting works). */
export function stripCrewText(text: string): string {
  let out = text;
  let previous: string;
  do {
    previous = out;
    out = out.replace(/\[[^[\]]*\]|\([^()]*\)/g, ' ');
  } while (out !== previous);
  return out;
}

/** Words said for a whole number below one thousand ("forty-five" counts as two). */
function underThousand(n: number): number {
  if (n === 0) return 0;
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords = rest === 0 ? 0 : rest < 20 || rest % 10 === 0 ? 1 : 2;
  return (hundreds > 0 ? 2 : 0) + restWords;
}

/** Words said for a whole number read as a quantity ("four thousand five hundred"). */
export function integerWordCount(n: number): number {
  if (!Number.isFinite(n) || n < 0) return 1;
  if (n === 0) return 1;
  let words = 0;
  let rest = Math.floor(n);
  for (const scale of [1e12, 1e9, 1e6, 1e3]) {
    const chunk = Math.floor(rest / scale);
    if (chunk > 0)
      words += underThousand(chunk % 1000) + 1 + (chunk >= 1000 ? integerWordCount(Math.floor(chunk / 1000)) : 0);
    rest %= scale;
  }
  return words + underThousand(rest);
}

/** Words said for a year: 1999 = "nineteen ninety-nine", 2005 = "two thousand five". */
function yearWordCount(year: number): number {
  if (year >= 2000 && year < 2010) return year === 2000 ? 2 : 3;
  const head = Math.floor(year / 100);
  const tail = year % 100;
  if (tail === 0) return underThousand(head) + 1; // "nineteen hundred"
  return underThousand(head) + (tail < 10 ? 2 : underThousand(tail)); // "nineteen oh five"
}

/** Words said for a figure such as "1999", "$4,500", "8.6%" or "21st". */
function figureWordCount(token: string): number {
  const extra = (token.includes('$') ? 1 : 0) + (token.includes('%') ? 1 : 0);
  const bare = token.replace(/[$%]/g, '').replace(/(st|nd|rd|th|s)$/i, '');
  const time = /^(\d{1,2}):(\d{2})$/.exec(bare);
  if (time) return integerWordCount(Number(time[1])) + (time[2] === '00' ? 0 : underThousand(Number(time[2])) || 1);
  const [whole, decimals = ''] = bare.split('.');
  const digits = whole.replace(/,/g, '');
  if (!/^\d+$/.test(digits)) return 1 + extra;
  const n = Number(digits);
  const isYear =
    !whole.includes(',') && !token.includes('$') && decimals === '' && /^\d{4}$/.test(digits) && n >= 1100 && n < 2100;
  const base = isYear ? yearWordCount(n) : integerWordCount(n);
  return base + (decimals ? 1 + decimals.length : 0) + extra;
}

/** Words said for one whitespace-separated token. */
function tokenWordCount(raw: string): number {
  const core = raw.replace(/^[^\w$]+/, '').replace(/[^\w%.]+$/, '');
  if (/^([A-Za-z]\.)+[A-Za-z]\.?$/.test(core)) return core.replace(/\./g, '').length; // U.S., a.m.
  const token = core.replace(/\.+$/, '');
  if (token === '') return raw.includes('&') ? 1 : 0;
  const parts = token.split(/[-–/]/).filter((p) => /[\w$%]/.test(p));
  if (parts.length > 1) return parts.length;
  if (/^[$]?\d/.test(token)) return figureWordCount(token);
  return 1;
}

/** Counts already made: the writers time the same sentences again and again as they fit a script. */
const spokenCounts = new Map<string, number>();

/** Number of words an anchor says reading `text` aloud (crew text excluded). */
export function countSpokenWords(text: string): number {
  let count = spokenCounts.get(text);
  if (count === undefined) {
    if (spokenCounts.size > 20000) spokenCounts.clear();
    count = stripCrewText(text)
      .split(/\s+/)
      .filter(Boolean)
      .reduce((sum, token) => sum + tokenWordCount(token), 0);
    spokenCounts.set(text, count);
  }
  return count;
}

function rateOf(rate: number | ReadingRate): number {
  const wpm = typeof rate === 'number' ? rate : rate.wordsPerMinute;
  if (!Number.isFinite(wpm) || wpm <= 0)
    throw new RangeError(`Reading rate must be a positive number of words a minute, got ${wpm}`);
  return wpm;
}

/** Seconds an anchor takes to read `text` at the given rate (default 150 words a minute). */
export function readSeconds(text: string, wordsPerMinute: number | ReadingRate = DEFAULT_WORDS_PER_MINUTE): number {
  return (countSpokenWords(text) / rateOf(wordsPerMinute)) * 60;
}

/** Words that fill `seconds` of air at the given rate: 20 s at 150 wpm = 50 words. */
export function wordsForSeconds(
  seconds: number,
  wordsPerMinute: number | ReadingRate = DEFAULT_WORDS_PER_MINUTE,
): number {
  return Math.round((seconds * rateOf(wordsPerMinute)) / 60);
}
