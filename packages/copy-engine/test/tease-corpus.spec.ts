import { CORPUS } from './corpus';
import { writeTeases } from '../src/writers/tease';
import { checkFacts } from '../src/checks';
import { fragmentReason } from '../src/parse';
import { splitSentences } from '../src/text/sentences';
import { findNumbers } from '../src/numbers';

const STYLES = ['compelling', 'question', 'dramatic'] as const;
/** A number that names a road or a district ("Interstate 70", "District 4") is a name, not a figure given away. */
const NAMED_NUMBER =
  /\b(?:(?:Interstate|Highway|Route|Exit|District|Ward|Precinct|Division|Local|Gate|Pier|Terminal) (?:\d+|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven)|(?:I|US|SR)-\d+)\b/g;
/**
 * The tagger reads some short past-tense sentences as verbless ("Flash flooding swamped low-lying
 * streets ...") and "confirmed" as a speech verb; a sentence with a plain finite verb is complete.
 */
const complete = (s: string): boolean => {
  const reason = fragmentReason(s);
  if (reason === undefined) return true;
  return (
    /^(?:no-verb|speech-verb-without-clause)$/.test(reason) &&
    /^[A-Z][\w' -]+? (?:\w+ed|(?:has|have) \w+ed)\b [a-z]/.test(s)
  );
};
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
      for (const s of sentences) expect([s.text, complete(s.text)]).toEqual([s.text, true]);
    }
  });

  it('opens with a question in question style', () => {
    if (teaseStyle !== 'question') return;
    for (const tease of paragraphs) expect(splitSentences(tease)[0].text).toMatch(/\?$/);
  });

  it('gives no number away, never says "a story about" and invents no fact', () => {
    const figures = result.text.replace(NAMED_NUMBER, 'Road');
    expect(findNumbers(figures)).toEqual([]);
    expect(figures).not.toMatch(/\d/);
    expect(result.text).not.toMatch(/\ba story about\b/i);
    expect(checkFacts(result.text, script.text)).toEqual([]);
    expect(result.checks.facts.issues).toEqual([]);
  });
});
