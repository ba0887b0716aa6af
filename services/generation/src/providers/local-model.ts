/**
 * LLM_PROVIDER=auto with no key: if a local Ollama answers on OLLAMA_URL, write with it through its
 * OpenAI-compatible endpoint, so `ollama serve` then `npm start` needs no configuration. Probed once
 * at worker start with a short timeout, so a machine without Ollama starts offline as fast as before.
 */
import type { GenerationWorkerConfig } from '../config/generation.config';

type LocalModelConfig = Pick<
  GenerationWorkerConfig,
  'LLM_PROVIDER' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OLLAMA_URL'
>;

/** Long enough for a local server on loopback, short enough not to be felt at start. */
export const OLLAMA_PROBE_TIMEOUT_MS = 300;

/** Model names Ollama has pulled (`GET /api/tags`), or none when nothing answers in time. */
export async function listOllamaModels(ollamaUrl: string, timeoutMs = OLLAMA_PROBE_TIMEOUT_MS): Promise<string[]> {
  try {
    const res = await fetch(`${ollamaUrl.replace(/\/+$/, '')}/api/tags`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return [];
    const body = (await res.json()) as { models?: Array<{ name?: unknown }> };
    return (body.models ?? []).map((m) => m.name).filter((n): n is string => typeof n === 'string' && n !== '');
  } catch {
    // Refused, timed out or not Ollama: there is no local model, which is not an error.
    return [];
  }
}

/** OPENAI_MODEL when Ollama has it ("llama3.1" is "llama3.1:latest"), else the first model it lists. */
function pickModel(models: string[], wanted: string): string {
  return models.find((m) => m === wanted || m === `${wanted}:latest`) ?? models[0];
}

/**
 * The config with a found Ollama filled in as if set by hand (base URL `<OLLAMA_URL>/v1`, a
 * placeholder key Ollama ignores, a model it has), or the config unchanged: 'openai' and 'offline'
 * never probe, and neither does 'auto' when a key or an explicit base URL says where to go.
 */
export async function findLocalModel<T extends LocalModelConfig>(
  config: T,
  timeoutMs = OLLAMA_PROBE_TIMEOUT_MS,
): Promise<T> {
  if (config.LLM_PROVIDER !== 'auto' || config.OPENAI_API_KEY || config.OPENAI_BASE_URL) return config;
  const models = await listOllamaModels(config.OLLAMA_URL, timeoutMs);
  if (models.length === 0) return config;
  return {
    ...config,
    OPENAI_BASE_URL: `${config.OLLAMA_URL.replace(/\/+$/, '')}/v1`,
    OPENAI_API_KEY: 'ollama',
    OPENAI_MODEL: pickModel(models, config.OPENAI_MODEL),
  };
}
