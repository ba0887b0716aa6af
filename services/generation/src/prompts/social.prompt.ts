import type { SocialRequest } from '@newsroom/contracts';
import { SOCIAL_RANGES } from '@newsroom/copy-engine';
import type { ChatPrompt } from '../tools/tool-writer';
import { AP_NUMBERS, FACT_RULE, NO_EXTRAS, PRODUCER_VOICE, sourceBlock } from './house-style';

const PLATFORMS: Record<SocialRequest['platform'], string> = {
  twitter:
    'X (Twitter): one tight post; up to two hashtags made only from names or places in the story. Links count as 23 characters.',
  facebook: 'Facebook: a complete, readable post that invites the audience in; no hashtags.',
  instagram:
    'Instagram: a caption that works with a photo; up to three hashtags made only from names or places in the story.',
  push_alert:
    'Push alert: the news in one or two sentences a phone can show; no hashtags, no emoji; may end with "Tap for details."',
};

const TONES: Record<SocialRequest['tone'], string> = {
  breaking: 'Breaking: urgent and factual; may start with "BREAKING:".',
  engaging: 'Engaging: conversational; may invite comments or shares, never clickbait.',
  informative: 'Informative: calm, clear, the key facts first.',
};

/** Social: three posts for one platform, tone and length. */
export function socialPrompt(request: SocialRequest): ChatPrompt {
  const { min, max } = SOCIAL_RANGES[request.length];
  const system = [
    PRODUCER_VOICE,
    'Your job: write social media posts that send people to the story.',
    `LENGTH: every post is between ${min} and ${max} characters, counting spaces, punctuation, hashtags and emoji. ` +
      'A post outside that range is rejected.',
    FACT_RULE,
    'Hashtags and calls to action must not carry facts the source does not have.',
    AP_NUMBERS,
    'Format: exactly three lines, nothing else:\nOPTION 1: <post>\nOPTION 2: <post>\nOPTION 3: <post>',
    NO_EXTRAS,
  ].join('\n\n');
  const user = [
    `Platform: ${PLATFORMS[request.platform]}`,
    `Tone: ${TONES[request.tone]}`,
    `Length: ${request.length}, ${min}-${max} characters per post.`,
    sourceBlock('Story', request.newsContent),
    'Write the three posts now.',
  ].join('\n\n');
  return { system, user };
}
