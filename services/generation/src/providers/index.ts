export { OpenAiWriter } from './openai-writer';
export type { ModelWriter, OpenAiWriterOptions } from './openai-writer';
export { classifyProviderError, isPermanent, refusalError, ModelIdleTimeoutError } from './provider-errors';
export { chooseProvider, createModelWriter } from './llm-provider';
export type { ProviderChoice } from './llm-provider';
export { findLocalModel, listOllamaModels, OLLAMA_PROBE_TIMEOUT_MS } from './local-model';
