/** Regular-expression sources for amounts as written in figures or words, shared by the readers and the AP rewriter. */
import { NUMBER_WORDS } from './number-words';

export const WORD = `(?:${NUMBER_WORDS.join('|')})`;
export const NUMERAL = '(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?';
/** The words that scale a figure: "12 million", "45-hundred". */
const SCALE = '(?:hundred|thousand|million|billion|trillion)';
/**
 * A spelled or broadcast-style amount: "forty-five", "six-million", "45-hundred",
 * "two-point-five-billion", "four-thousand-523". Words join with spaces or hyphens; a figure joins
 * on only after a word, so "7-2" is a tally of two numbers (not 9) and "in 1999 12 people" is two.
 * After a figure only a scale word joins: "up from about 30 five years ago" is 30, then five (never
 * 35). "and" never joins: neither style writes "one hundred and twenty".
 */
export const AMOUNT = `(?:${NUMERAL}|${WORD})(?:(?<=\\d)[\\s-]+${SCALE}\\b|(?<=[a-z])(?:[\\s-]+|-point-|\\s+point\\s+)${WORD}|(?<=[a-z])-${NUMERAL})*`;
export const ORDINAL_WORDS =
  '(?:(?:twenty|thirty)[\\s-])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)';
