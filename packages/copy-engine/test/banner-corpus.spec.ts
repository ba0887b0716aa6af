import { CORPUS } from './corpus';
import { writeBanners, bannerFacts } from '../src/writers/banner';

const STYLES = ['modern', 'dramatic', 'minimal'] as const;
const COUNTS = [25, 30, 45] as const;
// Each script's title and its first sentence, as a producer would type a banner topic.
const TOPICS = CORPUS.flatMap((s) => [
  [`${s.id} title`, s.title],
  [`${s.id} lead`, s.text.replace(/^\[[^\]]*\]\s*/, '').split(/(?<=[.!?])\s/)[0]],
]);
const CASES = TOPICS.flatMap(([id, topic]) =>
  STYLES.flatMap((style) => COUNTS.map((charCount) => [id, style, charCount, topic] as const)),
);

describe.each(CASES)('%s, %s, %i characters', (_id, style, charCount, topic) => {
  const result = writeBanners({ topic, style, charCount });

  it('gives exactly three different OPTION n: lines, none over the count', () => {
    const lines = result.text.split('\n');
    expect(lines).toHaveLength(3);
    lines.forEach((line, i) => expect(line).toBe(`OPTION ${i + 1}: ${result.options[i]}`));
    expect(new Set(result.options.map((o) => o.toLowerCase())).size).toBe(3);
    for (const option of result.options) {
      expect(option.trim().length).toBeGreaterThan(0);
      expect(option.length).toBeLessThanOrEqual(charCount);
      expect(option).not.toMatch(/\.$/);
    }
  });

  it('invents no number, name or quotation', () => {
    for (const option of result.options) expect(bannerFacts(option, topic)).toEqual([]);
  });
});
