import { CORPUS } from './corpus';
import { writeSocialPosts, socialFacts } from '../src/writers/social';
import { postSentences, PUSH_FILLERS, BREAKING_LABEL, WEB_CLOSER } from '../src/writers/social/social';
import { isComplete } from '../src/writers/social/forms';
import { isHardNews } from '../src/writers/social/story';
import { isBreakingNews } from '../src/text/breaking';
import { SOCIAL_RANGES, xLength } from '../src/fit';

const PLATFORMS = ['twitter', 'facebook', 'instagram', 'push_alert'] as const;
const TONES = ['breaking', 'engaging', 'informative'] as const;
const LENGTHS = ['short', 'medium', 'extended'] as const;
const BOILERPLATE = /what do you think|tell us|in the comments|share this|ask us|let us know|sound off/i;
const FACT_FREE_LINES = [...PUSH_FILLERS, WEB_CLOSER, 'Check back for updates.', 'This is a developing story.'];
const TAG_LIMIT = { twitter: 2, instagram: 3, facebook: 0, push_alert: 0 } as const;

/** One run per story and combination, shared by the rules below and the summary at the end. */
const RUNS = CORPUS.flatMap((s) =>
  PLATFORMS.flatMap((platform) =>
    TONES.flatMap((tone) =>
      LENGTHS.map((length) => ({
        id: s.id,
        platform,
        tone,
        length,
        newsContent: s.text,
        result: writeSocialPosts({ newsContent: s.text, platform, tone, length }),
      })),
    ),
  ),
);

describe.each(CORPUS.map((s) => [s.id, s.text] as const))('social posts for %s', (id, newsContent) => {
  const runs = RUNS.filter((r) => r.id === id);
  const hard = isHardNews(newsContent);
  const breakingNews = isBreakingNews(newsContent);

  it('gives exactly three different options in every combination, each inside its range as X counts it', () => {
    for (const { result, platform, tone, length } of runs) {
      const { min, max } = SOCIAL_RANGES[length];
      expect({ platform, tone, length, count: result.options.length }).toEqual({ platform, tone, length, count: 3 });
      expect(new Set(result.options).size).toBe(3);
      result.text.split('\n').forEach((line, i) => expect(line).toBe(`OPTION ${i + 1}: ${result.options[i]}`));
      for (const option of result.options) {
        expect(xLength(option)).toBeGreaterThanOrEqual(min);
        expect(xLength(option)).toBeLessThanOrEqual(max);
      }
    }
  });

  it('never cuts a post with an ellipsis and writes only complete sentences', () => {
    for (const { result } of runs) {
      for (const option of result.options) {
        expect(option).not.toMatch(/…|\.\.\./);
        const broken = postSentences(option).filter(
          (s) => !isComplete(s) && !PUSH_FILLERS.includes(s) && !/\?$/.test(s),
        );
        expect({ option, broken }).toEqual({ option, broken: [] });
      }
    }
  });

  it('puts no engagement boilerplate or question on hard news', () => {
    for (const { result } of runs) {
      for (const option of result.options) {
        if (hard)
          expect({ option, chatter: BOILERPLATE.test(option) || option.includes('?') }).toEqual({
            option,
            chatter: false,
          });
        expect(option).not.toMatch(/tell us in the comments|share this/i);
      }
    }
  });

  it('labels BREAKING only a breaking tone on copy isBreakingNews calls breaking', () => {
    for (const { result, tone } of runs) {
      for (const option of result.options) {
        expect(option.startsWith(BREAKING_LABEL)).toBe(tone === 'breaking' && breakingNews);
        expect(option.slice(1)).not.toMatch(/BREAKING/);
      }
    }
  });

  it('tags X and Instagram with topic tags only, and nothing else', () => {
    for (const { result, platform } of runs) {
      for (const option of result.options) {
        expect((option.match(/#[A-Za-z0-9]+/g) ?? []).length).toBeLessThanOrEqual(TAG_LIMIT[platform]);
        expect(option).not.toMatch(/#(?:Route|The|Breaking)\b/);
      }
    }
  });

  it('makes a push alert one complete sentence whenever one reaches the range, the news first', () => {
    for (const { result, platform } of runs) {
      if (platform !== 'push_alert') continue;
      const sentences = result.options.map((o) => postSentences(o).filter((s) => !PUSH_FILLERS.includes(s)));
      const counts = sentences.map((s) => s.length);
      // More than one only when the source has too few sentences that reach the range alone (a tap
      // line aside): one-sentence alerts come first, and every alert opens on a sentence of news.
      const firstLonger = counts.findIndex((n) => n > 1);
      if (firstLonger >= 0) expect(counts.slice(firstLonger).every((n) => n > 1)).toBe(true);
      for (const [first] of sentences) {
        expect(first).toBeDefined();
        expect(FACT_FREE_LINES.includes(first)).toBe(false);
        expect(first).not.toMatch(/["“”?]/);
      }
    }
  });

  it('adds no website pointer to hard news in an engaging tone', () => {
    for (const { result, tone, platform } of runs) {
      if (!hard || tone !== 'engaging' || platform === 'push_alert') continue;
      for (const option of result.options) expect(option).not.toContain(WEB_CLOSER);
    }
  });

  it('invents no number, name or quotation', () => {
    for (const { result } of runs) {
      for (const option of result.options)
        expect({ option, issues: socialFacts(option, newsContent) }).toEqual({ option, issues: [] });
    }
  });
});

describe('social posts across the corpus', () => {
  it('gives three different options in every combination', () => {
    const short = RUNS.filter((r) => r.result.options.length !== 3).map(
      (r) => `${r.id} ${r.platform} ${r.tone} ${r.length}`,
    );
    expect(short).toEqual([]);
  });
});
