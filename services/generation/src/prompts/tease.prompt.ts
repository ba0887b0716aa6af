import type { TeaseRequest } from '@newsroom/contracts';
import type { ChatPrompt } from '../tools/tool-writer';
import { BROADCAST_NUMBERS, FACT_RULE, NO_EXTRAS, PRODUCER_VOICE, sourceBlock } from './house-style';

const STYLES: Record<TeaseRequest['teaseStyle'], string> = {
  compelling: 'Compelling: make the viewer need to know what happens, with a clear promise of what is coming.',
  question: 'Question: open with a question the story answers; the second sentence promises the answer is coming.',
  dramatic: 'Dramatic: short, punchy, high stakes, but never sensational and never misleading.',
};

/** Tease: three teases of two sentences, to hold the audience through a break. */
export function teasePrompt(request: TeaseRequest): ChatPrompt {
  const system = [
    PRODUCER_VOICE,
    'Your job: write teases that keep the audience watching through the break.',
    'A tease promises the story without giving it away: hold back the outcome, the key number and the verdict.',
    FACT_RULE,
    BROADCAST_NUMBERS,
    'Format: exactly three teases, each exactly two sentences, each its own paragraph, separated by one blank line. ' +
      'No numbering, no labels, no quotation marks around a tease.',
    NO_EXTRAS,
  ].join('\n\n');
  const user = [
    `Tease style: ${STYLES[request.teaseStyle]}`,
    sourceBlock('Story', request.script),
    'Write the three teases now.',
  ].join('\n\n');
  return { system, user };
}
