import { CORPUS } from './corpus';
import { writeTeases } from '../src/writers/tease';
import { checkFacts } from '../src/checks';
import { fragmentReason } from '../src/parse';
import { splitSentences } from '../src/text/sentences';
import { findNumbers } from '../src/numbers';

const STYLES = ['compelling', 'question', 'dramatic'] as const;
const sentences = (text: string): string[] => splitSentences(text.replace(/^\s*\[[^\]]*\]\s*/, '')).map((s) => s.text);
// Each story's title, its lead, its first two sentences and the whole script, as a request may send any.
const CASES = CORPUS.flatMap((s) =>
  (
    [
      [`${s.id} title`, s.title],
      [`${s.id} lead`, sentences(s.text)[0]],
      [`${s.id} two sentences`, sentences(s.text).slice(0, 2).join(' ')],
      [`${s.id} script`, s.text],
    ] as const
  ).flatMap(([id, text]) => STYLES.map((style) => [id, style, { text }] as const)),
);

describe.each(CASES)('%s teases, %s', (_id, teaseStyle, script) => {
  const result = writeTeases({ script: script.text, teaseStyle });
  const paragraphs = result.text.split(/\n\s*\n/);

  it('gives exactly three different paragraphs of exactly two complete sentences, never a generic filler', () => {
    expect(result.teases).toHaveLength(3);
    expect(result.text).not.toMatch(/a story you will want to hear/i);
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs).toEqual(result.teases);
    expect(new Set(paragraphs).size).toBe(3);
    for (const tease of paragraphs) {
      const sentences = splitSentences(tease);
      expect(sentences).toHaveLength(2);
      for (const s of sentences) expect([s.text, fragmentReason(s.text)]).toEqual([s.text, undefined]);
    }
  });

  it('opens with a question in question style', () => {
    if (teaseStyle !== 'question') return;
    for (const tease of paragraphs) expect(splitSentences(tease)[0].text).toMatch(/\?$/);
  });

  it('gives no number away, never says "a story about" and invents no fact', () => {
    expect(findNumbers(result.text)).toEqual([]);
    expect(result.text).not.toMatch(/\d/);
    expect(result.text).not.toMatch(/\ba story about\b/i);
    expect(checkFacts(result.text, script.text)).toEqual([]);
    expect(result.checks.facts.issues).toEqual([]);
  });
});
