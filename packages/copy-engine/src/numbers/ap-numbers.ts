/** Rewrites numbers, dates, times and states in running text to AP style (the digital article). */
import { AMOUNT, ORDINAL_WORDS, WORD } from './number-patterns';
import { integerToWords, ordinalWordsToNumber, parseOrdinal, wordsToNumber } from './number-words';
import { ProtectedSpans } from './protected-spans';
import { AP_MONTHS, MONTH_PATTERN, monthNumber, spellOutStates } from './us-places';

const withCommas = (n: number) => {
  const [whole, fraction] = String(n).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
};

/** 4500 -> "4,500", 6000000 -> "6 million", 2500000000 -> "2.5 billion". */
export function apFigure(value: number): string {
  for (const [scale, name] of [
    [1e12, 'trillion'],
    [1e9, 'billion'],
    [1e6, 'million'],
  ] as const) {
    const mantissa = value / scale;
    if (mantissa >= 1 && Math.abs(mantissa * 100 - Math.round(mantissa * 100)) < 1e-9) {
      return `${Number(mantissa.toFixed(2))} ${name}`;
    }
  }
  return withCommas(value);
}

const readAmount = (text: string) => wordsToNumber(text.replace(/-point-/gi, ' point '));
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Pass = (text: string, held: ProtectedSpans) => string;

const PASSES: Pass[] = [
  // Scores, votes and records keep their figures in AP style, small ones too: "won 5-3", "voted 7-2".
  (t, held) => t.replace(/(?<![\w.,-])\d{1,3}-\d{1,3}(?![\w.,]?\d|-|\w)/g, (m) => held.hold(m)),
  // Times: "3:30 PM" -> "3:30 p.m.", "three-thirty p-m" -> "3:30 p.m.".
  (t, held) =>
    t.replace(/\b(\d{1,2})(:\d{2})?\s*([ap])\.?\s?m\b\.?/gi, (m, h: string, min: string | undefined, ap: string) =>
      held.hold(`${Number(h)}${min && min !== ':00' ? min : ''} ${ap.toLowerCase()}.m.`),
    ),
  (t, held) =>
    t.replace(
      new RegExp(`\\b(${WORD})(?:-(?:oh-)?(${WORD}(?:-${WORD})?))?\\s+([ap])-m\\b`, 'gi'),
      (m, h: string, min: string | undefined, ap: string) => {
        const hour = wordsToNumber(h);
        const minutes = min ? wordsToNumber(min) : 0;
        if (hour === undefined || minutes === undefined || hour > 12) return m;
        const mm = minutes ? `:${String(minutes).padStart(2, '0')}` : '';
        return held.hold(`${hour}${mm} ${ap.toLowerCase()}.m.`);
      },
    ),
  // Dates: "January 5" -> "Jan. 5", "Dec. 7th" / "December seventh" -> "Dec. 7".
  (t, held) =>
    t.replace(
      new RegExp(`\\b(${MONTH_PATTERN})\\s+(\\d{1,2}(?:st|nd|rd|th)?\\b|${ORDINAL_WORDS}\\b)`, 'g'),
      (m, month: string, day: string) => {
        const n = monthNumber(month);
        const d = parseOrdinal(day) ?? ordinalWordsToNumber(day) ?? Number(day);
        return n && d && d <= 31 ? held.hold(`${AP_MONTHS[n - 1]} ${d}`) : m;
      },
    ),
  // AP spells out a number that starts a sentence, except a year.
  (t, held) =>
    t.replace(
      /(^|[.!?]["”]?\s+)(\d{1,3}(?:,\d{3})+|\d+)(?![\d:/.,%]|,\d|\s?(?:a|p)\.?m\b)/g,
      (m, lead: string, n: string) => {
        const value = Number(n.replace(/,/g, ''));
        if (/^\d{4}$/.test(n) && value >= 1000 && value <= 2099) return m;
        return lead + held.hold(capitalise(integerToWords(value)));
      },
    ),
  // Percentages always take figures and the sign: "60 percent" / "eight-point-six percent" -> "60%" / "8.6%".
  (t, held) =>
    t.replace(new RegExp(`(?<![\\w.])(${AMOUNT})[\\s-]?(?:percent|per cent)\\b`, 'gi'), (m, amount: string) => {
      const value = readAmount(amount);
      return value === undefined ? m : held.hold(`${withCommas(value)}%`);
    }),
  // Money takes "$" and figures: "six-million dollars" -> "$6 million".
  (t, held) =>
    t.replace(new RegExp(`(?<![\\w.$])(${AMOUNT})[\\s-]dollars?\\b`, 'gi'), (m, amount: string) => {
      const value = readAmount(amount);
      return value === undefined ? m : held.hold(`$${apFigure(value)}`);
    }),
  // Cents take figures: "50-cents" / "fifty cents" -> "50 cents".
  (t, held) =>
    t.replace(new RegExp(`(?<![\\w.$])(${AMOUNT})[\\s-](cents?)\\b`, 'gi'), (m, amount: string, cents: string) => {
      const value = readAmount(amount);
      return value === undefined ? m : held.hold(`${value} ${cents}`);
    }),
  // Spelled amounts of 10 and up become figures: "forty-five" -> "45", "45-hundred" -> "4,500".
  (t, held) =>
    t.replace(new RegExp(`(?<![\\w.])(${AMOUNT})\\b`, 'gi'), (m, amount: string) => {
      if (/^\d+$/.test(amount)) return m;
      const value = readAmount(amount);
      if (value === undefined || value < 10) return m;
      return held.hold(apFigure(value));
    }),
  // Figures one to nine standing alone are spelled out; ages, money, percentages and measures keep figures.
  (t) =>
    t.replace(
      /(?<![\w.,$:/-])([1-9])(?![\w%:/]|[.,]\d|-year|\s+(?:years?|months?|weeks?|days?)[\s-]old|\s?(?:inches|inch|feet|foot|ft|miles?|pounds?|lbs?|percent)\b)/g,
      (_m, n: string) => integerToWords(Number(n)),
    ),
];

/**
 * AP style: figures from 10 up, one to nine spelled out standing alone (not in scores and votes), a spelled number at the
 * start of a sentence (not a year), "%" with figures, Jan./Feb./Aug./Sept./Oct./Nov./Dec. with a
 * date (March to July in full), no ordinal suffix on dates, a.m./p.m., state names spelled out.
 */
export function toApNumbers(text: string): string {
  const held = new ProtectedSpans();
  let out = text;
  for (const pass of PASSES) out = pass(out, held);
  return spellOutStates(held.restore(out));
}
