import { CORPUS } from './corpus';
import { writeTeases } from '../src/writers/tease';
import { checkFacts } from '../src/checks';
import { splitSentences } from '../src/text/sentences';
import { findNumbers } from '../src/numbers';

const STYLES = ['compelling', 'question', 'dramatic'] as const;
const CASES = CORPUS.flatMap((s) => STYLES.map((style) => [s.id, style, s] as const));

describe.each(CASES)('%s teases, %s', (_id, teaseStyle, script) => {
  const result = writeTeases({ script: script.text, teaseStyle });
  const paragraphs = result.text.split(/\n\s*\n/);

  it('gives three paragraphs of exactly two sentences', () => {
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs).toEqual(result.teases);
    for (const tease of paragraphs) expect(splitSentences(tease)).toHaveLength(2);
  });

  it('opens with a question in question style', () => {
    if (teaseStyle !== 'question') return;
    for (const tease of paragraphs) expect(splitSentences(tease)[0].text).toMatch(/\?$/);
  });

  it('gives no number away and invents no fact', () => {
    expect(findNumbers(result.text)).toEqual([]);
    expect(result.text).not.toMatch(/\d/);
    expect(checkFacts(result.text, script.text)).toEqual([]);
    expect(result.checks.facts.issues).toEqual([]);
  });
});
