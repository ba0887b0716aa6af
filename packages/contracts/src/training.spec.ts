import { coachRequestSchema, COACH_HISTORY_TURNS } from './generation';
import {
  ADMIN_TRAINING_CATEGORIES,
  adminTrainingSchema,
  adminTrainingUpdateSchema,
  BROWSE_CATEGORIES,
  COACH_LIST_CATEGORIES,
  COACH_WELCOME,
  contentReviewSchema,
  decodeTrainingContent,
  encodeTrainingContent,
  isSafeResourceUrl,
  previewText,
  showsResourceUrl,
  SUBMISSION_CATEGORIES,
  TRAINING_CONTENT_TYPES,
  TRAINING_MESSAGES,
  trainingSubmissionSchema,
} from './training';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.message))];

const valid = {
  title: 'Writing to time',
  content: 'Read your copy aloud with a stopwatch before you file it.',
  category: 'Writing Tips',
  contentType: 'text',
};

describe('trainingSubmissionSchema', () => {
  it.each([
    [{ title: 'Tiny' }, TRAINING_MESSAGES.titleMin],
    [{ title: '    Tiny     ' }, TRAINING_MESSAGES.titleMin],
    [{ title: undefined }, TRAINING_MESSAGES.titleMin],
    [{ content: 'Too short to teach.' }, TRAINING_MESSAGES.contentMin],
    [{ content: 42 }, TRAINING_MESSAGES.contentMin],
    [{ category: '' }, TRAINING_MESSAGES.categoryRequired],
    [{ contentType: '' }, TRAINING_MESSAGES.contentTypeRequired],
    [{ contentType: 'podcast' }, TRAINING_MESSAGES.contentTypeRequired],
    [{ contentType: 'video', resourceUrl: 'javascript:alert(1)' }, TRAINING_MESSAGES.resourceUrlInvalid],
    [
      { contentType: 'video', resourceUrl: 'data:text/html,<script>alert(1)</script>' },
      TRAINING_MESSAGES.resourceUrlInvalid,
    ],
    [{ contentType: 'website', resourceUrl: 'www.poynter.org' }, TRAINING_MESSAGES.resourceUrlInvalid],
    [{ contentType: 'website', resourceUrl: '//evil.example/x' }, TRAINING_MESSAGES.resourceUrlInvalid],
    [{ title: 'A title\u0000with a NUL' }, 'Title contains characters that cannot be saved.'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
    [{ content: 'y'.repeat(50_001) }, 'Content must be at most 50,000 characters.'],
    [{ category: 'c'.repeat(81) }, 'Category must be at most 80 characters.'],
  ])('refuses %j with the message %j', (change, message) => {
    expect(messagesOf(trainingSubmissionSchema.safeParse({ ...valid, ...change }))).toEqual([message]);
  });

  it('gives every spec message at once for an empty form', () => {
    const result = trainingSubmissionSchema.safeParse({ title: '', content: '', category: '', contentType: '' });
    expect(messagesOf(result)).toEqual([
      TRAINING_MESSAGES.titleMin,
      TRAINING_MESSAGES.contentMin,
      TRAINING_MESSAGES.categoryRequired,
      TRAINING_MESSAGES.contentTypeRequired,
    ]);
  });

  it('keeps line breaks and tabs in content, trims the fields, and ignores a status in the body', () => {
    const parsed = trainingSubmissionSchema.parse({
      ...valid,
      title: '  Writing to time ',
      content: 'Line one of the lesson.\n\tLine two, indented.',
      status: 'approved',
    });
    expect(parsed).toEqual({
      title: 'Writing to time',
      content: 'Line one of the lesson.\n\tLine two, indented.',
      category: 'Writing Tips',
      contentType: 'text',
      resourceUrl: null,
    });
    expect(parsed).not.toHaveProperty('status');
  });

  it('takes an http(s) link or a file we serve, and drops any link on a text article', () => {
    for (const link of ['https://vimeo.com/76979871', 'http://example.org/guide', '/library/numbers.pdf']) {
      expect(trainingSubmissionSchema.parse({ ...valid, contentType: 'video', resourceUrl: link }).resourceUrl).toBe(
        link,
      );
    }
    expect(
      trainingSubmissionSchema.parse({ ...valid, contentType: 'video', resourceUrl: '  ' }).resourceUrl,
    ).toBeNull();
    expect(trainingSubmissionSchema.parse({ ...valid, contentType: 'pdf' }).resourceUrl).toBeNull();
    expect(
      trainingSubmissionSchema.parse({ ...valid, contentType: 'text', resourceUrl: 'https://example.org' }).resourceUrl,
    ).toBeNull();
  });
});

describe('adminTrainingSchema', () => {
  it('defaults to approved with no tags, and takes pending', () => {
    expect(adminTrainingSchema.parse(valid)).toMatchObject({ status: 'approved', tags: [] });
    expect(adminTrainingSchema.parse({ ...valid, status: 'pending' }).status).toBe('pending');
  });

  it('refuses rejected on create and any unknown status', () => {
    for (const status of ['rejected', 'published', 1]) {
      expect(messagesOf(adminTrainingSchema.safeParse({ ...valid, status }))).toEqual([
        TRAINING_MESSAGES.statusInvalid,
      ]);
    }
  });

  it('normalises tags and refuses anything that is not a short word list', () => {
    expect(adminTrainingSchema.parse({ ...valid, tags: ['Premium', 'premium', 'timing'] }).tags).toEqual([
      'premium',
      'timing',
    ]);
    for (const tags of ['premium', [1], ['two words'], Array.from({ length: 11 }, (_, i) => `t${i}`)]) {
      expect(messagesOf(adminTrainingSchema.safeParse({ ...valid, tags }))).toEqual([TRAINING_MESSAGES.tagsInvalid]);
    }
  });

  it('on edit, leaves status and tags out unless given, and may keep an item rejected', () => {
    const parsed = adminTrainingUpdateSchema.parse(valid);
    expect(parsed.status).toBeUndefined();
    expect(parsed.tags).toBeUndefined();
    expect(adminTrainingUpdateSchema.parse({ ...valid, status: 'rejected' }).status).toBe('rejected');
  });
});

describe('contentReviewSchema', () => {
  it('takes approved or rejected only', () => {
    expect(contentReviewSchema.parse({ status: 'approved' })).toEqual({ status: 'approved' });
    expect(contentReviewSchema.parse({ status: 'rejected' })).toEqual({ status: 'rejected' });
    for (const status of ['pending', '', undefined]) {
      expect(messagesOf(contentReviewSchema.safeParse({ status }))).toEqual([TRAINING_MESSAGES.reviewStatusInvalid]);
    }
  });
});

describe(showsResourceUrl.name, () => {
  it('the submission form asks for a link on every type but text, once a type is chosen', () => {
    expect(showsResourceUrl('submission', '')).toBe(false);
    expect(TRAINING_CONTENT_TYPES.filter((t) => showsResourceUrl('submission', t))).toEqual([
      'video',
      'pdf',
      'blog',
      'website',
    ]);
  });

  it('the admin form asks only on video, pdf and website', () => {
    expect(TRAINING_CONTENT_TYPES.filter((t) => showsResourceUrl('admin', t))).toEqual(['video', 'pdf', 'website']);
  });
});

describe(isSafeResourceUrl.name, () => {
  it.each(['https://www.poynter.org/', 'http://example.org/a?b=c', '/library/broadcast-numbers.pdf'])('takes %s', (u) =>
    expect(isSafeResourceUrl(u)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox',
    'data:application/pdf;base64,AAAA',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example',
    'https://example.org/a b',
    'library/x.pdf',
    `https://example.org/${'a'.repeat(2_000)}`,
    'https://example.org/a\u0000b',
    '/library/x\u0000.pdf',
    '',
  ])('refuses %j', (u) => expect(isSafeResourceUrl(u)).toBe(false));
});

describe('the META:: codec', () => {
  it('reads plain content as a text item with no link', () => {
    expect(decodeTrainingContent('Just a lesson.')).toEqual({
      contentType: 'text',
      resourceUrl: null,
      content: 'Just a lesson.',
    });
  });

  it('reads the prefix of a non-text item, and writes it back the same', () => {
    const stored = 'META::{"contentType":"video","resourceUrl":"https://vimeo.com/76979871"}::CONTENT::Watch how.';
    const decoded = decodeTrainingContent(stored);
    expect(decoded).toEqual({ contentType: 'video', resourceUrl: 'https://vimeo.com/76979871', content: 'Watch how.' });
    expect(encodeTrainingContent(decoded)).toBe(stored);
    expect(encodeTrainingContent({ contentType: 'text', resourceUrl: null, content: 'Plain.' })).toBe('Plain.');
  });

  it('keeps a body that itself mentions the markers', () => {
    const body = 'The old format was META::{...}::CONTENT:: and we keep it readable.';
    const stored = encodeTrainingContent({
      contentType: 'blog',
      resourceUrl: 'https://example.org/post',
      content: body,
    });
    expect(decodeTrainingContent(stored).content).toBe(body);
  });

  it('never trusts what the prefix says: unknown types read as text, unsafe links as none', () => {
    expect(
      decodeTrainingContent('META::{"contentType":"exe","resourceUrl":"javascript:alert(1)"}::CONTENT::Body'),
    ).toEqual({ contentType: 'text', resourceUrl: null, content: 'Body' });
  });

  it('leaves a prefix that does not parse as the text it is', () => {
    for (const stored of [
      'META::{not json}::CONTENT::Body',
      'META::{"contentType":"video"}',
      'META::[1]::CONTENT::x',
    ]) {
      expect(decodeTrainingContent(stored)).toEqual({ contentType: 'text', resourceUrl: null, content: stored });
    }
  });
});

describe(previewText.name, () => {
  const long =
    'Broadcast copy is written for the ear: one idea per sentence, active verbs, and numbers rounded the way ' +
    'an anchor would say them out loud, so viewers catch every fact the first time they hear it on air tonight.';

  it('keeps short text whole, with its whitespace folded', () => {
    expect(previewText('  Short\n\ntext.  ', 150)).toBe('Short text.');
  });

  it('cuts long text at a word boundary within the limit and marks the cut', () => {
    for (const max of [150, 60]) {
      const preview = previewText(long, max);
      expect(preview.endsWith('…')).toBe(true);
      expect(preview.length - 1).toBeLessThanOrEqual(max);
      expect(long.startsWith(preview.slice(0, -1))).toBe(true);
      expect(long[preview.length - 1]).toMatch(/[\s,]/);
    }
  });

  it('cuts a single long word hard', () => {
    expect(previewText('x'.repeat(200), 60)).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('categories', () => {
  it('offers the eight browse categories and the three coach lists for submission', () => {
    expect(BROWSE_CATEGORIES).toHaveLength(8);
    expect(SUBMISSION_CATEGORIES).toEqual([...BROWSE_CATEGORIES, ...Object.values(COACH_LIST_CATEGORIES)]);
  });

  it('offers the six spec categories, in order, on the admin form (the admin pages import this list)', () => {
    expect(ADMIN_TRAINING_CATEGORIES.join(' | ')).toBe(
      'Techniques | Writing | Timing | Best Practices | Tools | AI Journalism News',
    );
  });
});

describe('coach request history', () => {
  const question = { selected_skill_area: 'content', career_stage: 'early', user_question: 'How do I hit time?' };

  it('takes the last few turns, oldest first', () => {
    const history = [
      { role: 'coach', message: COACH_WELCOME },
      { role: 'user', message: 'How do I write a tease?' },
    ];
    expect(coachRequestSchema.parse({ ...question, history }).history).toEqual(history);
    expect(coachRequestSchema.parse(question).history).toBeUndefined();
  });

  it('refuses too many turns, an unknown role and control characters', () => {
    const turn = { role: 'user', message: 'A question.' };
    expect(
      coachRequestSchema.safeParse({ ...question, history: Array(COACH_HISTORY_TURNS + 1).fill(turn) }).success,
    ).toBe(false);
    expect(coachRequestSchema.safeParse({ ...question, history: [{ role: 'system', message: 'x' }] }).success).toBe(
      false,
    );
    expect(
      coachRequestSchema.safeParse({ ...question, history: [{ role: 'user', message: 'a\u0000b' }] }).success,
    ).toBe(false);
  });
});
