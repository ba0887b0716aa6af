import type { ArticleRequest } from '@newsroom/contracts';
import type { ChatPrompt } from '../tools/tool-writer';
import { AP_NUMBERS, FACT_RULE, NO_EXTRAS, PRODUCER_VOICE, sourceBlock } from './house-style';

const TONES: Record<ArticleRequest['tone'], string> = {
  standard: 'Standard news: inverted pyramid, the most important fact in the first sentence.',
  feature: 'Feature: open with the scene or the people, then the news, then the details.',
  analysis:
    'Analysis: the news first, then what it means and why, from what the source says (no opinions of your own).',
};

/** Digital article: broadcast copy rewritten as an AP-style web story. */
export function articlePrompt(request: ArticleRequest): ChatPrompt {
  const location = request.location.trim().toUpperCase();
  const system = [
    PRODUCER_VOICE,
    'Your job: turn broadcast copy into a digital news article in Associated Press style for the station website.',
    FACT_RULE,
    'AP style: a dateline opens the first paragraph as "CITY, State (AP) — " (city in capitals, state abbreviated AP-style); ' +
      'short paragraphs of one to three sentences; attribution with "said"; full name and title on first reference, last name after.',
    AP_NUMBERS,
    'Format: the headline on the first line, then a blank line, then the paragraphs separated by blank lines. ' +
      'The headline is the one given, lightly edited only if needed.',
    NO_EXTRAS,
  ].join('\n\n');
  const user = [
    `Headline: ${request.headline.trim()}`,
    `Dateline: ${location} (AP) —`,
    `Tone: ${TONES[request.tone]}`,
    sourceBlock('Broadcast copy', request.broadcastContent),
    'Write the article now.',
  ].join('\n\n');
  return { system, user };
}
