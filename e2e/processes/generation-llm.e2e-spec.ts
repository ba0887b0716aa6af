import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import {
  STREAM_ID_HEADER,
  TOOL_PATHS,
  progressStreamPath,
  tooManyInFlightMessage,
  type GenerationStreamEvent,
} from '@newsroom/contracts';
// The fake is plain CommonJS so the benchmark can use it too.
import { startFakeOpenAi, type FakeOpenAi } from '../../services/generation/test/fake-openai-server';
import { call } from '../harness/http';
import { openProgressStream } from '../harness/sse';
import { generationQueue, loopbackModelEnv } from '../harness/generation';
import { type TestStack, startTestStack } from '../harness/test-stack';
import { randomBytes } from 'node:crypto';

const SCRIPT =
  'The Metro City Council voted 6 to 1 on Tuesday night to approve a $4.7 million plan to repair 12 bridges ' +
  'across the county. Council President Maria Lopez said the bridges carry 45,000 drivers every day. ' +
  'Work on the first 3 bridges begins in March and should take about 8 months.';
// What a model might answer: figures and signs the copy engine must put into broadcast style.
const MODEL_SCRIPT =
  'The Metro City Council voted 6 to 1 tonight to approve a $4.7 million plan to fix 12 bridges.\n' +
  'Council President Maria Lopez says the bridges carry 45,000 drivers a day.\n' +
  'Work on the first 3 bridges starts in March.';
// Made at run time: no file holds anything that looks like a real key.
const API_KEY = `sk-${randomBytes(12).toString('hex')}`;
const JOB_TIMEOUT_MS = 12_000;

/**
 * The generation queue with an OpenAI-compatible provider: a local test server on loopback that
 * the real `openai` SDK in the workers talks to. Two workers share the queue.
 */
