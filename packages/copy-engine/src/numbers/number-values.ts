/**
 * Finds every number in a text with its value, whatever the written form, so the fact check can
 * ask "is this number in the source?": "$6,000,000", "six-million dollars" and "6 million dollars"
 * are the same fact.
 */
import { AMOUNT, ORDINAL_WORDS, WORD } from './number-patterns';
import { LETTER_SCALES, SCALE_VALUES, ordinalWordsToNumber, parseOrdinal, wordsToNumber } from './number-words';
import { FRACTION_DENOMINATORS } from './broadcast-format';
import { MONTH_PATTERN, monthNumber } from './us-places';

export type NumberKind = 'number' | 'year' | 'date' | 'time' | 'ordinal' | 'fraction' | 'phone';
export type NumberUnit = 'dollars' | 'cents' | 'percent';

export interface FoundNumber {
  kind: NumberKind;
  /** The numeric value; for a date, month * 100 + day; for a time, minutes after midnight. */
  value: number;
  unit?: NumberUnit;
  date?: { month: number; day: number; year?: number };
  text: string;
  start: number;
  end: number;
}

const UNIT = '(?:\\s?%|[\\s-]?percent\\b|[\\s-]?per cent\\b|\\s?¢|[\\s-]cents?\\b|[\\s-]dollars?\\b)';

interface Scanner {
  kind: NumberKind;
  pattern: RegExp;
  read(m: RegExpExecArray): Omit<FoundNumber, 'text' | 'start' | 'end'> | undefined;
}

function unitOf(text: string): NumberUnit | undefined {
  if (/%|percent|per cent/i.test(text)) return 'percent';
  if (/¢|cent/i.test(text)) return 'cents';
  if (/\$|dollar/i.test(text)) return 'dollars';
  return undefined;
}

// Earlier scanners win where matches overlap: a date's day is not also a bare number.
const SCANNERS: Scanner[] = [
  {
    kind: 'phone',
    pattern: /(?:\(\d{3}\)\s?|\b\d{3}[-.])\d{3}[-.]\d{4}\b/g,
    read: (m) => ({ kind: 'phone', value: Number(m[0].replace(/\D/g, '')) }),
  },
  {
    kind: 'date',
    pattern: new RegExp(
      `\\b(${MONTH_PATTERN})\\s+(\\d{1,2}(?:st|nd|rd|th)?\\b|${ORDINAL_WORDS}\\b)(?:,?\\s+(\\d{4})\\b)?`,
      'g',
    ),
    read: (m) => {
      const month = monthNumber(m[1]);
      const day = parseOrdinal(m[2]) ?? ordinalWordsToNumber(m[2]) ?? Number(m[2]);
      if (!month || !day || day > 31) return undefined;
      return { kind: 'date', value: month * 100 + day, date: { month, day, ...(m[3] ? { year: Number(m[3]) } : {}) } };
    },
  },
  {
    kind: 'time',
    pattern: /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?[\s-]?m\b\.?/gi,
    read: (m) => {
      const hour = (Number(m[1]) % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0);
      return { kind: 'time', value: hour * 60 + Number(m[2] ?? 0) };
    },
  },
  {
    kind: 'time',
    pattern: new RegExp(`\\b(${WORD})(?:-(oh-)?(${WORD}(?:-${WORD})?))?\\s+([ap])[-.]?m\\b\\.?`, 'gi'),
    read: (m) => {
      const hourWords = wordsToNumber(m[1]);
      const minutes = m[3] ? wordsToNumber(m[3]) : 0;
      if (hourWords === undefined || minutes === undefined || hourWords > 12) return undefined;
      const hour = (hourWords % 12) + (m[4].toLowerCase() === 'p' ? 12 : 0);
      return { kind: 'time', value: hour * 60 + minutes };
    },
  },
  {
    kind: 'fraction',
    pattern: /\b(\d{1,2})\/(\d{1,2})\b(?!\/)/g,
    read: (m) => {
      const [a, b] = [Number(m[1]), Number(m[2])];
      if (a < b && FRACTION_DENOMINATORS.includes(b)) return { kind: 'fraction', value: a / b };
      if (a >= 1 && a <= 12 && b >= 1 && b <= 31)
        return { kind: 'date', value: a * 100 + b, date: { month: a, day: b } };
      return undefined;
    },
  },
  {
    kind: 'fraction',
    pattern:
      /\b(one|two|three|four|five|seven|nine)[\s-](half|halves|thirds?|quarters?|fourths?|fifths?|eighths?|tenths?)\b/gi,
    read: (m) => {
      const denominators: Record<string, number> = {
        half: 2,
        halve: 2,
        third: 3,
        quarter: 4,
        fourth: 4,
        fifth: 5,
        eighth: 8,
        tenth: 10,
      };
      const d = denominators[m[2].toLowerCase().replace(/s$/, '')];
      const n = wordsToNumber(m[1]);
      return d && n ? { kind: 'fraction', value: n / d } : undefined;
    },
  },
  {
    kind: 'ordinal',
    pattern: /\b(\d+)(?:st|nd|rd|th)\b/g,
    read: (m) => ({ kind: 'ordinal', value: Number(m[1]) }),
  },
  {
    kind: 'number',
    // "$4.7M", "$250K": a money figure with headline shorthand for its scale.
    pattern: new RegExp(`(\\$\\s?)?(?<![\\w.])(${AMOUNT})(?:(?<=\\d)([KMB])\\b|\\b)(${UNIT})?`, 'gi'),
    read: (m) => {
      const words = wordsToNumber(m[2].replace(/-point-/gi, ' point '));
      if (words === undefined) return undefined;
      const scale = m[1] && m[3] ? SCALE_VALUES[LETTER_SCALES[m[3].toUpperCase()]] : 1;
      const value = words * scale;
      const unit = unitOf(`${m[1] ?? ''}${m[4] ?? ''}`);
      const isYear = !unit && /^\d{4}$/.test(m[2]) && value >= 1000 && value <= 2099;
      return { kind: isYear ? 'year' : 'number', value, ...(unit ? { unit } : {}) };
    },
  },
];

/** Every number in the text, in order of position, with kind, value, unit and (start, end). */
export function findNumbers(text: string): FoundNumber[] {
  const found: FoundNumber[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
  for (const scanner of SCANNERS) {
    scanner.pattern.lastIndex = 0;
    for (let m = scanner.pattern.exec(text); m; m = scanner.pattern.exec(text)) {
      if (m[0].length === 0) {
        scanner.pattern.lastIndex++;
        continue;
      }
      // Trailing separators ("six million dollars." or "12-") are not part of the number.
      const raw = m[0].replace(/[\s-]+$/, '');
      const start = m.index;
      const end = start + raw.length;
      if (overlaps(start, end)) continue;
      const read = scanner.read(m);
      if (!read) continue;
      taken.push([start, end]);
      found.push({ ...read, text: raw, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export { SCALE_VALUES };
