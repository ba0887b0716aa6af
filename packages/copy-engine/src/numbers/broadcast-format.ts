/** How an anchor reads one amount: the building block of every broadcast number rule. */
import { decimalToWords, integerToWords, ordinalToWords } from './number-words';
import { NumberStyle } from './style-settings';

const SCALES: ReadonlyArray<[number, string]> = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];

/** Small whole numbers are words, the rest figures: the one switch the house limit controls. */
function wholeUnderThousand(n: number, style: NumberStyle): string {
  return n >= 1 && n <= style.spellOutLimit ? integerToWords(n) : n === 0 ? 'zero' : String(n);
}

/**
 * 6000000 -> "six-million", 4500 -> "45-hundred", 1100 -> "eleven-hundred", 2500000000 ->
 * "two-point-five-billion", 12000 -> "12-thousand", 12700 -> "12-thousand-700", 45 -> "45",
 * 7 -> "seven", 4523 -> "four-thousand-523".
 */
export function sayAmount(value: number, style: NumberStyle): string {
  if (!Number.isInteger(value)) return sayDecimal(value, style);
  if (value < 1000) return wholeUnderThousand(value, style);
  // The count of hundreds follows the spell-out rule like any number: "eleven-hundred", "18-hundred".
  if (style.useHundredsForThousands && value < 10000 && value % 1000 !== 0 && value % 100 === 0) {
    return `${wholeUnderThousand(value / 100, style)}-hundred`;
  }
  for (const [scale, name] of SCALES) {
    if (value < scale) continue;
    const mantissa = value / scale;
    // "two-point-five-billion" is how newsrooms say big round amounts, but only for millions and up:
    // 12,700 is "12-thousand-700" on air, never "12-point-seven-thousand".
    const oneDecimal = Math.abs(mantissa * 10 - Math.round(mantissa * 10)) < 1e-9;
    if (mantissa < 1000 && (Number.isInteger(mantissa) || (oneDecimal && scale >= 1e6))) {
      return `${sayDecimalOrWhole(mantissa, style)}-${name}`;
    }
    break;
  }
  // Not round: read each group, "one-million-234-thousand-567". Exact, because the fact check compares values.
  const parts: string[] = [];
  let rest = value;
  for (const [scale, name] of SCALES) {
    if (rest >= scale) {
      parts.push(`${wholeUnderThousand(Math.floor(rest / scale), style)}-${name}`);
      rest %= scale;
    }
  }
  if (rest > 0) parts.push(wholeUnderThousand(rest, style));
  return parts.join('-');
}

function sayDecimalOrWhole(value: number, style: NumberStyle): string {
  return Number.isInteger(value) ? wholeUnderThousand(value, style) : sayDecimal(value, style);
}

/** 8.6 -> "eight-point-six", 12.5 -> "12-point-five": the part before the point follows the whole-number rule. */
export function sayDecimal(value: number, style: NumberStyle): string {
  const [whole, fraction] = String(value).split('.');
  const head = sayAmount(Number(whole), style);
  if (!fraction) return head;
  return `${head}-${decimalToWords(`0.${fraction}`).replace(/^zero-/, '')}`;
}

/** 1 -> "first", 21 -> "21st" with the default limit. */
export function sayOrdinal(n: number, style: NumberStyle): string {
  return n >= 1 && n <= style.spellOutLimit ? ordinalToWords(n) : `${n}${ordinalSuffix(n)}`;
}

export function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

const DENOMINATORS: Record<number, [string, string]> = {
  2: ['half', 'halves'],
  3: ['third', 'thirds'],
  4: ['quarter', 'quarters'],
  5: ['fifth', 'fifths'],
  6: ['sixth', 'sixths'],
  8: ['eighth', 'eighths'],
  10: ['tenth', 'tenths'],
};

/** 1/2 -> "one-half", 3/4 -> "three-quarters"; undefined when the pair is not a common fraction. */
export function sayFraction(numerator: number, denominator: number): string | undefined {
  const names = DENOMINATORS[denominator];
  if (!names || numerator < 1 || numerator >= denominator) return undefined;
  return `${integerToWords(numerator)}-${numerator === 1 ? names[0] : names[1]}`;
}

export const FRACTION_DENOMINATORS = Object.keys(DENOMINATORS).map(Number);
