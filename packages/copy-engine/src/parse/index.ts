// English parsing for the writers and the checks: parts of speech (wink-nlp), complete-sentence
// tests, compression, attribution, splitting for the ear and first references.
export { tag } from './tagger';
export type { Token, Pos } from './tagger';
export { fragmentReason, hasFiniteVerb, inCompound, isFiniteVerb, isNounish, SPEECH_VERBS } from './grammar';
export type { FragmentReason } from './grammar';
export { compressSentence } from './compress';
export type { CompressionLevel } from './compress';
export { attributionFirst, findTrailingAttribution, sayFor } from './attribution';
export type { Attribution } from './attribution';
export { splitForEar } from './split';
export { liftAsides } from './lift';
export { pastOf, presentOf } from './verb-forms';
export type { LiftedSentence } from './lift';
export {
  findOrphanReferences,
  namePronounSpeakers,
  personReferences,
  restoreFirstReferences,
  writtenAsCommonNoun,
} from './references';
export type { Orphan, PersonReference } from './references';
export * from './headline';
