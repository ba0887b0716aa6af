/** Types for fake-openai-server.js: a local OpenAI-compatible server for tests and benchmarks. */

export interface FakeOpenAiOptions {
  /** Delay before every answer (headers included), in ms. Default 0. */
  latencyMs?: number;
  /** Default 0: a free port. */
  port?: number;
}

export interface RecordedRequest {
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    [key: string]: unknown;
  };
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

/** What a responder answers: an HTTP error or raw JSON, or a completion's text. */
export type FakeReply =
  | { status: number; json?: unknown }
  | {
      text: string;
      /** SSE content chunks for a streaming call (split at word boundaries). Default 1. */
      chunks?: number;
      /** Delay before each chunk, in ms. */
      delayMs?: number;
      /** finish_reason of the last chunk. Default 'stop' ('content_filter' to test refusals). */
      finishReason?: string;
      /** A refusal delta sent before the content. */
      refusal?: string;
      /** Send the chunks, then neither finish nor close. */
      hang?: boolean;
    };

export type FakeResponder = (body: RecordedRequest['body'], callIndex: number) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAi {
  /** The base URL for the SDK: http://127.0.0.1:<port>/v1 */
  url: string;
  port: number;
  requests: RecordedRequest[];
  reply(fn: FakeResponder | null): void;
  failNext(n: number, status: number, message?: string): void;
  setLatency(ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_MODEL: string;
export function startFakeOpenAi(options?: FakeOpenAiOptions): Promise<FakeOpenAi>;
