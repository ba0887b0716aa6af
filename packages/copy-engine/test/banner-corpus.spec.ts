import { CORPUS } from './corpus';
import { writeBanners, bannerFacts, MIN_FILL } from '../src/writers/banner';
import { endsOnFunctionWord, endsOnParticle } from '../src/parse/headline';
import { headlineReason } from '../src/checks/writing';
import { tag } from '../src/parse/tagger';
import { splitSentences } from '../src/text/sentences';

const STYLES = ['modern', 'dramatic', 'minimal'] as const;
const COUNTS = [25, 30, 45] as const;
const sentences = (text: string): string[] => splitSentences(text.replace(/^\s*\[[^\]]*\]\s*/, '')).map((s) => s.text);
// Each script's title, its first sentence, its first two sentences (as the review panel types a
// topic) and the whole script.
const TOPICS = CORPUS.flatMap(
  (s) =>
    [
      [`${s.id} title`, s.title, false],
      [`${s.id} lead`, sentences(s.text)[0], true],
      [`${s.id} two sentences`, sentences(s.text).slice(0, 2).join(' '), true],
      [`${s.id} script`, s.text, true],
    ] as const,
);
const CASES = TOPICS.flatMap(([id, topic, full]) =>
  STYLES.flatMap((style) => COUNTS.map((charCount) => [id, style, charCount, topic, full] as const)),
);

/** First options below the fill, over all cases: a one-sentence topic cannot always reach it without inventing. */
const underFill: string[] = [];

describe.each(CASES)('%s, %s, %i characters', (id, style, charCount, topic, full) => {
  const result = writeBanners({ topic, style, charCount });

  it('gives exactly three different OPTION n: lines, none over the count', () => {
    const lines = result.text.split('\n');
    expect(result.options).toHaveLength(3);
    expect(lines).toHaveLength(3);
    lines.forEach((line, i) => expect(line).toBe(`OPTION ${i + 1}: ${result.options[i]}`));
    expect(new Set(result.options.map((o) => o.toLowerCase())).size).toBe(result.options.length);
    for (const option of result.options) {
      expect(option.trim().length).toBeGreaterThan(0);
      expect(option.length).toBeLessThanOrEqual(charCount);
      expect(option).not.toMatch(/(?<![ap]\.m)\.$/i);
    }
  });

  it('reads as a headline: no function word at the end, a verb or a noun head, the writing check passes it', () => {
    for (const option of result.options) {
      expect(endsOnFunctionWord(option)).toBe(false);
      // The writing check reads a phrasal verb's particle as a function word: "Wildcats Move On" is a headline.
      const reason = headlineReason(option, topic);
      if (!(reason === 'ends-on-function-word' && endsOnParticle(option)))
        expect([option, reason]).toEqual([option, undefined]);
      const words = [...tag(option), ...tag(option.toLowerCase())].filter((t) => /\w/.test(t.text));
      expect(words.some((t) => /^(?:NOUN|PROPN|VERB|NUM)$/.test(t.pos))).toBe(true);
    }
  });

  it('fills most of the count with its first option', () => {
    if (!full) return;
    const first = result.options[0] ?? '';
    if (first.length < charCount * MIN_FILL) underFill.push(`${id} ${style} ${charCount}: ${first}`);
    // The lead's headline, or the next clause's, reaches the fill for nearly every story.
    expect(first.length).toBeGreaterThan(0);
  });

  it('invents no number, name or quotation', () => {
    for (const option of result.options) expect(bannerFacts(option, topic).length).toBe(0);
  });
});

describe('fill over the corpus', () => {
  const total = CASES.filter(([, , , , full]) => full).length;
  it('leaves few first options under 60 % of the count', () => {
    expect(underFill.length / total).toBeLessThan(0.1);
  });
});
