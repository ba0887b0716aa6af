import { type StoredTrainingItem, cleanTrainingContent, toTrainingItemView } from './training-view.util';

const item = (overrides: Partial<StoredTrainingItem> = {}): StoredTrainingItem => ({
  id: 7,
  title: 'Writing to time',
  content: 'Read it aloud with a stopwatch before it airs.',
  category: 'Writing Tips',
  tags: [],
  contentType: 'text',
  resourceUrl: null,
  status: 'approved',
  authorId: 3,
  createdAt: new Date('2026-02-01T10:00:00Z'),
  updatedAt: new Date('2026-02-02T11:30:00Z'),
  ...overrides,
});

describe(toTrainingItemView.name, () => {
  it('answers every field, dates as ISO strings', () => {
    expect(toTrainingItemView(item(), { premiumAccess: false })).toEqual({
      id: 7,
      title: 'Writing to time',
      content: 'Read it aloud with a stopwatch before it airs.',
      category: 'Writing Tips',
      tags: [],
      contentType: 'text',
      resourceUrl: null,
      status: 'approved',
      authorId: 3,
      createdAt: '2026-02-01T10:00:00.000Z',
      updatedAt: '2026-02-02T11:30:00.000Z',
      premium: false,
      locked: false,
    });
  });

  const premiumVideo = item({
    tags: ['premium', 'timing'],
    contentType: 'video',
    resourceUrl: 'https://vimeo.com/123',
  });

  it('locks a premium item to a viewer without premium access: no body, no link, the rest kept', () => {
    expect(toTrainingItemView(premiumVideo, { premiumAccess: false })).toMatchObject({
      title: 'Writing to time',
      content: '',
      resourceUrl: null,
      contentType: 'video',
      category: 'Writing Tips',
      tags: ['premium', 'timing'],
      createdAt: '2026-02-01T10:00:00.000Z',
      premium: true,
      locked: true,
    });
  });

  it('serves a premium item whole to a viewer with premium access', () => {
    expect(toTrainingItemView(premiumVideo, { premiumAccess: true })).toMatchObject({
      content: 'Read it aloud with a stopwatch before it airs.',
      resourceUrl: 'https://vimeo.com/123',
      premium: true,
      locked: false,
    });
  });

  it('never locks an item that is not premium', () => {
    expect(toTrainingItemView(item({ tags: ['timing'] }), { premiumAccess: false })).toMatchObject({
      content: 'Read it aloud with a stopwatch before it airs.',
      premium: false,
      locked: false,
    });
  });

  it('serves a legacy META:: row decoded: clean body, its type and link', () => {
    const legacy = item({
      content: 'META::{"contentType":"pdf","resourceUrl":"https://example.org/guide.pdf"}::CONTENT::The style guide.',
    });
    expect(toTrainingItemView(legacy, { premiumAccess: false })).toMatchObject({
      content: 'The style guide.',
      contentType: 'pdf',
      resourceUrl: 'https://example.org/guide.pdf',
    });
  });

  it('locks a legacy premium row too (its link is not leaked by the decode)', () => {
    const legacy = item({
      tags: ['premium'],
      content: 'META::{"contentType":"video","resourceUrl":"https://vimeo.com/9"}::CONTENT::Members only.',
    });
    expect(toTrainingItemView(legacy, { premiumAccess: false })).toMatchObject({
      content: '',
      resourceUrl: null,
      contentType: 'video',
      locked: true,
    });
  });
});

describe(cleanTrainingContent.name, () => {
  it('keeps the columns of an item that already has its type (a video whose body mentions META::)', () => {
    const stored = { contentType: 'video' as const, resourceUrl: 'https://vimeo.com/1', content: 'META::x' };
    expect(cleanTrainingContent(stored)).toEqual(stored);
  });

  it('leaves a block that does not parse as plain text', () => {
    const stored = { contentType: 'text' as const, resourceUrl: null, content: 'META::{broken::CONTENT::Body' };
    expect(cleanTrainingContent(stored)).toEqual(stored);
  });

  it('drops an unsafe link from a legacy block', () => {
    const stored = {
      contentType: 'text' as const,
      resourceUrl: null,
      content: 'META::{"contentType":"website","resourceUrl":"javascript:alert(1)"}::CONTENT::Body',
    };
    expect(cleanTrainingContent(stored)).toEqual({ contentType: 'website', resourceUrl: null, content: 'Body' });
  });
});
