import { UnrecoverableError } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server';
import { OpenAiWriter, type OpenAiWriterOptions } from './openai-writer';
import { ModelCallAbortedError, TransientProviderError } from './provider-errors';

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

const PROMPT = { system: 'You write copy.', user: 'Write it.' };
// Made at run time: no file holds anything that looks like a real key.
const API_KEY = `sk-${randomBytes(12).toString('hex')}`;

/**
 * An OpenAI-compatible server on loopback whose streamed answer starts with `text` and then breaks
 * off: the socket destroyed ('destroy'), or the response ended cleanly with no finish_reason ('end').
 */
async function breakingServer(text: string, how: 'destroy' | 'end') {
  const server = createServer((req, res) => {
    req.resume().on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = { id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm' };
      res.write(`data: ${JSON.stringify({ ...chunk, choices: [{ index: 0, delta: { content: text } }] })}\n\n`);
      setTimeout(() => (how === 'destroy' ? res.socket?.destroy() : res.end()), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe(OpenAiWriter.name, () => {
  let fake: FakeOpenAi;
  const sut = (over: Partial<OpenAiWriterOptions> = {}) =>
    new OpenAiWriter({
      baseURL: fake.url,
      apiKey: API_KEY,
      model: 'test-model',
      timeoutMs: 2_000,
      maxRetries: 0,
      ...over,
    });

  /** The error a write fails with, for assertions on its class and message. */
  const failure = async (
    writer: OpenAiWriter,
    ...rest: DropFirst<Parameters<OpenAiWriter['write']>>
  ): Promise<Error> => {
    try {
      await writer.write(PROMPT, ...rest);
    } catch (error) {
      return error as Error;
    }
    throw new Error('expected the write to fail');
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('streams the answer, calling onText with the growing text', async () => {
    fake.reply(() => ({ text: 'OPTION 1: One\nOPTION 2: Two\nOPTION 3: Three', chunks: 4 }));
    const seen: string[] = [];
    const text = await sut().write(PROMPT, (soFar) => seen.push(soFar));
    expect(text).toBe('OPTION 1: One\nOPTION 2: Two\nOPTION 3: Three');
    expect(seen.length).toBeGreaterThanOrEqual(3);
    seen.forEach((s, i) => i > 0 && expect(s.startsWith(seen[i - 1])).toBe(true));
    expect(seen[seen.length - 1]).toBe(text);
    const { body, headers } = fake.requests[0];
    expect(body).toMatchObject({ model: 'test-model', stream: true });
    expect(body.messages).toEqual([
      { role: 'system', content: PROMPT.system },
      { role: 'user', content: PROMPT.user },
    ]);
    expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('sends earlier chat turns between the brief and the question', async () => {
    fake.reply(() => ({ text: 'Count about 50 words.', chunks: 1 }));
    const history = [
      { role: 'user' as const, content: 'How long is 30 seconds?' },
      { role: 'assistant' as const, content: 'About 75 words.' },
    ];
    await sut().write({ ...PROMPT, history });
    expect(fake.requests[0].body.messages).toEqual([
      { role: 'system', content: PROMPT.system },
      ...history,
      { role: 'user', content: PROMPT.user },
    ]);
  });

  it.each([429, 500, 503, 408, 409])('%i is transient', async (status) => {
    fake.failNext(1, status);
    const error = await failure(sut());
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error.message).toMatch(/retrying/);
    if (status === 429) expect(error.message).toBe('The language model is busy (429); retrying');
    expect(fake.requests).toHaveLength(1); // the SDK does not retry behind the caller's back
  });

  it('400 is permanent, with the server message', async () => {
    fake.failNext(1, 400, 'Invalid value for temperature');
    const error = await failure(sut());
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(error.message).toBe('The language model rejected the request (400): Invalid value for temperature');
  });

  it('401 is permanent and never echoes the key', async () => {
    fake.failNext(1, 401, `Incorrect API key provided: ${API_KEY}`);
    const error = await failure(sut());
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(error.message).toBe('The language model rejected the API key (401)');
  });

  it('404 and 422 are permanent and keep the key out of the message', async () => {
    fake.failNext(1, 404, `The model test-model does not exist for key ${API_KEY}`);
    const notFound = await failure(sut());
    expect(notFound).toBeInstanceOf(UnrecoverableError);
    expect(notFound.message).toContain('(404)');
    expect(notFound.message).not.toContain(API_KEY);
    fake.failNext(1, 422, 'Unprocessable');
    expect(await failure(sut())).toBeInstanceOf(UnrecoverableError);
  });

  it('a server that hangs past the timeout is transient', async () => {
    fake.setLatency(1_500);
    const error = await failure(sut({ timeoutMs: 300 }));
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error.message).toBe('The language model did not answer within 300 ms; retrying');
  });

  it("the caller's signal stops a call still waiting for an answer, and an aborted one never starts", async () => {
    fake.setLatency(1_000); // kept short: the fake sleeps it out after the test is over
    const started = Date.now();
    const error = await failure(sut({ timeoutMs: 5_000 }), undefined, { signal: AbortSignal.timeout(100) });
    expect(error).toBeInstanceOf(ModelCallAbortedError);
    expect(Date.now() - started).toBeLessThan(1_000);

    const before = fake.requests.length;
    expect(await failure(sut(), undefined, { signal: AbortSignal.abort() })).toBeInstanceOf(ModelCallAbortedError);
    expect(fake.requests).toHaveLength(before);
  });

  it('a stream that goes quiet past the timeout is transient', async () => {
    fake.reply(() => ({ text: 'The council', hang: true }));
    const error = await failure(sut({ timeoutMs: 300 }));
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error.message).toMatch(/did not answer within 300 ms/);
  });

  it('an unreachable server is transient', async () => {
    const error = await failure(sut({ baseURL: 'http://127.0.0.1:1/v1' }));
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error.message).toMatch(/^Could not reach the language model/);
  });

  it('a refusal is permanent, with its reason', async () => {
    fake.reply(() => ({ text: '', refusal: 'I cannot help with that.' }));
    const error = await failure(sut());
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(error.message).toBe('The language model refused the request: I cannot help with that.');
  });

  it("the content filter's stop is permanent", async () => {
    fake.reply(() => ({ text: 'Partial', finishReason: 'content_filter' }));
    const error = await failure(sut());
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(error.message).toMatch(/^The language model refused the request/);
  });

  it('an empty answer is transient', async () => {
    fake.reply(() => ({ text: '' }));
    const error = await failure(sut());
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error.message).toMatch(/empty answer/);
  });

  it.each(['destroy', 'end'] as const)('an answer cut off half way (%s) is transient', async (how) => {
    const server = await breakingServer('The council voted', how);
    try {
      const seen: string[] = [];
      const error = await failure(sut({ baseURL: server.url }), (soFar) => seen.push(soFar));
      expect(seen).toEqual(['The council voted']);
      expect(error).toBeInstanceOf(TransientProviderError);
      expect(error.message).toBe("The language model's answer was cut off; retrying");
    } finally {
      await server.close();
    }
  });

  it("the caller's signal stops a stream at once, as an abort rather than a timeout", async () => {
    fake.reply(() => ({ text: 'The council', hang: true }));
    const caller = new AbortController();
    const started = Date.now();
    const error = await failure(sut({ timeoutMs: 5_000 }), () => setTimeout(() => caller.abort(), 20), {
      signal: caller.signal,
    });
    expect(error).toBeInstanceOf(ModelCallAbortedError);
    expect(error).not.toBeInstanceOf(TransientProviderError);
    expect(error).not.toBeInstanceOf(UnrecoverableError);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
