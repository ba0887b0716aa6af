/** Regular-expression sources for amounts as written in figures or words, shared by the readers and the AP rewriter. */
import { NUMBER_WORDS } from './number-words';

export const WORD = `(?:${NUMBER_WORDS.join('|')})`;
export const NUMERAL = '(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?';
/**
 * A spelled or broadcast-style amount: "forty-five", "six-million", "45-hundred",
 * "two-point-five-billion", "four-thousand-523". Words join with spaces or hyphens; a figure joins
 * on only after a word, so "7-2" is a tally of two numbers (not 9) and "in 1999 12 people" is two.
 * "and" never joins: neither style writes "one hundred and twenty".
 */
export const AMOUNT = `(?:${NUMERAL}|${WORD})(?:(?:[\\s-]+|-point-|\\s+point\\s+)${WORD}|(?<=[a-z])-${NUMERAL})*`;
export const ORDINAL_WORDS =
  '(?:(?:twenty|thirty)[\\s-])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)';
