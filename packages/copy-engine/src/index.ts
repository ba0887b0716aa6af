// The newsroom copy engine: pure functions, no I/O. Number style (broadcast and AP), text analysis
// (sentences, read time, names, quotations); fitting, checks and the offline writers build on these.
export * from './numbers';
export { splitSentences } from './text/sentences';
export type { Sentence } from './text/sentences';
export {
  countSpokenWords,
  integerWordCount,
  readSeconds,
  wordsForSeconds,
  stripCrewText,
  DEFAULT_WORDS_PER_MINUTE,
  TYPICAL_WORDS_PER_MINUTE,
  DEFAULT_READING_RATE,
} from './text/read-time';
export type { ReadingRate } from './text/read-time';
export { findQuotations, findNames, inCue, outCue, TITLES } from './text/names-quotes';
export type { Quotation, FoundName } from './text/names-quotes';
export * from './fit';
export * from './checks';
export * from './writers/simplify';
export { toBroadcastForm, markPause, markEmphasis, PAUSE_MARK } from './style/broadcast-form';
export type { BroadcastFormOptions } from './style/broadcast-form';
export { splitLongSentence } from './style/joints';
export { toConversational, toConcise, toActive } from './style/tones';
export { toApStyle, apTitles, dateline } from './style/ap-style';
export type { ApStyleOptions } from './style/ap-style';
export * from './writers/vosot';
export * from './writers/tease';
export * from './writers/banner';
export * from './writers/social';
export * from './writers/article';
export * from './writers/coach';
