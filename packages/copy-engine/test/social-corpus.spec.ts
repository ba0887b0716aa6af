import { CORPUS } from './corpus';
import { writeSocialPosts, socialFacts } from '../src/writers/social';
import { SOCIAL_RANGES, xLength } from '../src/fit';

const PLATFORMS = ['twitter', 'facebook', 'instagram', 'push_alert'] as const;
const TONES = ['breaking', 'engaging', 'informative'] as const;
const LENGTHS = ['short', 'medium', 'extended'] as const;
const CASES = CORPUS.flatMap((s) =>
  PLATFORMS.flatMap((platform) =>
    TONES.flatMap((tone) => LENGTHS.map((length) => [s.id, platform, tone, length, s.text] as const)),
  ),
);

describe.each(CASES)('%s, %s, %s, %s', (_id, platform, tone, length, newsContent) => {
  const result = writeSocialPosts({ newsContent, platform, tone, length });
  const { min, max } = SOCIAL_RANGES[length];

  it('gives exactly three different options, each inside its range as X counts it', () => {
    const lines = result.text.split('\n');
    expect(lines).toHaveLength(3);
    lines.forEach((line, i) => expect(line).toBe(`OPTION ${i + 1}: ${result.options[i]}`));
    expect(new Set(result.options).size).toBe(3);
    for (const option of result.options) {
      expect(xLength(option)).toBeGreaterThanOrEqual(min);
      expect(xLength(option)).toBeLessThanOrEqual(max);
    }
  });

  it('follows the tone and platform', () => {
    for (const option of result.options) {
      if (tone === 'breaking') expect(option.startsWith('BREAKING:')).toBe(true);
      if (platform === 'push_alert' || platform === 'facebook') expect(option).not.toMatch(/#/);
    }
  });

  it('invents no number, name or quotation', () => {
    for (const option of result.options) expect(socialFacts(option, newsContent)).toEqual([]);
  });
});
