import { fieldErrors } from './auth';
import {
  articleRequestSchema,
  bannerRequestSchema,
  coachRequestSchema,
  formatStreamEvent,
  GENERATION_MESSAGES as M,
  INPUT_LIMITS,
  parseEventStream,
  simplifierFormSchema,
  simplifyRequestSchema,
  socialRequestSchema,
  teaseRequestSchema,
  toSimplifyRequest,
  toToolResponse,
  vosotRequestSchema,
  type GenerationOutput,
} from './generation';

const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as never);
};

const SCRIPT_50 = 'The city council voted six to one on Tuesday to approve the new budget.';

describe('generation request schemas (spec section 5)', () => {
  it('simplifier: script at least 10, length and tone required, numbers from form strings or the API', () => {
    expect(errorsOf(simplifyRequestSchema, { script: 'too short' })).toEqual({
      script: M.scriptMin10,
      target_length: M.targetLength,
      anchor_tone: M.anchorTone,
    });
    expect(M.scriptMin10).toBe('Script must be at least 10 characters');
    expect(M.targetLength).toBe('Please select a target length');
    expect(M.anchorTone).toBe('Please select an anchor tone');
    expect(errorsOf(simplifyRequestSchema, { script: SCRIPT_50, target_length: 45, anchor_tone: 'concise' })).toEqual({
      target_length: M.targetLength,
    });
    const form = simplifierFormSchema.parse({ script: `  ${SCRIPT_50}  `, targetLength: '60', anchorTone: 'concise' });
    expect(toSimplifyRequest(form)).toEqual({ script: SCRIPT_50, target_length: 60, anchor_tone: 'concise' });
  });

  it('VOSOT: script at least 50; 20, 30, 45 or 60 seconds; three story styles', () => {
    expect(errorsOf(vosotRequestSchema, { script: 'x'.repeat(49), targetLength: 30, storyStyle: 'hard_news' })).toEqual(
      {
        script: 'Script must be at least 50 characters',
      },
    );
    expect(vosotRequestSchema.parse({ script: SCRIPT_50, targetLength: '45', storyStyle: 'sports' }).targetLength).toBe(
      45,
    );
    expect(errorsOf(vosotRequestSchema, { script: SCRIPT_50, targetLength: 25, storyStyle: 'opinion' })).toEqual({
      targetLength: M.targetLength,
      storyStyle: M.storyStyle,
    });
  });

  it('tease: script at least 50 and a tease style', () => {
    expect(errorsOf(teaseRequestSchema, { script: 'short', teaseStyle: 'loud' })).toEqual({
      script: M.scriptMin50,
      teaseStyle: M.teaseStyle,
    });
    expect(teaseRequestSchema.safeParse({ script: SCRIPT_50, teaseStyle: 'question' }).success).toBe(true);
  });

  it('banner: topic at least 10, style and a count of 25, 30 or 45', () => {
    expect(errorsOf(bannerRequestSchema, { topic: 'Fire', style: 'modern', charCount: 40 })).toEqual({
      topic: 'Topic must be at least 10 characters',
      charCount: M.charCount,
    });
    expect(bannerRequestSchema.parse({ topic: 'Warehouse fire downtown', style: 'minimal', charCount: '25' })).toEqual({
      topic: 'Warehouse fire downtown',
      style: 'minimal',
      charCount: 25,
    });
  });

  it('digital article: content 50, headline 5, location 2, a tone', () => {
    expect(
      errorsOf(articleRequestSchema, { broadcastContent: 'short', headline: 'Hi', location: 'X', tone: 'x' }),
    ).toEqual({
      broadcastContent: 'Content must be at least 50 characters',
      headline: 'Headline must be at least 5 characters',
      location: 'Location must be at least 2 characters',
      tone: M.articleTone,
    });
  });

  it('social: content at least 30 and platform, tone and length from the spec lists', () => {
    expect(
      errorsOf(socialRequestSchema, { newsContent: 'short', platform: 'tiktok', tone: 'x', length: 'long' }),
    ).toEqual({
      newsContent: 'Content must be at least 30 characters',
      platform: M.platform,
      tone: M.socialTone,
      length: M.socialLength,
    });
    expect(
      socialRequestSchema.safeParse({
        newsContent: SCRIPT_50,
        platform: 'push_alert',
        tone: 'breaking',
        length: 'short',
      }).success,
    ).toBe(true);
  });

  it('coach: a question that is not blank', () => {
    expect(
      errorsOf(coachRequestSchema, { selected_skill_area: 'data', career_stage: 'mid', user_question: '   ' }),
    ).toEqual({
      user_question: 'Your question cannot be empty',
    });
  });

  it('refuses input over the size limit with a clear message', () => {
    const script = 'word '.repeat(INPUT_LIMITS.script / 5 + 1);
    expect(errorsOf(vosotRequestSchema, { script, targetLength: 30, storyStyle: 'feature' })).toEqual({
      script: 'Script must be at most 20,000 characters',
    });
  });
});

describe('toToolResponse (spec section 7 answer shapes)', () => {
  const output: GenerationOutput = {
    text: 'OPTION 1: A\nOPTION 2: B\nOPTION 3: C',
    provider: 'offline',
    checks: {
      readTime: { seconds: 1, withinTolerance: true },
      numberStyle: { issues: [], checked: true },
      length: { chars: 3, ok: true },
      facts: { issues: [] },
    },
  };

  it('answers the simplifier with original and simplified', () => {
    const response = toToolResponse(
      'simplify',
      { script: SCRIPT_50, target_length: 30, anchor_tone: 'concise' },
      output,
    );
    expect(response).toMatchObject({
      success: true,
      original: SCRIPT_50,
      simplified: output.text,
      provider: 'offline',
    });
  });

  it('answers the generators with result, and the coach with response', () => {
    expect(toToolResponse('banner', { topic: 'x', style: 'modern', charCount: 30 }, output)).toMatchObject({
      success: true,
      result: output.text,
      checks: output.checks,
    });
    expect(
      toToolResponse('coach', { selected_skill_area: 'data', career_stage: 'mid', user_question: 'q' }, output),
    ).toEqual({ success: true, response: output.text, provider: 'offline' });
  });
});

describe('event stream', () => {
  it('round-trips events and keeps an unfinished one for the next read', () => {
    const wire =
      formatStreamEvent({ type: 'progress', stage: 'writing' }) +
      formatStreamEvent({ type: 'text', text: 'line one\nline two' }) +
      'event: result\ndata: {"resp';
    const { events, rest } = parseEventStream(wire);
    expect(events).toEqual([
      { type: 'progress', stage: 'writing' },
      { type: 'text', text: 'line one\nline two' },
    ]);
    expect(rest).toBe('event: result\ndata: {"resp');
  });
});
