export { simplifyPrompt } from './simplify.prompt';
export { vosotPrompt, VOSOT_FORMAT } from './vosot.prompt';
export { teasePrompt } from './tease.prompt';
export { bannerPrompt } from './banner.prompt';
export { articlePrompt } from './article.prompt';
export { socialPrompt } from './social.prompt';
export { coachPrompt } from './coach.prompt';
export { WORDS_PER_MINUTE, wordsFor } from './house-style';
