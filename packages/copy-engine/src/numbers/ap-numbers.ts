/** Rewrites numbers, dates, times and states in running text to AP style (the digital article). */
import { AMOUNT, ORDINAL_WORDS, WORD } from './number-patterns';
import { integerToWords, ordinalWordsToNumber, parseOrdinal, wordsToNumber } from './number-words';
import { ProtectedSpans } from './protected-spans';
import { apFigures } from './ap-figures';
import { holdProtected } from '../style/protect';
import { AP_MONTHS, MONTH_PATTERN, monthNumber, spellOutStates } from './us-places';
import { capitalise } from '../text/strings';
import { isNonFinalPeriod } from '../text/sentences';

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

/** "thousand" with no number before it ("several thousand pills", "a few hundred dollars") is no figure. */
const BARE_SCALE = /^(?:hundreds?|thousands?|millions?|billions?|trillions?)$/i;

/** A sentence start, then an amount in figures or words, with "$" or a unit: see the pass below. */
const START_AMOUNT = new RegExp(
  `(^|[.!?]["”]?\\s+)(\\$\\s?)?(${AMOUNT})(\\s?%|[\\s-]?per\\s?cent\\b|[\\s-]cents?\\b|[\\s-]dollars?\\b)?` +
    // Not a time, date, fraction, score or the first figure of a decimal or a longer number.
    `(?![\\d:/]|[.,]\\d|-\\d|\\s?[ap]\\.?m\\b|[a-z])`,
  'gi',
);

type Unit = 'dollars' | 'percent' | 'cents' | undefined;

function unitOf(text: string | undefined): Unit {
  if (!text) return undefined;
  if (/%|per\s?cent/i.test(text)) return 'percent';
  return /cent/i.test(text) ? 'cents' : 'dollars';
}

/** Digits after a point read one by one: 4.75 -> "four point seven five". */
function decimalWords(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const head = integerToWords(Number(whole));
  return fraction ? `${head} point ${[...fraction].map((d) => integerToWords(Number(d))).join(' ')}` : head;
}

const SCALE_NAMES: Record<number, string> = { 1e6: 'million', 1e9: 'billion', 1e12: 'trillion' };

/** An amount as AP spells it at the start of a sentence: 4700000 dollars -> "four point seven million dollars". */
function spellForStart(value: number, unit: Unit): string {
  if (unit === 'dollars' && !Number.isInteger(value) && value < 1e6) {
    const dollars = Math.floor(value);
    const cents = Math.round((value - dollars) * 100);
    return `${integerToWords(dollars)} ${dollars === 1 ? 'dollar' : 'dollars'} and ${integerToWords(cents)} cents`;
  }
  // "4.7 million" stays a short decimal before its scale word; 1,234,567 is read in full.
  const scale = [1e12, 1e9, 1e6].find((s) => value >= s);
  const mantissa = scale ? Number((value / scale).toPrecision(12)) : 0;
  const short = scale && !Number.isInteger(mantissa) && Number.isInteger(mantissa * 100);
  const words = short
    ? `${decimalWords(mantissa)} ${SCALE_NAMES[scale]}`
    : Number.isInteger(value)
      ? integerToWords(value)
      : decimalWords(value);
  const noun =
    unit === 'dollars' ? (value === 1 ? 'dollar' : 'dollars') : unit === 'cents' && value === 1 ? 'cent' : unit;
  return noun ? `${words} ${noun}` : words;
}

type Pass = (text: string, held: ProtectedSpans) => string;

const PASSES: Pass[] = [
  // Quotations are the speaker's words and crew text is not copy: neither is restyled.
  (t, held) => holdProtected(t, (piece) => held.hold(piece)),
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
  // AP spells out a number that starts a sentence, except a year: "12 people died" -> "Twelve people
  // died", "$4.7 million was" -> "Four point seven million dollars was", "60% of" -> "Sixty percent of".
  // Held, so the passes below (figures from 10 up, "%", "$") cannot turn it back into figures.
  (t, held) =>
    t.replace(
      START_AMOUNT,
      (m, lead: string, dollar: string | undefined, amount: string, unit: string | undefined, ...rest) => {
        // "upset No. 19 Oster Ridge": the period of an abbreviation starts no sentence.
        const [offset, whole] = rest as [number, string];
        if (lead.startsWith('.') && isNonFinalPeriod(whole, offset, true)) return m;
        const value = readAmount(amount.replace(/,(?=\d{3})/g, ''));
        if (value === undefined || /^(?:hundred|thousand|million|billion|trillion)\b/i.test(amount)) return m;
        const isYear = !dollar && !unit && /^\d{4}$/.test(amount) && value >= 1000 && value <= 2099;
        if (isYear) return m;
        // The source's own words stay ("Twelve homes"); figures and broadcast compounds are respelled.
        const plainWords = !/\d|point|-(?:hundred|thousand|million|billion|trillion)/i.test(amount);
        const said = plainWords ? `${amount}${unit ?? ''}` : spellForStart(value, dollar ? 'dollars' : unitOf(unit));
        return lead + held.hold(capitalise(said));
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
      return value === undefined || BARE_SCALE.test(amount) ? m : held.hold(`$${apFigure(value)}`);
    }),
  // Cents take figures: "50-cents" / "fifty cents" -> "50 cents".
  (t, held) =>
    t.replace(new RegExp(`(?<![\\w.$])(${AMOUNT})[\\s-](cents?)\\b`, 'gi'), (m, amount: string, cents: string) => {
      const value = readAmount(amount);
      return value === undefined ? m : held.hold(`${value} ${cents}`);
    }),
  // Spelled amounts of 10 and up become figures: "forty-five" -> "45", "45-hundred" -> "4,500" (not at
  // a sentence start: that pass above has held those).
  (t, held) =>
    t.replace(new RegExp(`(?<![\\w.])(${AMOUNT})\\b`, 'gi'), (m, amount: string) => {
      // (Figures already stay as written: "$22.50 an hour" is never "$22.5", panel AJ.)
      if (/^[\d,]*\d(?:\.\d+)?$/.test(amount) || BARE_SCALE.test(amount)) return m;
      const value = readAmount(amount);
      if (value === undefined || value < 10) return m;
      return held.hold(apFigure(value));
    }),
  // Figures one to nine standing alone are spelled out; ages, money, percentages, measures and
  // pairs ("8 to 14 inches", "voted 4 to 1") keep figures.
  (t) =>
    t.replace(
      /(?<![\w.,$:/-]|\d\s+to\s+)([1-9])(?![\w%:/]|[.,]\d|\s+to\s+\d|-year|\s+(?:years?|months?|weeks?|days?)[\s-]old|\s?(?:inches|inch|feet|foot|ft|miles?|pounds?|lbs?|percent)\b)/g,
      (_m, n: string) => integerToWords(Number(n)),
    ),
];

/**
 * AP style: figures from 10 up, one to nine spelled out standing alone (not in scores and votes), a spelled number at the
 * start of a sentence (not a year), "%" with figures, Jan./Feb./Aug./Sept./Oct./Nov./Dec. with a
 * date (March to July in full), no ordinal suffix on dates, a.m./p.m., state names spelled out,
 * and figures in numbered names, addresses and ages ("Route 9", "9 Elm Street", "a 9-year-old").
 * Quotations and crew text are left exactly as written.
 */
export function toApNumbers(text: string): string {
  const held = new ProtectedSpans();
  let out = text;
  for (const pass of PASSES) out = pass(out, held);
  // States before restoring, so a quotation's own "Ga." stays as the speaker's words.
  return apFigures(held.restore(spellOutStates(out)));
}
