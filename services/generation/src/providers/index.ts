export { OpenAiWriter } from './openai-writer';
export type { ModelWriter, OpenAiWriterOptions } from './openai-writer';
export {
  classifyProviderError,
  isPermanent,
  refusalError,
  retryAfterMs,
  ModelCallAbortedError,
  ModelIdleTimeoutError,
  TransientProviderError,
} from './provider-errors';
export { callModelWithRetries, ModelUnavailableError } from './model-calls';
export type { ModelCallOptions, ModelRetryInfo } from './model-calls';
export { chooseProvider, createModelWriter } from './llm-provider';
export type { ProviderChoice } from './llm-provider';
export { findLocalModel, listOllamaModels, OLLAMA_PROBE_TIMEOUT_MS } from './local-model';
