export { OpenAiWriter } from './openai-writer';
export type { ModelWriter, OpenAiWriterOptions } from './openai-writer';
export { classifyProviderError, isPermanent, refusalError, ModelIdleTimeoutError } from './provider-errors';
export { chooseProvider, createModelWriter } from './llm-provider';
export type { ProviderChoice } from './llm-provider';
