import {
  ANCHOR_TONES,
  ARTICLE_TONES,
  BANNER_CHAR_COUNTS,
  BANNER_STYLES,
  INPUT_LIMITS,
  SIMPLIFIER_LENGTHS,
  SOCIAL_LENGTHS,
  SOCIAL_PLATFORMS,
  SOCIAL_TONES,
  STORY_STYLES,
  TEASE_STYLES,
  VOSOT_LENGTHS,
  type GenerationTool,
  type ToolRequests,
} from '@newsroom/contracts';
import { splitSentences, stripCrewText } from '@newsroom/copy-engine';
import type { CorpusScript } from '../../../../packages/copy-engine/test/corpus';

/** The copy tools held to a source (the coach is advice, with nothing to verify). */
export const VERIFIED_TOOLS = ['simplify', 'vosot', 'tease', 'banner', 'article', 'social'] as const;
export type VerifiedTool = (typeof VERIFIED_TOOLS)[number];

/** A banner's topic as a producer types it: the story's first sentence, within the form's limit. */
const topicOf = (story: CorpusScript): string => {
  const first = splitSentences(stripCrewText(story.text))[0]?.text ?? story.title;
  return first.length <= INPUT_LIMITS.topic ? first : story.title;
};

/**
 * One request per tool for a corpus story, with the options varied by its place in the corpus so
 * a sweep covers every tone, length and style. Used by the sloppy-model corpus spec and bench.
 */
export function corpusRequests(story: CorpusScript, index: number): { [T in VerifiedTool]: ToolRequests[T] } {
  const pick = <V>(values: readonly V[]): V => values[index % values.length];
  return {
    simplify: { script: story.text, target_length: pick(SIMPLIFIER_LENGTHS), anchor_tone: pick(ANCHOR_TONES) },
    vosot: { script: story.text, targetLength: pick(VOSOT_LENGTHS), storyStyle: pick(STORY_STYLES) },
    tease: { script: story.text, teaseStyle: pick(TEASE_STYLES) },
    banner: { topic: topicOf(story), style: pick(BANNER_STYLES), charCount: pick(BANNER_CHAR_COUNTS) },
    article: {
      broadcastContent: story.text,
      headline: story.title,
      location: story.location,
      tone: pick(ARTICLE_TONES),
    },
    social: {
      newsContent: story.text,
      platform: pick(SOCIAL_PLATFORMS),
      tone: pick(SOCIAL_TONES),
      length: pick(SOCIAL_LENGTHS),
    },
  } satisfies { [T in VerifiedTool & GenerationTool]: ToolRequests[T] };
}
