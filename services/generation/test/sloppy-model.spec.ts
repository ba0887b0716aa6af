import type { GenerationTool, ToolRequests } from '@newsroom/contracts';
import { readSeconds } from '@newsroom/copy-engine';
import OpenAI, { APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { CORPUS, type CorpusScript } from '../../../packages/copy-engine/test/corpus';
import { TOOL_WRITERS, cleanModelAnswer, parseVosot, type ChatPrompt } from '../src/tools';
import {
  articleRequest,
  bannerRequest,
  coachRequest,
  simplifyRequest,
  socialRequest,
  teaseRequest,
  vosotRequest,
} from './factories/tool-requests.factory';
import { SLOPPY_NAMES, startSloppyModel, type PlantedKind, type SloppyModel } from './sloppy-model';

const REASK =
  "Your draft failed the desk's checks. Write the whole copy again, in the same format, and fix every point below.";

const script = (id: string): CorpusScript => {
  const found = CORPUS.find((s) => s.id === id);
  if (!found) throw new Error(`no corpus script ${id}`);
  return found;
};

/** One realistic request per tool, built on a corpus story. */
const requestsFor = (s: CorpusScript): { [T in GenerationTool]: ToolRequests[T] } => ({
  simplify: simplifyRequest({ script: s.text }),
  vosot: vosotRequest({ script: s.text }),
  tease: teaseRequest({ script: s.text }),
  banner: bannerRequest({ topic: s.title }),
  social: socialRequest({ newsContent: s.text, platform: 'facebook' }),
  article: articleRequest({ broadcastContent: s.text, headline: s.title, location: s.location }),
  coach: coachRequest(),
});

const TOOLS = Object.keys(TOOL_WRITERS) as GenerationTool[];
const FACTS: PlantedKind[] = ['number', 'name', 'quotation', 'claim'];
const CHAT: PlantedKind[] = ['preamble', 'markdown'];
const EXPECTED: Record<GenerationTool, PlantedKind[]> = {
  simplify: [...FACTS, ...CHAT, 'long'],
  vosot: [...FACTS, 'speaker', ...CHAT, 'long'],
  tease: [...FACTS, ...CHAT],
  banner: [...FACTS, ...CHAT],
  social: [...FACTS, ...CHAT],
  article: [...FACTS, ...CHAT],
  coach: CHAT,
};

const messagesOf = (prompt: ChatPrompt): ChatCompletionMessageParam[] => [
  { role: 'system', content: prompt.system },
  ...(prompt.history ?? []),
  { role: 'user', content: prompt.user },
];

/** What the tool reads as the spoken copy, for timing. */
function spokenCopy(tool: 'simplify' | 'vosot', raw: string): string {
  if (tool === 'simplify') return cleanModelAnswer(raw);
  const s = parseVosot(raw);
  return [s.anchorIntro, s.voiceOver, s.soundOnTape?.quote ?? '', s.continuingVoiceOver].join('\n');
}

describe('sloppy model', () => {
  let sloppy: SloppyModel;
  let client: OpenAI;

  async function ask(messages: ChatCompletionMessageParam[], stream: boolean): Promise<string> {
    if (!stream) {
      const answer = await client.chat.completions.create({ model: 'desk-model', messages });
      return answer.choices[0].message.content ?? '';
    }
    let text = '';
    const chunks = await client.chat.completions.create({ model: 'desk-model', messages, stream: true });
    for await (const chunk of chunks) text += chunk.choices[0]?.delta?.content ?? '';
    return text;
  }

  beforeAll(async () => {
    sloppy = await startSloppyModel();
    client = new OpenAI({ baseURL: sloppy.url, apiKey: 'test-key', maxRetries: 0 });
  });
  afterEach(() => sloppy.reset());
  afterAll(() => sloppy.close());

  describe.each(TOOLS)('%s', (tool) => {
    const request = requestsFor(script('hard-fire-house-fire-neighbor'))[tool];
    const writer = TOOL_WRITERS[tool] as (typeof TOOL_WRITERS)['simplify'];
    const prompt = writer.prompt(request as ToolRequests['simplify']);
    const read = (raw: string) => writer.fromModel(raw, request as ToolRequests['simplify']);

    it('plants every kind over three calls, streamed or not, each where the tool reads it', async () => {
      const kinds = new Set<PlantedKind>();
      for (const stream of [true, false, true]) {
        const raw = await ask(messagesOf(prompt), stream);
        const call = sloppy.calls[sloppy.calls.length - 1];
        expect(call).toMatchObject({ tool, reask: false, outcome: 'answered' });
        for (const planted of call.planted) {
          kinds.add(planted.kind);
          if (planted.kind !== 'long') expect(raw).toContain(planted.text);
        }
        // The answer is in the tool's format: its reader takes it, and the chat around it is gone.
        const output = read(raw);
        expect(output.text).not.toMatch(/Sure!|Great question|```|\*\*/);
        if (tool === 'coach') continue;
        // The desk's fact check sees the invented figures and people that reach the copy.
        const flagged = output.checks.facts.issues.map((i) => i.text).join(' | ');
        for (const planted of call.planted.filter((p) => p.kind === 'number' || p.kind === 'name')) {
          if (output.text.includes(planted.text)) expect(flagged).toContain(planted.text);
        }
      }
      expect([...kinds].sort()).toEqual([...EXPECTED[tool]].sort());
    });

    if (tool !== 'coach') {
      it('learns from a re-ask: only the story, on time, no chat', async () => {
        const draft = await ask(messagesOf(prompt), true);
        const raw = await ask(
          [...messagesOf(prompt), { role: 'assistant', content: draft }, { role: 'user', content: REASK }],
          true,
        );
        expect(sloppy.calls[1]).toEqual({ tool, reask: true, outcome: 'answered', planted: [] });
        SLOPPY_NAMES.forEach((name) => expect(raw).not.toContain(name));
        expect(raw).not.toMatch(/Sure!|```|\*\*|Let me know/);
        const output = read(raw);
        expect(output.checks.facts.issues).toEqual([]);
        if (tool === 'simplify' || tool === 'vosot') {
          expect(readSeconds(spokenCopy(tool, raw))).toBeLessThanOrEqual(30 * 1.1);
        }
      });

      it('keeps inventing on a re-ask when it does not learn', async () => {
        sloppy.configure({ learns: false });
        const draft = await ask(messagesOf(prompt), false);
        await ask(
          [...messagesOf(prompt), { role: 'assistant', content: draft }, { role: 'user', content: REASK }],
          false,
        );
        expect(sloppy.calls[1].reask).toBe(true);
        expect(sloppy.calls[1].planted.map((p) => p.kind)).toEqual(expect.arrayContaining(['name', 'preamble']));
      });
    }
  });

  it.each(['simplify', 'vosot'] as const)(
    '%s runs 40-70 %% long at every target, and on time when told not to',
    async (tool) => {
      const stories = ['crime-pharmacy-robbery', 'crime-catalytic-converters', 'hard-crime-carjacking-chase'];
      for (const id of stories) {
        for (const seconds of [20, 30, 60] as const) {
          const s = script(id);
          const prompt =
            tool === 'simplify'
              ? TOOL_WRITERS.simplify.prompt(simplifyRequest({ script: s.text, target_length: seconds }))
              : TOOL_WRITERS.vosot.prompt(vosotRequest({ script: s.text, targetLength: seconds }));
          const ratio = readSeconds(spokenCopy(tool, await ask(messagesOf(prompt), true))) / seconds;
          expect([id, seconds, ratio >= 1.4 && ratio <= 1.7]).toEqual([id, seconds, true]);
          sloppy.configure({ long: false });
          const onTime = readSeconds(spokenCopy(tool, await ask(messagesOf(prompt), true))) / seconds;
          expect([id, seconds, onTime <= 1.1]).toEqual([id, seconds, true]);
          sloppy.configure({ long: true });
        }
      }
    },
  );

  it('plain copy when told not to invent or dress up', async () => {
    sloppy.configure({ invent: false, preamble: false, long: false });
    const request = requestsFor(script('crime-pharmacy-robbery')).article;
    const raw = await ask(messagesOf(TOOL_WRITERS.article.prompt(request)), true);
    expect(sloppy.calls[0].planted).toEqual([]);
    expect(raw.split('\n')[0]).toBe(request.headline);
    expect(TOOL_WRITERS.article.fromModel(raw, request).checks.facts.issues).toEqual([]);
  });

  it('writes the same answer for the same call index', async () => {
    const messages = messagesOf(TOOL_WRITERS.vosot.prompt(vosotRequest()));
    const first = [await ask(messages, true), await ask(messages, true)];
    sloppy.reset();
    expect([await ask(messages, false), await ask(messages, false)]).toEqual(first);
    expect(first[0]).not.toEqual(first[1]);
  });

  describe('failures { every: 4, of: 5 }', () => {
    const messages = messagesOf(TOOL_WRITERS.simplify.prompt(simplifyRequest()));
    const failure = async (call: Promise<unknown>): Promise<Error> => {
      try {
        await call;
      } catch (error) {
        return error as Error;
      }
      throw new Error('expected the call to fail');
    };

    it.each([true, false])(
      'stream %s: 429 with retry-after, 500, a cut answer, an empty one, then an answer',
      async (stream) => {
        sloppy.configure({ failures: { every: 4, of: 5 } });
        const rateLimited = await failure(ask(messages, stream));
        expect(rateLimited).toBeInstanceOf(APIError);
        expect((rateLimited as APIError).status).toBe(429);
        expect((rateLimited as APIError).headers?.get('retry-after')).toBe('1');
        expect(((rateLimited as APIError).error as { code?: string }).code).toBe('rate_limit_exceeded');

        expect(await failure(ask(messages, stream))).toMatchObject({ status: 500 });

        // Cut half way: whatever arrived is kept, then undici's "terminated" TypeError comes out of the
        // SDK unwrapped (no APIError, no status), from the stream's iteration or the plain call.
        let partial = '';
        const cut = await failure(
          (async () => {
            if (!stream) return ask(messages, false);
            const chunks = await client.chat.completions.create({ model: 'desk-model', messages, stream: true });
            for await (const chunk of chunks) partial += chunk.choices[0]?.delta?.content ?? '';
          })(),
        );
        expect(cut).not.toBeInstanceOf(APIError);
        expect([cut.name, cut.message]).toEqual(['TypeError', 'terminated']);
        if (stream) expect(partial).toMatch(/^Sure! Here is your simplified script:/);

        expect(await ask(messages, stream)).toBe('');
        expect(await ask(messages, stream)).toContain('Let me know');
        expect(sloppy.calls.map((c) => c.outcome)).toEqual(['429', '500', 'cut', 'empty', 'answered']);
        expect(sloppy.calls.map((c) => c.planted.length > 0)).toEqual([false, false, false, false, true]);
      },
    );

    it('fails only with the kinds asked for, with the retry-after asked for', async () => {
      sloppy.configure({ failures: { every: 1, of: 2, kinds: ['429'], retryAfterSeconds: 7 } });
      const error = (await failure(ask(messages, false))) as APIError;
      expect(error.headers?.get('retry-after')).toBe('7');
      await ask(messages, false);
      expect(await failure(ask(messages, false))).toMatchObject({ status: 429 });
      expect(sloppy.calls.map((c) => c.outcome)).toEqual(['429', 'answered', '429']);
    });
  });

  it('waits latencyMs before answering', async () => {
    sloppy.configure({ latencyMs: 150 });
    const started = Date.now();
    await ask(messagesOf(TOOL_WRITERS.tease.prompt(teaseRequest())), true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('lists its model', async () => {
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toEqual(['sloppy-newsroom-model']);
  });

  it('frees its port on close', async () => {
    const other = await startSloppyModel();
    const { port } = other;
    await other.close();
    await expect(fetch(`${other.url}/models`)).rejects.toThrow();
    const again = await startSloppyModel({ port });
    expect(again.url).toBe(`http://127.0.0.1:${port}/v1`);
    await again.close();
  });
});
