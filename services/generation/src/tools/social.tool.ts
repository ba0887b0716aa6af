import type { CopyCheckReport, SocialRequest } from '@newsroom/contracts';
import { SOCIAL_RANGES, checkCopy, fitToRange, socialFacts, writeSocialPosts, xLength } from '@newsroom/copy-engine';
import { socialPrompt } from '../prompts/social.prompt';
import type { ToolWriter } from './tool-writer';
import { parseOptions } from './utils/model-answer.util';
import { checkOptions } from './utils/option-checks.util';
import { pruneOptions } from './utils/prune.util';

/** Fewer posts than this after verify-and-repair is not a choice for the producer: ask again. */
export const POSTS_TO_KEEP = 2;

/** X counts characters its own way (links 23, emoji 2); the other platforms count plain characters. */
export const socialCount = (platform: SocialRequest['platform']): ((text: string) => number) =>
  platform === 'twitter' ? xLength : (text: string) => text.length;

function checkPost(post: string, request: SocialRequest): CopyCheckReport {
  const { min, max } = SOCIAL_RANGES[request.length];
  // Social copy is written in AP style (figures, %), so no broadcast number check.
  const checks = checkCopy(post, request.newsContent, {
    minChars: min,
    maxChars: max,
    count: socialCount(request.platform),
    numberStyle: 'none',
  });
  return { ...checks, facts: { issues: socialFacts(post, request.newsContent) } };
}

const finish = (posts: string[], request: SocialRequest) => checkOptions(posts, (p) => checkPost(p, request));

/** Social: `text` is `OPTION n:` lines, each post within the length's character range. */
export const socialTool: ToolWriter<'social'> = {
  tool: 'social',

  offline(request) {
    const { options } = writeSocialPosts({
      newsContent: request.newsContent,
      platform: request.platform,
      tone: request.tone,
      length: request.length,
    });
    return finish(options, request);
  },

  prompt: socialPrompt,

  fromModel(raw, request) {
    const { min, max } = SOCIAL_RANGES[request.length];
    const count = socialCount(request.platform);
    // Too long is cut to the range; too short is kept as written and the length check says so,
    // because lengthening would mean adding words the source may not support.
    const posts = parseOptions(raw, 'social post')
      .map((p) => (count(p) > max ? fitToRange(p, min, max, count).text : p))
      .filter(Boolean);
    return finish(posts, request);
  },

  source: (request) => request.newsContent,

  prune: (output, request) => pruneOptions(output, POSTS_TO_KEEP, (options) => finish(options, request)),
};
