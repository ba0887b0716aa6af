import { ConfigError, loadConfig, parseConfig } from '@newsroom/nest-common';
import { generationWorkerEnvSchema } from '../config/generation.config';
import { chooseProvider, createModelWriter } from './llm-provider';
import { OpenAiWriter } from './openai-writer';
import { randomBytes } from 'node:crypto';

const SECRET = 'x'.repeat(32);
const env = (over: Record<string, string> = {}): NodeJS.ProcessEnv => ({ INTERNAL_TOKEN_SECRET: SECRET, ...over });
const parse = (over: Record<string, string> = {}) =>
  parseConfig('generation-worker', generationWorkerEnvSchema, env(over));

describe('worker LLM provider config', () => {
  it('defaults to auto, gpt-4o-mini, a 60 s timeout and no SDK retries', () => {
    expect(parse()).toMatchObject({
      LLM_PROVIDER: 'auto',
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 60_000,
      OPENAI_MAX_RETRIES: 0,
    });
    expect(parse().OPENAI_API_KEY).toBeUndefined();
  });

  it('refuses LLM_PROVIDER=openai without a key, naming the variable', () => {
    expect(() => parse({ LLM_PROVIDER: 'openai' })).toThrow(ConfigError);
    expect(() => parse({ LLM_PROVIDER: 'openai', OPENAI_API_KEY: '  ' })).toThrow(
      /OPENAI_API_KEY: is required when LLM_PROVIDER is openai/,
    );
  });

  it('exits 78 at boot on that mistake, naming the variable', () => {
    const saved = { ...process.env };
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit');
    }) as never);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      Object.assign(process.env, env({ LLM_PROVIDER: 'openai' }));
      delete process.env.OPENAI_API_KEY;
      expect(() => loadConfig('generation-worker', generationWorkerEnvSchema)).toThrow('exit');
      expect(exit).toHaveBeenCalledWith(78);
      expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toContain('OPENAI_API_KEY');
    } finally {
      process.env = saved;
      exit.mockRestore();
      stderr.mockRestore();
    }
  });

  it('refuses a bad provider, base URL or timeout', () => {
    expect(() => parse({ LLM_PROVIDER: 'claude' })).toThrow(/LLM_PROVIDER: must be one of auto, offline, openai/);
    expect(() => parse({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => parse({ OPENAI_TIMEOUT_MS: '5' })).toThrow(/OPENAI_TIMEOUT_MS/);
  });

  it('auto picks openai only when a key is set; offline ignores a key', () => {
    expect(chooseProvider(parse())).toEqual({ provider: 'offline' });
    expect(
      chooseProvider(
        parse({ OPENAI_API_KEY: 'sk-a', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' }),
      ),
    ).toEqual({
      provider: 'openai',
      model: 'llama3',
      baseUrl: 'http://127.0.0.1:11434/v1',
    });
    expect(chooseProvider(parse({ LLM_PROVIDER: 'offline', OPENAI_API_KEY: 'sk-a' }))).toEqual({ provider: 'offline' });
  });

  it('never puts the key in what it reports', () => {
    const key = `sk-${randomBytes(12).toString('hex')}`;
    const choice = chooseProvider(parse({ OPENAI_API_KEY: key }));
    expect(JSON.stringify(choice)).not.toContain(key);
  });

  it('creates a model writer for openai and none for offline', () => {
    expect(createModelWriter(parse())).toBeNull();
    const writer = createModelWriter(parse({ LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-a', OPENAI_MODEL: 'm' }));
    expect(writer).toBeInstanceOf(OpenAiWriter);
    expect(writer?.model).toBe('m');
  });
});
