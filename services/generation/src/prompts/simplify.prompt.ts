import type { SimplifyRequest } from '@newsroom/contracts';
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

const TONES: Record<SimplifyRequest['anchor_tone'], string> = {
  conversational:
    'Conversational: the anchor talks to one viewer. Contractions are fine ("it\'s", "won\'t"), plain everyday words, a warm but serious register.',
  concise: 'Concise: tight and direct. Cut every word that does not carry news; no filler, no throat-clearing.',
};

/** Script Simplifier: a complex script rewritten as broadcast copy for a target length and tone. */
export function simplifyPrompt(request: SimplifyRequest): ChatPrompt {
  const system = [
    PRODUCER_VOICE,
    'Your job: rewrite a news script so an anchor can read it cleanly on air.',
    FACT_RULE,
    BROADCAST_WRITING,
    'Put each sentence on its own line so the anchor sees the pauses.',
    BROADCAST_NUMBERS,
    NO_EXTRAS,
  ].join('\n\n');
  const user = [
    `Target length: ${request.target_length} seconds.`,
    readTimeRule(request.target_length),
    `Tone: ${TONES[request.anchor_tone]}`,
    sourceBlock('Script', request.script),
    'Write the simplified script now: sentences only, one per line.',
  ].join('\n\n');
  return { system, user };
}
