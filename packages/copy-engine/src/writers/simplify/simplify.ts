/**
 * The offline Script Simplifier: the copy an anchor reads when no LLM is configured, and the
 * baseline an LLM answer is checked against. Every step removes or rewrites words; none adds a
 * fact, and the result carries its own checks so the producer sees that.
 */
import { toBroadcastNumbers } from '../../numbers';
import { fitToReadTime } from '../../fit/read-time';
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { DEFAULT_WORDS_PER_MINUTE } from '../../text/read-time';
import { toBroadcastForm } from '../../style/broadcast-form';
import { toConcise, toConversational } from '../../style/tones';

export type Tone = 'conversational' | 'concise';

export type SimplifyTarget = 20 | 30 | 60;

export interface SimplifyInput {
  script: string;
  targetSeconds: SimplifyTarget;
  tone: Tone;
  wordsPerMinute?: number;
}

export interface SimplifiedScript {
  text: string;
  seconds: number;
  checks: CopyChecks;
}

export function simplifyScript(input: SimplifyInput): SimplifiedScript {
  const wpm = input.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE;
  // Numbers first, so tone rules see "won't" etc. in final wording and splits see spoken words.
  const broadcast = toBroadcastNumbers(input.script);
  const toned = input.tone === 'conversational' ? toConversational(broadcast) : toConcise(broadcast);
  // One sentence a line, long ones split at natural joints; no pause or emphasis marks in the copy.
  const lines = toBroadcastForm(toned, { marks: false });
  const fitted = fitToReadTime(lines, input.targetSeconds, wpm);
  const checks = checkCopy(fitted.text, input.script, { targetSeconds: input.targetSeconds, wordsPerMinute: wpm });
  return { text: fitted.text, seconds: fitted.seconds, checks };
}
