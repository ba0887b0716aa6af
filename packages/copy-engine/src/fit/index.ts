export { fitToReadTime, READ_TIME_TOLERANCE } from './read-time';
export type { ReadTimeFit } from './read-time';
export { fitToChars, fitToRange, xLength, SOCIAL_RANGES } from './chars';
export type { RangeFit, SocialLength } from './chars';
export { formatOptionLines, optionLabel } from './option-lines';
