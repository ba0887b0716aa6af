import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminTrainingSchema, BROWSE_CATEGORIES, DESCRIPTION_PREVIEW_CHARS, PREMIUM_TAG } from '@newsroom/contracts';
import { STARTER_LIBRARY } from './starter-library';

/** The folder the shell serves at /library/. */
const LIBRARY_DIR = join(__dirname, '../../../../frontends/shell/public/library');

const words = (content: string): number => content.split(/\s+/).filter(Boolean).length;
const byTitle = STARTER_LIBRARY.map((item) => [item.title, item] as const);

describe('STARTER_LIBRARY', () => {
  it.each(byTitle)('%s passes the admin training form rules unchanged', (_title, item) => {
    const parsed = adminTrainingSchema.parse(item);
    expect(parsed).toEqual({ ...item, status: 'approved' });
  });

  it('has two or three items in each browse category, and only browse categories', () => {
    const counts = BROWSE_CATEGORIES.map(
      (category) => [category, STARTER_LIBRARY.filter((item) => item.category === category).length] as const,
    );
    expect(counts.filter(([, count]) => count < 2 || count > 3)).toEqual([]);
    const browse: readonly string[] = BROWSE_CATEGORIES;
    expect(STARTER_LIBRARY.filter((item) => !browse.includes(item.category))).toEqual([]);
  });

  it('has unique titles', () => {
    const titles = STARTER_LIBRARY.map((item) => item.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('marks four to six items premium, with no other tags', () => {
    for (const item of STARTER_LIBRARY) expect([[], [PREMIUM_TAG]]).toContainEqual(item.tags);
    const premium = STARTER_LIBRARY.filter((item) => item.tags.includes(PREMIUM_TAG)).length;
    expect(premium).toBeGreaterThanOrEqual(4);
    expect(premium).toBeLessThanOrEqual(6);
  });

  it.each(byTitle.filter(([, item]) => item.resourceUrl?.startsWith('/library/')))(
    '%s links to a file the shell serves',
    (_title, item) => {
      const file = (item.resourceUrl ?? '').slice('/library/'.length);
      expect(file).toMatch(/^[a-z0-9-]+-v\d+\.pdf$/);
      expect(existsSync(join(LIBRARY_DIR, file))).toBe(true);
    },
  );

  it('links every PDF item to a file in /library/, and no other item anywhere', () => {
    for (const item of STARTER_LIBRARY) {
      if (item.contentType === 'pdf') {
        expect(item.resourceUrl).toMatch(/^\/library\//);
        expect(item.category).toBe('PDF Resources');
      } else {
        expect(item.resourceUrl).toBeNull();
      }
    }
  });

  it.each(byTitle)('%s is plain text, without markdown', (_title, { content }) => {
    const lines = content.split('\n').map((line) => line.trimStart());
    expect(lines.filter((line) => line.startsWith('#') || line.startsWith('**'))).toEqual([]);
    expect(content).not.toMatch(/\*\*|__|\]\(|^>|```/m);
  });

  it.each(byTitle)('%s has no web link unless its resource URL is set', (_title, item) => {
    if (!item.resourceUrl) expect(item.content).not.toMatch(/https?:|www\./i);
  });

  it.each(byTitle)('%s opens with a summary that fits the card description', (_title, { content }) => {
    const firstSentence = /^[^\n]*?[.!?](?=\s|$)/.exec(content)?.[0] ?? '';
    expect(firstSentence.length).toBeGreaterThan(40);
    expect(firstSentence.length).toBeLessThanOrEqual(DESCRIPTION_PREVIEW_CHARS);
  });

  it.each(byTitle)('%s is a trainer-length read', (_title, item) => {
    const [min, max] = item.contentType === 'pdf' ? [100, 250] : [150, 600];
    expect(words(item.content)).toBeGreaterThanOrEqual(min);
    expect(words(item.content)).toBeLessThanOrEqual(max);
  });
});
