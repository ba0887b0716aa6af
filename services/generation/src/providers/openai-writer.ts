import OpenAI, { APIError } from 'openai';
import type { ChatPrompt } from '../tools/tool-writer';
import {
  ModelCallAbortedError,
  ModelIdleTimeoutError,
  TransientProviderError,
  answerCutOffError,
  classifyProviderError,
  refusalError,
} from './provider-errors';

export interface OpenAiWriterOptions {
  /** Any OpenAI-compatible endpoint; unset means the SDK's default (api.openai.com). */
  baseURL?: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** The SDK's own retries; 0 by default because callModelWithRetries owns the retry policy. */
  maxRetries: number;
  /** Sampling temperature; copy desks want steady, literal answers. */
  temperature?: number;
}

/** What a tool processor needs from a model: a name for the record, and a streamed answer. */
export interface ModelWriter {
  readonly model: string;
  /** `signal` stops the call at once with a ModelCallAbortedError (say, when the job's time runs out). */
  write(prompt: ChatPrompt, onText?: (soFar: string) => void, options?: { signal?: AbortSignal }): Promise<string>;
}

/**
 * Streams one chat completion from an OpenAI-compatible server. `onText` gets the whole answer so
 * far after each chunk (never a delta, so a missed call loses nothing). Failures come out already
 * classified (see classifyProviderError): TransientProviderErrors may pass on another attempt,
 * UnrecoverableErrors never will, and a ModelCallAbortedError means the caller's signal stopped it.
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

  async write(
    prompt: ChatPrompt,
    onText?: (soFar: string) => void,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<string> {
    if (signal?.aborted) throw new ModelCallAbortedError();
    // One controller for both ways a call is stopped: the caller's signal, and an idle timer reset
    // by every chunk, so a slow start and a stream that goes quiet half way are both cut after
    // `timeoutMs` of silence, while a long answer still arriving is not.
    const abort = new AbortController();
    let stoppedBy: 'idle' | 'caller' | undefined;
    const stop = (by: 'idle' | 'caller') => {
      stoppedBy ??= by;
      abort.abort();
    };
    const onCallerAbort = () => stop('caller');
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    let idle: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => stop('idle'), this.options.timeoutMs);
    };
    // The SDK ends an aborted stream quietly rather than throwing, so every exit asks why it stopped.
    const stopped = () =>
      stoppedBy === 'caller' ? new ModelCallAbortedError() : new ModelIdleTimeoutError(this.options.timeoutMs);
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
      let finished = false;
      for await (const chunk of cutOffAsTransient(stream)) {
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
        if (choice.finish_reason) finished = true;
      }
      if (stoppedBy) throw stopped();
      if (refusal) throw refusalError(refusal);
      // A server (or a proxy) can close a chunked answer cleanly half way; only a finish_reason says it is whole.
      if (!finished) throw answerCutOffError();
      // An empty answer is a model having a bad moment, not a bad request: another attempt may write.
      if (!text.trim()) throw new TransientProviderError('The language model returned an empty answer; retrying');
      return text;
    } catch (error) {
      if (stoppedBy) throw stopped();
      throw classifyProviderError(error, this.options.apiKey);
    } finally {
      clearTimeout(idle);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }
}

/**
 * The chunks of a stream, with a connection that breaks once the answer has begun ("terminated",
 * a destroyed socket, a premature close) reported as a cut-off answer. Errors the server sent in
 * the stream stay the SDK's, to be classified like any other.
 */
async function* cutOffAsTransient<T>(stream: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* stream;
  } catch (error) {
    throw error instanceof APIError ? error : answerCutOffError(error);
  }
}
