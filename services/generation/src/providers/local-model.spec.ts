import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseConfig } from '@newsroom/nest-common';
import { generationWorkerEnvSchema } from '../config/generation.config';
import { chooseProvider } from './llm-provider';
import { findLocalModel, listOllamaModels } from './local-model';

const parse = (over: Record<string, string> = {}) =>
  parseConfig('generation-worker', generationWorkerEnvSchema, { INTERNAL_TOKEN_SECRET: 'x'.repeat(32), ...over });

/** A stand-in for `ollama serve` on loopback: answers /api/tags with `models`, counts the calls. */
async function fakeOllama(models: string[], opts: { hang?: boolean } = {}) {
  let calls = 0;
  const server: Server = createServer((req, res) => {
    calls++;
    if (opts.hang) return; // never answers: the probe must give up on its own
    if (req.url !== '/api/tags') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ models: models.map((name) => ({ name, model: name })) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/**
 * A probe allowance for the tests where Ollama answers: the default 300 ms is for a quiet machine at
 * start, and a loaded CI run once took longer to answer on loopback (the probe gave up, and the test
 * saw no model).
 */
const ANSWERS_MS = 5_000;

/** A loopback address where nothing listens. */
async function closedPort(): Promise<string> {
  const server = await fakeOllama([]);
  await server.close();
  return server.url;
}

describe(findLocalModel.name, () => {
  it('defaults OLLAMA_URL to the local Ollama port and refuses a bad one', () => {
    expect(parse().OLLAMA_URL).toBe('http://127.0.0.1:11434');
    expect(() => parse({ OLLAMA_URL: '127.0.0.1:11434' })).toThrow(/OLLAMA_URL/);
  });

  it('auto with no key uses a local Ollama that answers, with its first model', async () => {
    const ollama = await fakeOllama(['llama3.1:latest', 'qwen2.5:7b']);
    try {
      const config = await findLocalModel(parse({ OLLAMA_URL: ollama.url }), ANSWERS_MS);
      expect(chooseProvider(config)).toEqual({
        provider: 'openai',
        model: 'llama3.1:latest',
        baseUrl: `${ollama.url}/v1`,
      });
    } finally {
      await ollama.close();
    }
  });

  it('prefers OPENAI_MODEL when Ollama has it, with or without its tag', async () => {
    const ollama = await fakeOllama(['llama3.1:latest', 'qwen2.5:7b']);
    try {
      expect(
        (await findLocalModel(parse({ OLLAMA_URL: ollama.url, OPENAI_MODEL: 'qwen2.5:7b' }), ANSWERS_MS)).OPENAI_MODEL,
      ).toBe('qwen2.5:7b');
      expect(
        (await findLocalModel(parse({ OLLAMA_URL: ollama.url, OPENAI_MODEL: 'llama3.1' }), ANSWERS_MS)).OPENAI_MODEL,
      ).toBe('llama3.1:latest');
    } finally {
      await ollama.close();
    }
  });

  it('stays offline when nothing answers, nothing is pulled, or the answer is late', async () => {
    const config = parse({ OLLAMA_URL: await closedPort() });
    expect(chooseProvider(await findLocalModel(config))).toEqual({ provider: 'offline' });

    const empty = await fakeOllama([]);
    const hanging = await fakeOllama(['llama3.1:latest'], { hang: true });
    try {
      expect(chooseProvider(await findLocalModel(parse({ OLLAMA_URL: empty.url })))).toEqual({ provider: 'offline' });
      const started = Date.now();
      const late = await findLocalModel(parse({ OLLAMA_URL: hanging.url }), 100);
      expect(chooseProvider(late)).toEqual({ provider: 'offline' });
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await empty.close();
      await hanging.close();
    }
  });

  it('never probes for openai, offline, or auto with a key or a base URL of its own', async () => {
    const ollama = await fakeOllama(['llama3.1:latest']);
    try {
      const cases: Array<Record<string, string>> = [
        { LLM_PROVIDER: 'offline' },
        { LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-a' },
        { OPENAI_API_KEY: 'sk-a' },
        { OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' },
      ];
      for (const over of cases) {
        const config = parse({ OLLAMA_URL: ollama.url, ...over });
        expect(await findLocalModel(config)).toBe(config);
      }
      expect(ollama.calls()).toBe(0);
      expect(chooseProvider(await findLocalModel(parse({ LLM_PROVIDER: 'offline', OLLAMA_URL: ollama.url })))).toEqual({
        provider: 'offline',
      });
    } finally {
      await ollama.close();
    }
  });

  it('lists no models from something that is not Ollama', async () => {
    const other = await fakeOllama([]);
    try {
      expect(await listOllamaModels(`${other.url}/not-here`)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
