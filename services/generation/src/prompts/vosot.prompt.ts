import type { VosotRequest } from '@newsroom/contracts';
import type { ChatPrompt } from '../tools/tool-writer';
import {
  BROADCAST_NUMBERS,
  BROADCAST_WRITING,
  FACT_RULE,
  NO_EXTRAS,
  PRODUCER_VOICE,
  readTimeRule,
  sourceBlock,
} from './house-style';

const STYLES: Record<VosotRequest['storyStyle'], string> = {
  hard_news: 'Hard news: lead with the most important new fact; straight and urgent.',
  feature: 'Feature: lead with the people or the scene, then the news; a warmer pace.',
  sports: 'Sports: lead with the result or the moment; energy without hype.',
};

/** The exact layout the desk's rundown expects (copy-engine's formatVosot reads the same way). */
export const VOSOT_FORMAT = [
  'ANCHOR INTRO:',
  '<one or two sentences the anchor reads on camera>',
  '',
  'VOICE OVER:',
  '<sentences read over video, one per line>',
  '',
  'SOUND ON TAPE:',
  '[SOT: <speaker full name and title exactly as the source gives them>]',
  '"<the quotation, word for word from the source>"',
  'IN: <first three words of the quotation>...',
  'OUT: ...<last three words of the quotation>',
  '',
  'CONTINUING VOICE OVER:',
  '<sentences read over video after the bite, one per line>',
].join('\n');

/** VOSOT: anchor intro, voice over, a sound bite with cues, continuing voice over. */
export function vosotPrompt(request: VosotRequest): ChatPrompt {
  const system = [
    PRODUCER_VOICE,
    'Your job: turn a script into a VOSOT package (voice over, sound on tape).',
    FACT_RULE,
    'The sound bite must be a quotation that appears in the source, word for word, from the person the source attributes it to. ' +
      'If the source has no quotation, write "[NO SOT AVAILABLE]" under SOUND ON TAPE instead of inventing one. ' +
      'The narration must not repeat what the bite says.',
    BROADCAST_WRITING,
    BROADCAST_NUMBERS,
    `Use exactly these four headings, in this order, each on its own line:\n${VOSOT_FORMAT}`,
    NO_EXTRAS,
  ].join('\n\n');
  const user = [
    `Total package length: ${request.targetLength} seconds, counting the intro, both voice overs and the sound bite.`,
    readTimeRule(request.targetLength),
    `Story style: ${STYLES[request.storyStyle]}`,
    sourceBlock('Script', request.script),
    'Write the VOSOT now, in the exact format above.',
  ].join('\n\n');
  return { system, user };
}
