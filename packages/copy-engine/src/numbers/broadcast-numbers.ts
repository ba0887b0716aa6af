/** Rewrites the numbers in running text the way an anchor reads them (house broadcast style). */
import { sayAmount, sayFraction, sayOrdinal } from './broadcast-format';
import { applyBroadcastWordRules } from './broadcast-words';
import { integerToWords, LETTER_SCALES, ordinalToWords, SCALE_VALUES } from './number-words';
import { ProtectedSpans } from './protected-spans';
import { holdProtected } from '../style/protect';
import { NumberStyle, resolveNumberStyle } from './style-settings';
import { MONTH_PATTERN, MONTHS, monthNumber } from './us-places';

const NUM = '(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?';
const SCALE = '(thousand|million|billion|trillion)';
const num = (whole: string, fraction = '') => Number(whole.replace(/,/g, '') + fraction);
/** Headline shorthand for a scale: "$4.7M", "$250K", "$1.2B". */
const SCALE_LETTER = '([KMB])\\b';

/** A p.m./a.m. that ends a sentence keeps its period as the full stop. */
function keepsStop(after: string): boolean {
  // "9 p.m. Tuesday" goes on: a day, month or time zone after the time belongs to it.
  if (
    /^\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Eastern|Central|Mountain|Pacific|ET|CT|MT|PT)\b/.test(
      after,
    )
  ) {
    return false;
  }
  // A capital or a held quotation ("11 p.m. \"The voters have spoken,\" she said") opens the next sentence.
  return after.trim() === '' || /^\s+["“]?(?:[A-Z]|\uE000)/.test(after);
}

function sayTime(hour: number, minutes: number): string {
  const h = integerToWords(hour);
  if (minutes === 0) return h;
  if (minutes < 10) return `${h}-oh-${integerToWords(minutes)}`;
  return `${h}-${integerToWords(minutes)}`;
}

function sayDate(month: number, day: number): string {
  return `${MONTHS[month - 1]} ${ordinalToWords(day)}`;
}

type Pass = (text: string, style: NumberStyle, held: ProtectedSpans) => string;

