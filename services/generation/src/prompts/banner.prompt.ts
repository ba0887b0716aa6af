import type { BannerRequest } from '@newsroom/contracts';
import type { ChatPrompt } from '../tools/tool-writer';
import { FACT_RULE, NO_EXTRAS, PRODUCER_VOICE, sourceBlock } from './house-style';

const STYLES: Record<BannerRequest['style'], string> = {
  modern: 'Modern: Title Case, crisp headline verbs, fills most of the space.',
  dramatic: 'Dramatic: ALL CAPS, strong present-tense verbs, urgent.',
  minimal: 'Minimal: Sentence case, the fewest words that still say the news.',
};

/** Banner: three lower-third banners of at most an exact character count. */
export function bannerPrompt(request: BannerRequest): ChatPrompt {
  const system = [
    PRODUCER_VOICE,
    'Your job: write the lower-third banner (the on-screen headline) for a story.',
    `HARD LIMIT: each banner is at most ${request.charCount} characters, counting every letter, space and punctuation mark. ` +
      `A banner one character over does not fit the graphic and cannot air. Aim for ${Math.round(request.charCount * 0.8)} to ${request.charCount} characters.`,
    'Headlinese: present tense, drop articles ("a", "the") and forms of "to be", no period at the end, no quotation marks.',
    FACT_RULE,
    'Numbers as the topic writes them; on screen, figures and symbols are fine when they fit.',
    'Format: exactly three lines, nothing else:\nOPTION 1: <banner>\nOPTION 2: <banner>\nOPTION 3: <banner>',
    NO_EXTRAS,
  ].join('\n\n');
  const user = [
    `Character limit: ${request.charCount}.`,
    `Style: ${STYLES[request.style]}`,
    sourceBlock('Topic', request.topic),
    'Write the three banners now.',
  ].join('\n\n');
  return { system, user };
}
