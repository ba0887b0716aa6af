import { findQuotations, readSeconds } from '@newsroom/copy-engine';
import type { ChatPrompt } from '../tools/tool-writer';

/** How a re-ask opens: the desk's own words, so the model (and a test server) knows what it is. */
export const REASK_OPENING = "Your draft failed the desk's checks";

/** Every quotation in the source, whole, with its speaker where the source says: the only ones allowed. */
export function allowedQuotations(source: string): string[] {
  return findQuotations(source).map((q) => `"${q.text}"${q.speaker ? ` (${q.speaker})` : ''}`);
}

export interface ReaskFindings {
  /** What is wrong, one line each, in the words of the repairs ("'Dana Whitlock' is not named in the source"). */
  problems: string[];
  /** The draft's read time against its target, when it is outside the tolerance. */
  readTime?: { seconds: number; targetSeconds: number };
}

/**
 * The follow-up turn after a draft that failed: the same brief, the model's own draft, then the
 * exact findings and the only quotations it may use. Nothing vague ("be accurate"): a model fixes
 * what it is shown, and this costs one more call, so it says everything at once.
 */
export function reaskPrompt(original: ChatPrompt, draft: string, source: string, findings: ReaskFindings): ChatPrompt {
  const quotations = allowedQuotations(source);
  const lines = [
    `${REASK_OPENING}. Write the whole copy again, in the same format, and fix every point below.`,
    ...findings.problems.map((p) => `- ${p[0].toUpperCase()}${p.slice(1)}.`),
  ];
  if (findings.readTime) {
    const { seconds, targetSeconds } = findings.readTime;
    lines.push(
      `- It reads ${Math.round(seconds)} seconds; the target is ${targetSeconds} seconds (within 10 percent). ` +
        'If the source does not hold enough for that, write what it holds and no more.',
    );
  }
  lines.push(
    'Use only facts, names and numbers that are in the source.',
    quotations.length
      ? `The only quotations you may use are these, word for word and whole: ${quotations.join('; ')}.`
      : 'The source has no quotations: do not quote anyone.',
    `The source again reads ${Math.round(readSeconds(source))} seconds aloud.`,
  );
  return {
    system: original.system,
    history: [
      ...(original.history ?? []),
      { role: 'user', content: original.user },
      { role: 'assistant', content: draft },
    ],
    user: lines.join('\n'),
  };
}
