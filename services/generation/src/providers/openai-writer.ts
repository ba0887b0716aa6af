import OpenAI from 'openai';
import type { ChatPrompt } from '../tools/tool-writer';
import { ModelIdleTimeoutError, classifyProviderError, refusalError } from './provider-errors';

export interface OpenAiWriterOptions {
  /** Any OpenAI-compatible endpoint; unset means the SDK's default (api.openai.com). */
  baseURL?: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** The SDK's own retries; 0 by default because the queue owns the retry policy. */
  maxRetries: number;
  /** Sampling temperature; copy desks want steady, literal answers. */
  temperature?: number;
}

/** What a tool processor needs from a model: a name for the record, and a streamed answer. */
export interface ModelWriter {
  readonly model: string;
  write(prompt: ChatPrompt, onText?: (soFar: string) => void): Promise<string>;
}

/**
 * Streams one chat completion from an OpenAI-compatible server. `onText` gets the whole answer so
 * far after each chunk (never a delta, so a missed call loses nothing). Failures come out already
 * classified (see classifyProviderError): plain Errors retry, UnrecoverableErrors fail the job.
 */
export class OpenAiWriter implements ModelWriter {
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiWriterOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      // Our own timer (below) times the wait; the SDK's is a backstop a little later, so which one
      // fired is never a race and the message is always the same.
      timeout: options.timeoutMs + 1_000,
      maxRetries: options.maxRetries,
    });
  }

  get model(): string {
    return this.options.model;
  }

  async write(prompt: ChatPrompt, onText?: (soFar: string) => void): Promise<string> {
    // One timer for the whole call: reset by every chunk, so a slow start and a stream that goes
    // quiet half way are both cut after `timeoutMs` of silence, while a long answer still arriving is not.
    const abort = new AbortController();
    let idle: NodeJS.Timeout | undefined;
    let idleFired = false;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        idleFired = true;
        abort.abort();
      }, this.options.timeoutMs);
    };
    try {
      arm();
      const stream = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages: [
            { role: 'system', content: prompt.system },
            ...(prompt.history ?? []),
            { role: 'user', content: prompt.user },
          ],
          temperature: this.options.temperature ?? 0.3,
          stream: true,
        },
        { signal: abort.signal },
      );
      let text = '';
      let refusal = '';
      for await (const chunk of stream) {
        arm();
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        const delta = choice.delta as { content?: string | null; refusal?: string | null } | undefined;
        if (delta?.refusal) refusal += delta.refusal;
        if (delta?.content) {
          text += delta.content;
          onText?.(text);
        }
        if (choice.finish_reason === 'content_filter') throw refusalError('its content filter stopped the answer');
      }
      // The SDK ends an aborted stream quietly rather than throwing.
      if (idleFired) throw new ModelIdleTimeoutError(this.options.timeoutMs);
      if (refusal) throw refusalError(refusal);
      // An empty answer is a model having a bad moment, not a bad request: another attempt may write.
      if (!text.trim()) throw new Error('The language model returned an empty answer; retrying');
      return text;
    } catch (error) {
      if (idleFired) throw new ModelIdleTimeoutError(this.options.timeoutMs);
      throw classifyProviderError(error, this.options.apiKey);
    } finally {
      clearTimeout(idle);
    }
  }
}
