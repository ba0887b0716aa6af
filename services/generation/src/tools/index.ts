import type { GenerationTool } from '@newsroom/contracts';
import { articleTool } from './article.tool';
import { bannerTool } from './banner.tool';
import { coachTool } from './coach.tool';
import { simplifyTool } from './simplify.tool';
import { socialTool } from './social.tool';
import { teaseTool } from './tease.tool';
import type { ToolWriter } from './tool-writer';
import { vosotTool } from './vosot.tool';

export type { ChatPrompt, ToolOutput, ToolWriter } from './tool-writer';
export { simplifyTool, vosotTool, teaseTool, bannerTool, articleTool, socialTool, coachTool };
export { parseOptions, cleanModelAnswer, stripMarkdown } from './utils/model-answer.util';
export { parseVosot } from './utils/vosot-answer.util';
export { parseTeases } from './tease.tool';

/** Every copy tool by name: one writer per job type. */
export const TOOL_WRITERS: { [T in GenerationTool]: ToolWriter<T> } = {
  simplify: simplifyTool,
  vosot: vosotTool,
  tease: teaseTool,
  banner: bannerTool,
  article: articleTool,
  social: socialTool,
  coach: coachTool,
};
