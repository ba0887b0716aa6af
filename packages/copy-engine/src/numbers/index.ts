/** Number style: broadcast and AP rewrites, number words, and number values for the fact check. */
export type { NumberStyle, SpellOutLimit } from './style-settings';
export { DEFAULT_NUMBER_STYLE, DEFAULT_ACRONYMS_SAID_AS_WORDS, resolveNumberStyle } from './style-settings';
export { integerToWords, decimalToWords, ordinalToWords, parseOrdinal, wordsToNumber } from './number-words';
export { toBroadcastNumbers } from './broadcast-numbers';
export { sayAmount, sayDecimal, sayOrdinal, sayFraction } from './broadcast-format';
export { toApNumbers, apFigure } from './ap-numbers';
export { NUMBERED_NAME_WORDS } from './ap-figures';
export { findNumbers } from './number-values';
export type { FoundNumber, NumberKind, NumberUnit } from './number-values';
export { spellOutStates, MONTHS, AP_MONTHS, MONTH_PATTERN, monthNumber } from './us-places';
