export { writeTeases } from './tease';
export type { TeaseInput, TeaseResult, TeaseStyle } from './tease';
export { teaseTopic } from './topic';
export type { TeaseTopic } from './topic';
