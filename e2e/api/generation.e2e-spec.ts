import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  GENERATION_MESSAGES as M,
  STREAM_ID_HEADER,
  TOOL_PATHS,
  USAGE_PATH,
  progressStreamPath,
  tooManyRequestsMessage,
  tooManyStreamsMessage,
} from '@newsroom/contracts';
import { PREMIUM_ONLY } from '../../gateway/src/routing/access';
import { call } from '../harness/http';
import { openProgressStream } from '../harness/sse';
import { type TestStack, type TestUser, startTestStack } from '../harness/test-stack';

const SCRIPT =
  'The Metro City Council voted 6 to 1 on Tuesday night to approve a $4.7 million plan to repair 12 bridges ' +
  'across the county. Council President Maria Lopez said, "These bridges carry 45,000 drivers every day and ' +
  'they cannot wait another year." Work on the first 3 bridges begins in March and should take about 8 months. ' +
  'Drivers should expect lane closures on Route 9 during the overnight hours.';

const RATE_LIMIT = 12;
const MAX_IN_FLIGHT = 3;

/** The copy tools through the gateway, with the offline newsroom engine as the provider. */
describe('generation (offline provider)', () => {
  let env: TestStack;
  let admin: TestUser;
  let adminCookie: string;
  let db: Client;

  beforeAll(async () => {
    env = await startTestStack({
      portBase: 3700,
      env: {
        GENERATION_RATE_LIMIT: String(RATE_LIMIT),
        GENERATION_RATE_WINDOW_SECONDS: '60',
        GENERATION_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT),
        FULL_ACCESS_USERNAME: 'desk_vip',
      },
    });
    admin = await env.createUser({ role: 'admin' });
    adminCookie = await env.cookieFor(admin);
    db = new Client({ connectionString: env.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await env?.close();
  });

  /** A fresh plain user per test, so the per-user rate limit never spills from one test into another. */
  const plainUser = async () => {
    const user = await env.createUser();
    return { user, cookie: await env.cookieFor(user) };
  };
  const post = (path: string, json: unknown, cookie?: string, headers?: Record<string, string>) =>
    call(env.url, 'POST', path, { json, cookie, headers });

  const PAYLOADS = {
    simplify: { script: SCRIPT, target_length: 30, anchor_tone: 'conversational' },
    vosot: { script: SCRIPT, targetLength: 30, storyStyle: 'hard_news' },
    tease: { script: SCRIPT, teaseStyle: 'compelling' },
    banner: { topic: 'Council approves $4.7 million bridge repair plan', style: 'modern', charCount: 30 },
    article: {
      broadcastContent: SCRIPT,
      headline: 'Council approves bridge repairs',
      location: 'Metro City',
      tone: 'standard',
    },
    social: { newsContent: SCRIPT, platform: 'twitter', tone: 'informative', length: 'medium' },
    coach: { selected_skill_area: 'content', career_stage: 'early', user_question: 'How do I write tighter for time?' },
  } as const;

  describe('answers each call in the spec shape, with the checks and the provider', () => {
    it('POST /api/process: original and simplified, read time near the target, broadcast numbers', async () => {
      const { cookie } = await plainUser();
      const res = await post(TOOL_PATHS.simplify, PAYLOADS.simplify, cookie);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, original: SCRIPT, provider: 'offline' });
      const simplified = res.json.simplified as string;
      expect(simplified).toMatch(/six to one|six-to-one/i);
      expect(simplified).not.toMatch(/\$|%/);
      const checks = res.json.checks as { readTime: { seconds: number; targetSeconds: number }; facts: { issues: [] } };
      expect(checks.readTime.targetSeconds).toBe(30);
      expect(checks.readTime.seconds).toBeLessThanOrEqual(33);
      expect(checks.facts.issues).toEqual([]);
    });

    it('POST /api/generate-vosot: the package with its labelled sections', async () => {
      const res = await post(TOOL_PATHS.vosot, PAYLOADS.vosot, adminCookie);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, provider: 'offline' });
      expect(res.json.result).toMatch(/ANCHOR INTRO/);
      expect(res.json.result).toMatch(/VOICE OVER|VO\b/);
      expect(res.json.result).toMatch(/SOUND ON TAPE|SOT/);
      expect(res.json.sections).toMatchObject({ anchorIntro: expect.any(String), voiceOver: expect.any(String) });
    });

    it('POST /api/generate-tease: three paragraphs separated by blank lines', async () => {
      const res = await post(TOOL_PATHS.tease, PAYLOADS.tease, adminCookie);
      expect(res.status).toBe(200);
      expect((res.json.result as string).split(/\n\s*\n/)).toHaveLength(3);
    });

    it('POST /api/generate-banner: three OPTION lines, each within the character count', async () => {
      const res = await post(TOOL_PATHS.banner, PAYLOADS.banner, adminCookie);
      expect(res.status).toBe(200);
      const lines = (res.json.result as string).split('\n');
      expect(lines).toHaveLength(3);
      lines.forEach((line, i) => expect(line).toMatch(new RegExp(`^OPTION ${i + 1}: .+`)));
      for (const option of res.json.options as { text: string; chars: number }[]) {
        expect(option.chars).toBe(option.text.length);
        expect(option.chars).toBeLessThanOrEqual(30);
      }
    });

    it('POST /api/create-digital-article: an AP-style article with the dateline', async () => {
      const res = await post(TOOL_PATHS.article, PAYLOADS.article, adminCookie);
      expect(res.status).toBe(200);
      expect(res.json.result).toMatch(/METRO CITY/);
      expect(res.json.result).toMatch(/\$4\.7 million/);
    });

    it('POST /api/generate-social: three OPTION lines within the medium range', async () => {
      const { cookie } = await plainUser();
      const res = await post(TOOL_PATHS.social, PAYLOADS.social, cookie);
      expect(res.status).toBe(200);
      expect((res.json.result as string).split('\n').filter((l) => l.startsWith('OPTION'))).toHaveLength(3);
      for (const option of res.json.options as { chars: number; checks: { length: { ok: boolean } } }[]) {
        expect(option.chars).toBeGreaterThanOrEqual(100);
        expect(option.chars).toBeLessThanOrEqual(200);
        expect(option.checks.length.ok).toBe(true);
      }
    });

    it('POST /api/ai-career-coach: {success, response}', async () => {
      const res = await post(TOOL_PATHS.coach, PAYLOADS.coach, adminCookie);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, response: expect.stringMatching(/\w+/), provider: 'offline' });
    });
  });

  describe('access', () => {
    it('refuses signed-out callers on every tool', async () => {
      for (const path of Object.values(TOOL_PATHS)) {
        const res = await post(path, {});
        expect(res.status).toBe(401);
      }
    });

    it.each(['vosot', 'tease', 'banner', 'article', 'coach'] as const)(
      'refuses the premium %s tool to a plain user with 403 and says how to get it',
      async (tool) => {
        const { cookie } = await plainUser();
        const res = await post(TOOL_PATHS[tool], PAYLOADS[tool], cookie);
        expect(res.status).toBe(403);
        expect(res.json).toEqual({ message: PREMIUM_ONLY });
      },
    );

    it('opens every premium tool to the configured full-access username, and says so in /api/user', async () => {
      const vip = await env.createUser({ username: 'desk_vip' });
      const cookie = await env.cookieFor(vip);
      expect((await call(env.url, 'GET', '/api/user', { cookie })).json).toMatchObject({
        username: 'desk_vip',
        role: 'user',
        fullAccess: true,
      });
      expect((await post(TOOL_PATHS.banner, PAYLOADS.banner, cookie)).status).toBe(200);
      expect((await call(env.url, 'GET', '/api/admin/users', { cookie })).status).toBe(403);
      const { cookie: plain } = await plainUser();
      expect((await call(env.url, 'GET', '/api/user', { cookie: plain })).json).not.toHaveProperty('fullAccess');
    });
  });

  describe('validation (spec section 5 messages)', () => {
    it.each([
      ['simplify', { script: 'too short', target_length: 30, anchor_tone: 'concise' }, M.scriptMin10],
      ['simplify', { script: SCRIPT, target_length: 45, anchor_tone: 'concise' }, M.targetLength],
      ['simplify', { script: SCRIPT, target_length: 30 }, M.anchorTone],
      ['vosot', { script: 'short script', targetLength: 30, storyStyle: 'feature' }, M.scriptMin50],
      ['vosot', { script: SCRIPT, targetLength: 90, storyStyle: 'feature' }, M.targetLength],
      ['vosot', { script: SCRIPT, targetLength: 30, storyStyle: 'opinion' }, M.storyStyle],
      ['tease', { script: 'short script', teaseStyle: 'question' }, M.scriptMin50],
      ['tease', { script: SCRIPT, teaseStyle: 'loud' }, M.teaseStyle],
      ['banner', { topic: 'Fire', style: 'modern', charCount: 30 }, M.topicMin],
      ['banner', { topic: 'Warehouse fire downtown', style: 'neon', charCount: 30 }, M.bannerStyle],
      ['banner', { topic: 'Warehouse fire downtown', style: 'modern', charCount: 50 }, M.charCount],
      ['article', { ...PAYLOADS.article, broadcastContent: 'short' }, M.contentMin50],
      ['article', { ...PAYLOADS.article, headline: 'Hi' }, M.headlineMin],
      ['article', { ...PAYLOADS.article, location: 'X' }, M.locationMin],
      ['article', { ...PAYLOADS.article, tone: 'angry' }, M.articleTone],
      ['social', { ...PAYLOADS.social, newsContent: 'short' }, M.contentMin30],
      ['social', { ...PAYLOADS.social, platform: 'tiktok' }, M.platform],
      ['social', { ...PAYLOADS.social, tone: 'sad' }, M.socialTone],
      ['social', { ...PAYLOADS.social, length: 'huge' }, M.socialLength],
      ['coach', { ...PAYLOADS.coach, user_question: '   ' }, M.questionEmpty],
      ['coach', { ...PAYLOADS.coach, selected_skill_area: 'golf' }, M.skillArea],
      ['coach', { ...PAYLOADS.coach, career_stage: 'retired' }, M.careerStage],
    ] as const)('%s %j -> 400 "%s"', async (tool, payload, message) => {
      const res = await post(TOOL_PATHS[tool], payload, adminCookie);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message });
    });

    it('answers a script over the size limit with a clear 400, not a crash', async () => {
      const res = await post(
        TOOL_PATHS.simplify,
        { ...PAYLOADS.simplify, script: 'Words. '.repeat(3_000) },
        adminCookie,
      );
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Script must be at most 20,000 characters' });
    });
  });

  describe('limits, history and progress', () => {
    it('limits a user to GENERATION_RATE_LIMIT generations a window: 429 with Retry-After', async () => {
      const { cookie } = await plainUser();
      for (let i = 0; i < RATE_LIMIT; i++)
        expect((await post(TOOL_PATHS.simplify, PAYLOADS.simplify, cookie)).status).toBe(200);
      const res = await post(TOOL_PATHS.simplify, PAYLOADS.simplify, cookie);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.json).toEqual({ message: tooManyRequestsMessage(retryAfter) });
      // Another user is not held back by this one.
      const other = await plainUser();
      expect((await post(TOOL_PATHS.simplify, PAYLOADS.simplify, other.cookie)).status).toBe(200);
    });

    it('records each run for Profile (counts per tool) without the copy itself', async () => {
      const { user, cookie } = await plainUser();
      expect((await call(env.url, 'GET', USAGE_PATH, { cookie })).json).toEqual({
        scriptsSimplified: 0,
        vosotsGenerated: 0,
        articlesCreated: 0,
      });
      await post(TOOL_PATHS.simplify, PAYLOADS.simplify, cookie);
      await post(TOOL_PATHS.simplify, { ...PAYLOADS.simplify, anchor_tone: 'concise' }, cookie);
      await post(TOOL_PATHS.social, PAYLOADS.social, cookie);
      const usage = await call(env.url, 'GET', USAGE_PATH, { cookie });
      expect(usage.json).toEqual({ scriptsSimplified: 2, vosotsGenerated: 0, articlesCreated: 0 });
      const { rows } = await db.query(
        `SELECT tool, options, input_chars, provider, outcome FROM generation.generation_runs WHERE user_id = $1 ORDER BY id`,
        [user.id],
      );
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatchObject({
        tool: 'simplify',
        options: { target_length: 30, anchor_tone: 'conversational' },
        input_chars: SCRIPT.length,
        provider: 'offline',
        outcome: 'completed',
      });
      expect(JSON.stringify(rows)).not.toContain('Council');
      expect((await call(env.url, 'GET', USAGE_PATH)).status).toBe(401);
    });

    it('streams the job progress to the page that asked, beside the spec POST', async () => {
      const { cookie } = await plainUser();
      const streamId = randomUUID();
      const stream = await openProgressStream(`${env.url}${progressStreamPath(streamId)}`, cookie);
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      const res = await post(TOOL_PATHS.simplify, PAYLOADS.simplify, cookie, { [STREAM_ID_HEADER]: streamId });
      expect(res.status).toBe(200);
      await stream.ended();
      stream.close();
      expect(stream.events).toEqual(
        expect.arrayContaining([
          { type: 'progress', stage: 'writing' },
          { type: 'done', outcome: 'completed' },
        ]),
      );
    });

    it('never streams one user’s job to another user who knows the stream id', async () => {
      const owner = await plainUser();
      const snoop = await plainUser();
      const streamId = randomUUID();
      const stream = await openProgressStream(`${env.url}${progressStreamPath(streamId)}`, snoop.cookie);
      await post(TOOL_PATHS.simplify, PAYLOADS.simplify, owner.cookie, { [STREAM_ID_HEADER]: streamId });
      await stream.ended(1_000);
      stream.close();
      expect(stream.events).toEqual([]);
      expect((await call(env.url, 'GET', progressStreamPath(streamId))).status).toBe(401);
    });

    it('lets one user hold only a few progress streams open, and frees a slot when one closes', async () => {
      const { cookie } = await plainUser();
      const open = () => openProgressStream(`${env.url}${progressStreamPath(randomUUID())}`, cookie);
      const held = [];
      for (let i = 0; i < MAX_IN_FLIGHT + 2; i++) held.push(await open());
      expect(held.map((s) => s.status)).toEqual(held.map(() => 200));
      const refused = await call(env.url, 'GET', progressStreamPath(randomUUID()), { cookie });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ message: tooManyStreamsMessage(MAX_IN_FLIGHT + 2) });
      held.pop()!.close();
      // The slot comes back once the closed connection reaches the service through the gateway.
      let again = await open();
      for (let tries = 0; again.status !== 200 && tries < 20; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        again = await open();
      }
      expect(again.status).toBe(200);
      for (const s of [...held, again]) s.close();
    });
  });

  describe('queue dashboard', () => {
    it('is for admins only', async () => {
      const page = await call(env.url, 'GET', '/api/admin/queues');
      expect(page.status).toBe(401);
      const { cookie } = await plainUser();
      expect((await call(env.url, 'GET', '/api/admin/queues', { cookie })).status).toBe(403);
      const admins = await call(env.url, 'GET', '/api/admin/queues', { cookie: adminCookie });
      expect(admins.status).toBe(200);
      expect(admins.text).toContain('Generation queue');
      const queues = await call(env.url, 'GET', '/api/admin/queues/api/queues', { cookie: adminCookie });
      expect(queues.status).toBe(200);
      expect(JSON.stringify(queues.json)).toContain('generation');
    });
  });
});