describe('generation with an LLM provider', () => {
  let fake: FakeOpenAi;
  let env: TestStack;
  let cookie: string;
  let queue: Queue;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    env = await startTestStack({
      portBase: 3800,
      workers: 2,
      env: {
        ...loopbackModelEnv(fake.url, API_KEY, 'newsroom-test-model'),
        OPENAI_TIMEOUT_MS: '30000',
        WORKER_LOCK_MS: '3000',
        JOB_TIMEOUT_MS: String(JOB_TIMEOUT_MS),
        GENERATION_MAX_IN_FLIGHT: '2',
      },
    });
    cookie = await env.cookieFor(await env.createUser({ role: 'admin' }));
    queue = generationQueue(env);
  });
  afterAll(async () => {
    await queue?.close();
    await env?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.setLatency(0);
    fake.reply(() => ({ text: MODEL_SCRIPT }));
  });

  const simplify = (headers?: Record<string, string>, who = cookie) =>
    call(env.url, 'POST', TOOL_PATHS.simplify, {
      cookie: who,
      headers,
      json: { script: SCRIPT, target_length: 30, anchor_tone: 'conversational' },
    });

  it('the model writes the copy; the answer names it, and the copy engine puts numbers in broadcast style', async () => {
    const before = fake.requests.length;
    const res = await simplify();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, provider: 'openai', model: 'newsroom-test-model' });
    expect(res.json.simplified).not.toMatch(/\$|\b6 to 1\b/);
    expect(fake.requests.length).toBe(before + 1);
    const sent = fake.requests.at(-1)!;
    expect(sent.body.model).toBe('newsroom-test-model');
    expect(JSON.stringify(sent.body.messages)).toContain('Metro City Council');
  });

  it('takes out a fact the model invented before delivering, and the answer lists the repair', async () => {
    fake.reply(() => ({ text: `${MODEL_SCRIPT}\nMayor Tom Briggs says 19 more bridges are next.` }));
    const res = await simplify();
    expect(res.status).toBe(200);
    expect(res.json.provider).toBe('openai');
    expect(res.json.simplified).not.toMatch(/Briggs|nineteen|19/);
    expect(res.json.repairs).toContainEqual({
      action: 'dropped',
      reason: expect.stringContaining('Tom Briggs" is not named in the source'),
      text: 'Mayor Tom Briggs says 19 more bridges are next.',
    });
    expect((res.json.checks as { facts: { issues: unknown[] } }).facts.issues).toEqual([]);
  });

  it('streams the copy to the page while the model writes it', async () => {
    fake.reply(() => ({ text: MODEL_SCRIPT, chunks: 6, delayMs: 250 }));
    const streamId = randomUUID();
    const stream = await openProgressStream(`${env.url}${progressStreamPath(streamId)}`, cookie);
    const res = await simplify({ [STREAM_ID_HEADER]: streamId });
    await stream.ended();
    stream.close();
    expect(res.status).toBe(200);
    const texts = stream.events.filter((e): e is Extract<GenerationStreamEvent, { type: 'text' }> => e.type === 'text');
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts[0].text.length).toBeLessThan(texts.at(-1)!.text.length);
    expect(stream.events.at(-1)).toEqual({ type: 'done', outcome: 'completed' });
  });

  it('the coach hands the model the earlier turns of the chat, so a follow-up makes sense', async () => {
    fake.reply(() => ({ text: 'For a 20-second reader, aim for about 50 words.' }));
    const history = [
      { role: 'user', message: 'How many words fill a 30-second reader?' },
      { role: 'coach', message: 'About 75 words at a normal anchor pace.' },
    ];
    const res = await call(env.url, 'POST', TOOL_PATHS.coach, {
      cookie,
      json: { selected_skill_area: 'content', career_stage: 'early', user_question: 'And a 20-second one?', history },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, response: 'For a 20-second reader, aim for about 50 words.' });
    const messages = fake.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1].content).toBe(history[0].message);
    expect(messages[2].content).toBe(history[1].message);
    expect(messages[3].content).toContain('And a 20-second one?');
  });

  it('retries a transient provider failure (5xx) inside the job, and the caller still gets the copy', async () => {
    const before = fake.requests.length;
    fake.failNext(1, 503, 'The server is overloaded');
    const res = await simplify();
    expect(res.status).toBe(200);
    expect(res.json.provider).toBe('openai');
    expect(fake.requests.length).toBe(before + 2);
    await env.waitForLogLine((line) => line.includes('model call failed') && line.includes('503'));
  });

  it('a permanent provider failure (400) is not retried: the offline engine answers, labelled, at once', async () => {
    const before = fake.requests.length;
    fake.failNext(1, 400, 'Unsupported parameter: temperature');
    const started = Date.now();
    const res = await simplify();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, provider: 'offline' });
    expect(res.json.model).toBeUndefined();
    // The script is shorter than the target, and the answer says that too.
    expect(res.json.repairs).toEqual([
      {
        action: 'offline',
        reason: expect.stringMatching(/^the AI model did not answer: .*rejected the request \(400\)/),
      },
      { action: 'cannot-fit', reason: 'reads 22 s against a 30-second target: the source itself reads only 22 s' },
    ]);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fake.requests.length).toBe(before + 1);
    await env.waitForLogLine((line) => line.includes('offline engine answers instead of the model'));
  });

  it('caps the jobs one user has in flight: 429 saying to wait for one to finish', async () => {
    fake.setLatency(2_000);
    const answers = await Promise.all([simplify(), simplify(), simplify()]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.json).toEqual({ message: tooManyInFlightMessage(2) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('loses nothing when a worker is killed mid-job: the other worker finishes it', async () => {
    fake.setLatency(1_500);
    const before = fake.requests.length;
    const answer = simplify();
    // Find the worker holding the job, then SIGKILL it.
    let holder: string | undefined;
    for (let i = 0; i < 100 && !holder; i++) {
      const [active] = await queue.getActive();
      holder = active?.processedBy;
      if (!holder) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(holder).toBeDefined();
    const name = ['generation-worker-1', 'generation-worker-2'].find((n) =>
      holder!.endsWith(`:${env.stack!.get(n).pid}`),
    )!;
    expect(name).toBeDefined();
    env.stack!.get(name).kill('SIGKILL');
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    // Asked twice: once by the killed worker, once by the one that took the stalled job up.
    expect(fake.requests.length).toBe(before + 2);
    await env.stack!.startProcess(name);
  });

  it('a model slower than the job allows gives way to the offline engine before the caller times out', async () => {
    fake.setLatency(JOB_TIMEOUT_MS + 3_000);
    const started = Date.now();
    const res = await simplify();
    expect(res.status).toBe(200);
    expect(res.json.provider).toBe('offline');
    expect(Date.now() - started).toBeLessThan(JOB_TIMEOUT_MS);
  });

  it('answers 504 when no worker finishes the job within JOB_TIMEOUT_MS', async () => {
    await queue.pause();
    try {
      const started = Date.now();
      const res = await simplify();
      expect(res.status).toBe(504);
      expect(res.json).toEqual({ message: 'The job did not finish in time. Please try again.' });
      expect(Date.now() - started).toBeLessThan(JOB_TIMEOUT_MS + 3_000);
    } finally {
      await queue.resume();
    }
  });

  it('never writes the API key to a log line or an answer', () => {
    expect(env.logLines().filter((line) => line.includes(API_KEY))).toEqual([]);
  });
});
