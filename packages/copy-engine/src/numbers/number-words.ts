/** Conversions between integers/decimals and the words an anchor reads. */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: ReadonlyArray<[number, string]> = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];

export const SCALE_VALUES: Readonly<Record<string, number>> = {
  hundred: 100,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};

/** Headline shorthand for a scale after a money figure: "$4.7M", "$250K", "$1.2B". */
export const LETTER_SCALES: Readonly<Record<string, string>> = { K: 'thousand', M: 'million', B: 'billion' };

const SMALL_VALUES: Record<string, number> = {};
ONES.forEach((w, i) => (SMALL_VALUES[w] = i));
TENS.forEach((w, i) => w && (SMALL_VALUES[w] = i * 10));
SMALL_VALUES['oh'] = 0;

/** Every word that can be part of a spelled-out number (used to build text scanners). */
export const NUMBER_WORDS: readonly string[] = [...ONES, ...TENS.filter(Boolean), ...Object.keys(SCALE_VALUES)];

function underThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
  }
  if (n >= 20) {
    parts.push(TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : ''));
  } else if (n > 0) {
    parts.push(ONES[n]);
  }
  return parts.join(' ');
}

/** 45 -> "forty-five", 120 -> "one hundred twenty" (no "and": broadcast and AP both drop it). */
export function integerToWords(n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`integerToWords needs an integer, got ${n}`);
  if (n < 0) return `minus ${integerToWords(-n)}`;
  if (n === 0) return 'zero';
  const parts: string[] = [];
  let rest = n;
  for (const [value, name] of SCALES) {
    if (rest >= value) {
      parts.push(`${integerToWords(Math.floor(rest / value))} ${name}`);
      rest %= value;
    }
  }
  if (rest > 0) parts.push(underThousand(rest));
  return parts.join(' ');
}

/** "8.6" -> "eight-point-six": digits after the point are read one by one. */
export function decimalToWords(numeral: string): string {
  const [whole, fraction] = numeral.replace(/,/g, '').split('.');
  const head = integerToWords(Number(whole || '0')).replace(/ /g, '-');
  if (!fraction) return head;
  const digits = [...fraction].map((d) => ONES[Number(d)]).join('-');
  return `${head}-point-${digits}`;
}

const ORDINAL_IRREGULAR: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** 7 -> "seventh", 21 -> "twenty-first". */
export function ordinalToWords(n: number): string {
  const words = integerToWords(n);
  return words.replace(/([a-z]+)$/, (last) => {
    if (ORDINAL_IRREGULAR[last]) return ORDINAL_IRREGULAR[last];
    if (last.endsWith('y')) return `${last.slice(0, -1)}ieth`;
    return `${last}th`;
  });
}

const ORDINAL_WORD_VALUES: Record<string, number> = {};
for (let i = 1; i <= 31; i++) ORDINAL_WORD_VALUES[ordinalToWords(i)] = i;

/** "seventh" -> 7, "twenty-first" / "twenty first" -> 21 (1 to 31: enough for dates). */
export function ordinalWordsToNumber(words: string): number | undefined {
  return ORDINAL_WORD_VALUES[words.toLowerCase().trim().replace(/\s+/g, '-')];
}

/** "1st" -> 1, "seventh" -> 7. */
export function parseOrdinal(text: string): number | undefined {
  const m = /^(\d+)(?:st|nd|rd|th)$/i.exec(text.trim());
  if (m) return Number(m[1]);
  return ordinalWordsToNumber(text);
}

/**
 * Reads a number written in words, figures or a mix, as broadcast and print copy write them:
 * "six million" -> 6000000, "forty-five hundred" -> 4500, "eight-point-six" -> 8.6,
 * "45-hundred" -> 4500, "2.5 billion" -> 2500000000, "four-thousand-523" -> 4523.
 * Returns undefined when the text is not a number.
 */
export function wordsToNumber(text: string): number | undefined {
  const tokens = text
    .toLowerCase()
    .replace(/,(?=\d{3})/g, '')
    .split(/[\s-]+/)
    .filter((t) => t && t !== 'and');
  if (tokens.length === 0) return undefined;
  let total = 0;
  let current = 0;
  let seen = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (/^\d+(\.\d+)?$/.test(token)) {
      current += Number(token);
      seen = true;
    } else if (token in SMALL_VALUES) {
      current += SMALL_VALUES[token];
      seen = true;
    } else if (token === 'point') {
      // Digits after "point" are read one at a time: "three point one four" = 3.14.
      let digits = '';
      while (i + 1 < tokens.length && tokens[i + 1] in SMALL_VALUES && SMALL_VALUES[tokens[i + 1]] < 10) {
        digits += String(SMALL_VALUES[tokens[++i]]);
      }
      if (!digits) return undefined;
      current = Number(`${Math.trunc(current)}.${digits}`);
    } else if (token === 'hundred') {
      current = (current || 1) * 100;
      seen = true;
    } else if (token in SCALE_VALUES) {
      total += (current || 1) * SCALE_VALUES[token];
      current = 0;
      seen = true;
    } else {
      return undefined;
    }
  }
  if (!seen) return undefined;
  // Round away float noise such as 2.3 * 1e9.
  return Number((total + current).toPrecision(12));
}
