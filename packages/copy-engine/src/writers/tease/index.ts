export { writeTeases } from './tease';
export type { TeaseInput, TeaseResult, TeaseStyle } from './tease';
export { teaseTopic, storyKind } from './topic';
export type { TeaseTopic, StoryKind } from './topic';
