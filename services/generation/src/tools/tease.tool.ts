import { checkCopy, factChecker, toBroadcastNumbers, writeTeases } from '@newsroom/copy-engine';
import { teasePrompt } from '../prompts/tease.prompt';
import type { ToolWriter } from './tool-writer';
import { cleanModelAnswer, stripWrappingQuotes, unreadable } from './utils/model-answer.util';
import { dropUnsupportedOptions } from './utils/prune.util';
import { dropLabelLine, firstSentences } from './utils/refit.util';

export const TEASES_PER_REQUEST = 3;
export const SENTENCES_PER_TEASE = 2;
/** Fewer teases than this after verify-and-repair is not a choice for the producer: ask again. */
export const TEASES_TO_KEEP = 2;

/** "Tease 1:", "Option 2 -", "3." and list bullets in front of a tease. */
const TEASE_LABEL = /^\s*(?:[-*•]\s*)?(?:(?:tease|option)\s*#?\s*\d+\s*[:.)\-–—]?\s*|#?\d+\s*[.):\-–—]\s+)/i;

/** The teases in a model's answer: paragraphs, or one a line when the model left out blank lines. */
export function parseTeases(raw: string): string[] {
  const body = dropLabelLine(cleanModelAnswer(raw));
  const byParagraph = body.split(/\n\s*\n/);
  const blocks = byParagraph.length >= TEASES_PER_REQUEST ? byParagraph : body.split('\n');
  return blocks
    .map((block) => stripWrappingQuotes(block.replace(/\s*\n\s*/g, ' ').replace(TEASE_LABEL, '')))
    .filter((tease) => /[a-z]/i.test(tease) && !/^[\w\s]{1,30}:$/.test(tease))
    .slice(0, TEASES_PER_REQUEST);
}

/** Tease: `text` is three two-sentence teases separated by a blank line. */
export const teaseTool: ToolWriter<'tease'> = {
  tool: 'tease',

  offline(request) {
    const result = writeTeases({ script: request.script, teaseStyle: request.teaseStyle });
    return { text: result.text, checks: result.checks };
  },

  prompt: teasePrompt,

  fromModel(raw, request) {
    const teases = parseTeases(raw).map((t) => toBroadcastNumbers(firstSentences(t, SENTENCES_PER_TEASE)));
    if (!teases.length) unreadable('teases');
    const text = teases.join('\n\n');
    return { text, checks: checkCopy(text, request.script) };
  },

  source: (request) => request.script,

  /** A tease with a fact the source does not hold goes whole: half a tease is not a tease. */
  prune(output, request) {
    const facts = factChecker(request.script);
    const teases = output.text.split(/\n\s*\n/).map((text) => ({ text, issues: facts.issues(text) }));
    const kept = dropUnsupportedOptions(teases, TEASES_TO_KEEP);
    if (!kept) return undefined;
    const text = kept.options.join('\n\n');
    return { text, checks: checkCopy(text, request.script), repairs: [...(output.repairs ?? []), ...kept.repairs] };
  },
};
