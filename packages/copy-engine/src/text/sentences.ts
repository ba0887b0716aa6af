/**
 * Sentence splitting for news copy.
 *
 * A boundary is a run of `.`, `?`, `!` or an ellipsis (plus any closing quotes or brackets after it)
 * followed by whitespace and a word that could start a sentence (capital letter, digit, opening quote
 * or bracket), or by the end of the text. A period does not end a sentence after a known
 * abbreviation (Mr., Sen., Jan., U.S.), a single capital initial (Jane J. Ortiz) or inside a
 * decimal (8.6, which has no whitespace after the point). A blank line always ends a sentence, and
 * so does a line break next to a crew direction in brackets, because scripts put those on lines of
 * their own. Hand-wrapped prose (a single line break mid-sentence) is joined, not split.
 */

export interface Sentence {
  text: string;
  /** Offset of the first character in the original text. */
  start: number;
  /** Offset just past the last character (exclusive). */
  end: number;
}

/** Abbreviations that never end a sentence: titles, months, street words, "U.S." and the like. */
const NEVER_FINAL = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'sen',
  'rep',
  'gov',
  'lt',
  'sgt',
  'capt',
  'det',
  'gen',
  'col',
  'prof',
  'st',
  'ave',
  'blvd',
  'rd',
  'mt',
  'ft',
  'vs',
  'approx',
  'dept',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'u.s',
  'u.n',
  'e.g',
  'i.e',
]);

/** Abbreviations that may end a sentence when a capitalised word follows ("at 9 a.m. Police ..."). */
const MAYBE_FINAL = new Set(['a.m', 'p.m', 'etc', 'jr', 'sr', 'inc', 'corp', 'co', 'ltd']);

const CLOCK = new Set(['a.m', 'p.m', 'a-m', 'p-m']);
const DAY_OR_MONTH_NEXT =
  /^\s+(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b|(?:Jan|Feb|Aug|Sept?|Oct|Nov|Dec)\.\s*\d)/;

const CLOSERS = `"'”’)]}`;
const OPENERS = `"'“‘([{`;

function tokenBefore(text: string, dot: number): string {
  let i = dot;
  while (i > 0 && !/\s/.test(text[i - 1]) && !OPENERS.includes(text[i - 1])) i--;
  return text.slice(i, dot);
}

/** Whether the period at `dot` belongs to an abbreviation, an initial or a number. */
export function isNonFinalPeriod(text: string, dot: number, nextWordCapital: boolean): boolean {
  const token = tokenBefore(text, dot);
  const lower = token.toLowerCase();
  if (NEVER_FINAL.has(lower)) return true;
  // "No. 5" is a number; "She said no." ends a sentence.
  if (lower === 'no') return /^\s+\d/.test(text.slice(dot + 1));
  // "at 9 p.m. Tuesday." (and the broadcast "nine p-m. Tuesday."): a day or month after a clock
  // time continues the sentence.
  if (CLOCK.has(lower) && DAY_OR_MONTH_NEXT.test(text.slice(dot + 1))) return true;
  if (MAYBE_FINAL.has(lower)) return !nextWordCapital;
  if (/^[A-Z]$/.test(token)) return true; // an initial: "Jane J. Ortiz"
  if (/^([A-Za-z]\.)+[A-Za-z]$/.test(token)) return !nextWordCapital; // other dotted initialisms
  return false;
}

function canStartSentence(ch: string | undefined): boolean {
  return ch === undefined || /[A-Z0-9"“‘'([$]/.test(ch);
}

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;

  const push = (end: number): void => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s])) s++;
    while (e > s && /\s/.test(text[e - 1])) e--;
    if (e > s) sentences.push({ text: text.slice(s, e), start: s, end: e });
    start = end;
  };

  let i = 0;
  while (i < text.length) {
    const ch = text[i];

    if (ch === '\n') {
      const lineBefore = text.slice(start, i).trim();
      let j = i + 1;
      while (j < text.length && /[ \t\r]/.test(text[j])) j++;
      const blankLine = text[j] === '\n';
      const directionNext = text[j] === '[' || text[j] === '(';
      const directionBefore = /[\])]$/.test(lineBefore) && /^[[(]/.test(lineBefore);
      if (blankLine || directionNext || directionBefore) push(i);
      i++;
      continue;
    }

    if (ch === '.' || ch === '?' || ch === '!' || ch === '…') {
      let j = i;
      while (j < text.length && /[.?!…]/.test(text[j])) j++;
      const single = j - i === 1;
      while (j < text.length && CLOSERS.includes(text[j])) j++;
      // A terminator glued to the next character (8.6, U.S.A, "Yahoo!'s") is not a boundary.
      if (j < text.length && !/\s/.test(text[j])) {
        i = j;
        continue;
      }
      let k = j;
      while (k < text.length && /\s/.test(text[k])) k++;
      const next = k < text.length ? text[k] : undefined;
      const nextCapital = canStartSentence(next);
      const nonFinal = ch === '.' && single && isNonFinalPeriod(text, i, nextCapital);
      if (nextCapital && !nonFinal) push(j);
      i = j;
      continue;
    }
    i++;
  }
  push(text.length);
  return sentences;
}
