import { OpenAiWriter, type OpenAiWriterOptions } from '../../src/providers/openai-writer';

/**
 * The real OpenAI writer pointed at a loopback test server (fake-openai-server.js, sloppy-model.js),
 * with the SDK's own retries off so a spec sees each call the worker makes.
 */
export const loopbackWriter = (baseURL: string, options: Partial<OpenAiWriterOptions> = {}): OpenAiWriter =>
  new OpenAiWriter({ baseURL, apiKey: 'sk-test', model: 'fake-model', timeoutMs: 2_000, maxRetries: 0, ...options });
