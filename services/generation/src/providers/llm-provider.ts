import type { GenerationWorkerConfig } from '../config/generation.config';
import { OpenAiWriter, type ModelWriter } from './openai-writer';

type ProviderConfig = Pick<
  GenerationWorkerConfig,
  'LLM_PROVIDER' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS' | 'OPENAI_MAX_RETRIES'
>;

/** Which provider writes the copy, as the start-up log and /ready may show it (never the key). */
export interface ProviderChoice {
  provider: 'offline' | 'openai';
  model?: string;
  baseUrl?: string;
}

/**
 * 'auto' picks an OpenAI-compatible model when a key is set, else the offline newsroom engine. A
 * local Ollama found at start (findLocalModel) arrives here as a key and base URL like any other.
 */
export function chooseProvider(config: ProviderConfig): ProviderChoice {
  const useModel =
    config.LLM_PROVIDER === 'openai' || (config.LLM_PROVIDER === 'auto' && Boolean(config.OPENAI_API_KEY));
  if (!useModel) return { provider: 'offline' };
  return {
    provider: 'openai',
    model: config.OPENAI_MODEL,
    baseUrl: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
  };
}

/** The model writer for the configured provider, or null for the offline engine. */
export function createModelWriter(config: ProviderConfig): ModelWriter | null {
  if (chooseProvider(config).provider === 'offline') return null;
  if (!config.OPENAI_API_KEY) throw new Error('OPENAI_API_KEY is required when LLM_PROVIDER is openai');
  return new OpenAiWriter({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    maxRetries: config.OPENAI_MAX_RETRIES,
  });
}
