/**
 * The words of days, months and parts of a day, once, for every writer that holds a time back or
 * reads one ("since November eighteenth", "Late Tuesday night", "Early Sunday Destroys Barn").
 * Each pattern matches a whole lower-case word.
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Months written out and as the wire abbreviates them ("Sept", "Dec"). */
export const MONTH_WORDS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
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
];
/** Parts of a day. */
export const DAY_PARTS = ['morning', 'afternoon', 'evening', 'night', 'overnight'];
/** Days said from today. */
export const NEAR_DAYS = ['today', 'tonight', 'tomorrow'];

/** A whole word of the lists. */
export const wordOf = (...lists: readonly string[][]): RegExp => new RegExp(`^(?:${lists.flat().join('|')})$`);

/** A weekday or a month: "Tuesday", "Dec". */
export const DAY_OR_MONTH = wordOf(WEEKDAYS, MONTH_WORDS);