const PASSES: Pass[] = [
  // Phone numbers are read digit group by digit group: leave them as written.
  (t, _s, held) => t.replace(/(?:\(\d{3}\)\s?|\b\d{3}[-.])\d{3}[-.]\d{4}\b/g, (m) => held.hold(m)),
  // A quotation is the speaker's words, verbatim (the fact check compares it character for
  // character), and crew text is not read: no later pass or word rule may touch either. After the
  // phone pass, so the "(555)" of a phone number is not taken for crew text.
  (t, _s, held) => holdProtected(t, (piece) => held.hold(piece)),
  // Times: "3:30 p.m." -> "three-thirty p-m".
  (t, _s, held) =>
    t.replace(
      /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?/gi,
      (m, h: string, min: string | undefined, ap: string, offset: number, all: string) => {
        const stop = m.endsWith('.') && keepsStop(all.slice(offset + m.length)) ? '.' : '';
        return held.hold(`${sayTime(Number(h), Number(min ?? 0))} ${ap.toLowerCase()}-m${stop}`);
      },
    ),
  // A race time: "2:38:51" -> "two hours, 38 minutes and 51 seconds", never a clock time with ":51".
  (t, s, held) =>
    t.replace(/\b(\d{1,2}):([0-5]\d):([0-5]\d)\b/g, (_m, h: string, min: string, sec: string) => {
      const unit = (n: number, name: string) => `${sayAmount(n, s)} ${name}${n === 1 ? '' : 's'}`;
      return held.hold(`${unit(Number(h), 'hour')}, ${unit(Number(min), 'minute')} and ${unit(Number(sec), 'second')}`);
    }),
  // A clock time without a.m./p.m. ("kickoff at 7:05") is still read as a time, never as "seven:zero-five".
  (t, _s, held) =>
    t.replace(/\b(\d{1,2}):([0-5]\d)\b/g, (m, h: string, min: string) =>
      Number(h) <= 24 ? held.hold(sayTime(Number(h), Number(min))) : m,
    ),
  // Dates: "Dec. 7", "December 7th" -> "December seventh"; a following year stays in figures.
  (t, _s, held) =>
    t.replace(
      new RegExp(`\\b(${MONTH_PATTERN})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'g'),
      (m, month: string, day: string) => {
        const n = monthNumber(month);
        return n && Number(day) <= 31 ? held.hold(sayDate(n, Number(day))) : m;
      },
    ),
  // A tally, score or range: "voted 7-2" -> "seven to two", "ages 5-10" -> "five to ten". Not
  // "F-16", "I-75", "9-1-1" or a numeric date, which other passes and word rules read.
  (t, s, held) =>
    t.replace(/(?<![\w.,-])(\d{1,3})-(\d{1,3})(?![\w.,]?\d|-|\w)/g, (_m, a: string, b: string) =>
      held.hold(`${sayAmount(Number(a), s)} to ${sayAmount(Number(b), s)}`),
    ),
  // A season record ("14-4-2", "10-3-1") is read as written, a figure at a time.
  (t, _s, held) =>
    t.replace(/(?<![\w.,-])\d{1,3}(?:-\d{1,3}){2,}(?![\w-])/g, (m) => (/\d{2}/.test(m) ? held.hold(m) : m)),
  // A score, vote or range written "12 to 1" reads as one kind of number: both spelled when one is
  // one to eleven and the other is under 21 ("twelve to one"), never "12 to one".
  (t, s, held) =>
    t.replace(
      /(?<![\w.,$-])(\d{1,2}) to (\d{1,2})(?![\w.,]?\d|[\w%-]|\s+(?:inch|inches|feet|foot|miles?|degrees|percent|pounds?|years?|months?|weeks?|days?|hours?|minutes?)\b)/g,
      (m, a: string, b: string) => {
        const [x, y] = [Number(a), Number(b)];
        const small = (n: number) => n >= 1 && n <= s.spellOutLimit;
        const mixed = (small(x) && !small(y)) || (small(y) && !small(x));
        return mixed && Math.max(x, y) <= 20 ? held.hold(`${integerToWords(x)} to ${integerToWords(y)}`) : m;
      },
    ),
  // Fractions first (1/2, 3/4), then numeric dates (12/7, 12/7/2026).
  (t, _s, held) =>
    t.replace(
      /\b(?:(\d+)\s+)?(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g,
      (m, whole: string | undefined, a: string, b: string, year: string | undefined) => {
        const fraction = year ? undefined : sayFraction(Number(a), Number(b));
        if (fraction) {
          const lead = whole ? `${integerToWords(Number(whole))}-and-` : '';
          return held.hold(lead + fraction);
        }
        const month = Number(a);
        const day = Number(b);
        if (month < 1 || month > 12 || day < 1 || day > 31) return m;
        const date = sayDate(month, day) + (year ? `, ${year.length === 2 ? `20${year}` : year}` : '');
        return (whole ? `${whole} ` : '') + held.hold(date);
      },
    ),
  // Money: "$6,000,000" -> "six-million dollars", "$2.5 billion" -> "two-point-five-billion dollars";
  // before the noun it describes, the compound adjective: "a $4.7 million plan" -> "a
  // four-point-seven-million-dollar plan".
  (t, s, held) =>
    t.replace(
      new RegExp(`\\$\\s?${NUM}(?:[\\s-]${SCALE}\\b|${SCALE_LETTER})?`, 'g'),
      (
        m: string,
        w: string,
        f: string | undefined,
        word: string | undefined,
        letter: string | undefined,
        offset: number,
        text: string,
      ) => {
        const scale = word ?? (letter ? LETTER_SCALES[letter] : undefined);
        const amount = num(w, f) * (scale ? SCALE_VALUES[scale] : 1);
        if (!scale && f && f.length === 3 && /^\.\d\d$/.test(f) && !Number.isInteger(amount)) {
          const dollars = Math.floor(amount);
          const cents = Math.round((amount - dollars) * 100);
          // "$1.50" is "one dollar and 50 cents", never "one dollars".
          const unit = dollars === 1 ? 'dollar' : 'dollars';
          return held.hold(
            `${sayAmount(dollars, s)} ${unit} and ${sayAmount(cents, s)} ${cents === 1 ? 'cent' : 'cents'}`,
          );
        }
        if (modifiesNoun(text.slice(0, offset), text.slice(offset + m.length))) {
          return held.hold(`${sayAmount(amount, s)}-dollar`);
        }
        return held.hold(`${sayAmount(amount, s)} ${amount === 1 ? 'dollar' : 'dollars'}`);
      },
    ),
  // Percent: "60%" -> "60 percent", "8.6%" -> "eight-point-six percent". Never "60-percent": it is
  // a number and a word, read as two, not a compound.
  (t, s, held) =>
    t.replace(
      new RegExp(`\\b${NUM}\\s?(?:%|-?\\s?percent\\b|\\s?per cent\\b)`, 'g'),
      (_m, w: string, f: string | undefined) => held.hold(`${sayAmount(num(w, f), s)} percent`),
    ),
  // Cents: "50¢" -> "50 cents" (no hyphen, as with percent).
  (t, s, held) =>
    t.replace(/\b(\d+)\s?¢/g, (_m, n: string) =>
      held.hold(`${sayAmount(Number(n), s)} ${n === '1' ? 'cent' : 'cents'}`),
    ),
  // Figures with a scale word: "2.5 million" -> "two-point-five-million".
  (t, s, held) =>
    t.replace(new RegExp(`\\b${NUM}[\\s-]${SCALE}\\b`, 'g'), (_m, w: string, f: string | undefined, scale: string) =>
      held.hold(sayAmount(num(w, f) * SCALE_VALUES[scale], s)),
    ),
  // Ordinals: "1st" -> "first"; above the limit they stay ("21st").
  (t, s, held) => t.replace(/\b(\d+)(?:st|nd|rd|th)\b/g, (_m, n: string) => held.hold(sayOrdinal(Number(n), s))),
  // Addresses: "1600 Pennsylvania Avenue" keeps its figures (small house numbers are still spelled).
  (t, s, held) =>
    t.replace(
      /\b(\d+)(?=(?:\s+[A-Z][a-z]+){1,3}\s+(?:Street|Avenue|Road|Boulevard|Drive|Lane|Way|Court|Place|Parkway|Highway)\b)/g,
      (m) => (Number(m) <= s.spellOutLimit ? m : held.hold(m)),
    ),
  // Everything else: "4,500" -> "45-hundred", "8.6" -> "eight-point-six", "7" -> "seven"; years stay.
  (t, s, held) =>
    // A figure glued to letters is a name or a code ("Class 3A", "B12", "4x4"): read as written.
    t.replace(
      new RegExp(`(?<![\\d.,A-Za-z])${NUM}(?![\\d]|\\.\\d|[A-Za-z])`, 'g'),
      (m, w: string, f: string | undefined) => {
        const value = num(w, f);
        const isYear = !f && /^\d{4}$/.test(w) && value >= s.yearRange.from && value <= s.yearRange.to;
        return held.hold(isYear ? m : sayAmount(value, s));
      },
    ),
];

/** Signs an anchor cannot read, should any survive the passes above (e.g. a bare "%"). */
function removeSigns(text: string): string {
  return text.replace(/\s?%/g, ' percent').replace(/\s?¢/g, ' cents').replace(/\$/g, '');
}

/**
 * Rewrites text for broadcast: spell out one through eleven (house setting), also as the count in
 * a compound ("eleven-hundred"), figures to 999, scale words ("12-thousand-700",
 * "four-point-seven-million"), no $ % ¢ signs, "point" decimals, spelled fractions, "December
 * seventh", years in figures, "three-thirty p-m", initials read letter by letter ("F-B-I") unless
 * said as a word ("NATO"), titles/streets/states spelled out. Quotations and crew text stay as written.
 */
export function toBroadcastNumbers(text: string, style?: Partial<NumberStyle>): string {
  const settings = resolveNumberStyle(style);
  const held = new ProtectedSpans();
  let out = text;
  for (const pass of PASSES) out = pass(out, settings, held);
  // Word rules and sign removal run on the held text, so "p-m" or "F-16" produced above are never
  // re-read as initials, and a quotation keeps its own "$" and "%".
  return held.restore(removeSigns(applyBroadcastWordRules(out, settings)));
}

// Words that can follow an amount without it describing them ("a $5 million in repairs" is not a noun phrase).
const NOT_A_NOUN = new Set(
  (
    'a an the and or but nor of in on at to for from by with as than per each apiece is are was were be been ' +
    'will would could should can may might must has have had do does did this that these those last next ' +
    'more less over under ago so yet after before while when because already too back total'
  ).split(' '),
);

/**
 * An amount describes the noun after it when an article or possessive comes before it and a
 * lowercase word that is not a function word comes after: "the $2 million grant", "its $40 fee".
 */
function modifiesNoun(before: string, after: string): boolean {
  if (!/\b(?:a|an|the|its|their|his|her|our|your|this|that)\s+$/i.test(before)) return false;
  // The noun, or an agency's acronym before it ("a $2.4 million FEMA grant").
  const next = /^[\s-]+([a-z][a-z-]*|[A-Z]{2,}(?=\s+[a-z]))/.exec(after)?.[1];
  return next !== undefined && !NOT_A_NOUN.has(next);
}
