import { UnrecoverableError } from 'bullmq';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ModelUnavailableError, callModelWithRetries, type ModelCallOptions, type ModelRetryInfo } from './model-calls';
import type { ModelWriter } from './openai-writer';
import { loopbackWriter } from '../../test/factories/loopback-writer';
import { ModelCallAbortedError, TransientProviderError } from './provider-errors';

const PROMPT = { system: 'You write copy.', user: 'Write it.' };

/** One answer of the scripted server: an HTTP error, or a streamed text that may break off or hang. */
type Step = { status: number; headers?: Record<string, string> } | { text: string; then?: 'finish' | 'cut' | 'hang' };

/** An OpenAI-compatible server on loopback answering each call with the next step, then with 'OK'. */
async function scriptedServer() {
  const steps: Step[] = [];
  let calls = 0;
  const server: Server = createServer((req, res) => {
    req.resume().on('end', () => {
      calls++;
      const step = steps.shift() ?? { text: 'OK' };
      if ('status' in step) {
        res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
        return void res.end(JSON.stringify({ error: { message: `Scripted failure (${step.status})` } }));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (delta: object, finish_reason: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta, finish_reason }] })}\n\n`,
        );
      send({ content: step.text });
      if (step.then === 'hang') return;
      if (step.then === 'cut') return void setTimeout(() => res.socket?.destroy(), 20);
      send({}, 'stop');
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    script: (...next: Step[]) => void steps.push(...next),
    calls: () => calls,
    reset: () => {
      steps.length = 0;
      calls = 0;
    },
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe(callModelWithRetries.name, () => {
  let server: Awaited<ReturnType<typeof scriptedServer>>;
  let retries: ModelRetryInfo[];
  const writer = () => loopbackWriter(server.url);
  const sut = (over: Partial<ModelCallOptions> = {}, model: ModelWriter = writer()) =>
    callModelWithRetries(model, PROMPT, {
      attempts: 3,
      deadline: Date.now() + 10_000,
      baseDelayMs: 10,
      onRetry: (info) => retries.push(info),
      ...over,
    });
  /** The error the call fails with, and how long it took. */
  const failure = async (over: Partial<ModelCallOptions> = {}) => {
    const started = Date.now();
    try {
      await sut(over);
    } catch (error) {
      return { error: error as Error, ms: Date.now() - started };
    }
    throw new Error('expected the call to fail');
  };

  beforeAll(async () => {
    server = await scriptedServer();
  });
  beforeEach(() => {
    retries = [];
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it('waits out a 429 for as long as its Retry-After says, then answers', async () => {
    server.script({ status: 429, headers: { 'retry-after': '1' } }, { text: 'Second time lucky.' });
    const started = Date.now();
    expect(await sut()).toBe('Second time lucky.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({ attempt: 1, waitMs: 1_000 });
    expect(retries[0].error).toBeInstanceOf(TransientProviderError);
    expect(retries[0].error.message).toBe('The language model is busy (429); retrying');
  });

  it("honours OpenAI's retry-after-ms", async () => {
    server.script({ status: 503, headers: { 'retry-after-ms': '300' } }, { text: 'Back.' });
    const started = Date.now();
    expect(await sut()).toBe('Back.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(retries.map((r) => r.waitMs)).toEqual([300]);
  });

  it('retries a 500, then answers', async () => {
    server.script({ status: 500 }, { text: 'Fine now.' });
    expect(await sut()).toBe('Fine now.');
    expect(server.calls()).toBe(2);
    expect(retries[0].error.message).toBe('The language model failed (500); retrying');
  });

  it('retries an answer cut off half way, and onText starts over with the new answer', async () => {
    server.script({ text: 'The coun', then: 'cut' }, { text: 'The council voted.' });
    const seen: string[] = [];
    expect(await sut({ onText: (soFar) => seen.push(soFar) })).toBe('The council voted.');
    expect(seen).toEqual(['The coun', 'The council voted.']);
    expect(retries[0].error.message).toBe("The language model's answer was cut off; retrying");
  });

  it('never retries a permanent failure', async () => {
    server.script({ status: 401 });
    const { error } = await failure();
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(server.calls()).toBe(1);
    expect(retries).toEqual([]);
  });

  it('gives up after the last attempt, wrapping the last failure', async () => {
    server.script({ status: 503 }, { status: 503 }, { status: 502 }, { text: 'Too late.' });
    const { error } = await failure();
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(error.message).toBe('The language model failed 3 times: The language model failed (502)');
    expect((error as ModelUnavailableError).attempts).toBe(3);
    expect((error as ModelUnavailableError).cause).toBeInstanceOf(TransientProviderError);
    expect(server.calls()).toBe(3);
    expect(retries.map((r) => r.attempt)).toEqual([1, 2]);
  });

  it('gives up at once rather than wait past the deadline', async () => {
    server.script({ status: 429, headers: { 'retry-after': '30' } });
    const { error, ms } = await failure({ deadline: Date.now() + 2_000 });
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(error.message).toBe('The language model failed 1 time: The language model is busy (429)');
    expect(ms).toBeLessThan(1_000);
    expect(server.calls()).toBe(1);
    expect(retries).toEqual([]);
  });

  it('stops a call still streaming when the deadline comes', async () => {
    server.script({ text: 'The council', then: 'hang' });
    const { error, ms } = await failure({ deadline: Date.now() + 300 });
    expect(error).toBeInstanceOf(ModelCallAbortedError);
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(1_000);
    expect(server.calls()).toBe(1);
  });

  it('makes no call once the deadline has passed', async () => {
    const { error } = await failure({ deadline: Date.now() - 1 });
    expect(error).toBeInstanceOf(ModelCallAbortedError);
    expect(server.calls()).toBe(0);
  });

  it('backs off exponentially with jitter when the server names no wait', async () => {
    const busy: ModelWriter = {
      model: 'm',
      write: async () => {
        throw new TransientProviderError('busy; retrying');
      },
    };
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    for (let run = 0; run < 20; run++) {
      await expect(sut({ attempts: 4, baseDelayMs: 100, sleep }, busy)).rejects.toBeInstanceOf(ModelUnavailableError);
    }
    const waitsAfter = (attempt: number) => waits.filter((_, n) => n % 3 === attempt - 1);
    const within = (values: number[], low: number, high: number) => {
      expect(values).toHaveLength(20);
      expect(Math.min(...values)).toBeGreaterThanOrEqual(low);
      expect(Math.max(...values)).toBeLessThanOrEqual(high);
    };
    within(waitsAfter(1), 50, 150);
    within(waitsAfter(2), 100, 300);
    within(waitsAfter(3), 200, 600);
    expect(new Set(waitsAfter(1)).size).toBeGreaterThan(1);
  });
});
