export { writeVosot, formatVosot, UNNAMED } from './vosot';
export type { VosotInput, VosotResult, VosotSections, SoundOnTape, VosotTarget, StoryStyle } from './vosot';
