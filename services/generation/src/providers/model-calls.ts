import type { ChatPrompt } from '../tools/tool-writer';
import type { ModelWriter } from './openai-writer';
import { ModelCallAbortedError, TransientProviderError } from './provider-errors';

// What a caller catches from callModelWithRetries, besides bullmq's UnrecoverableError.
export { ModelCallAbortedError, TransientProviderError };

/** What `onRetry` hears before each wait: the attempt that failed (from 1), why, and the wait. */
export interface ModelRetryInfo {
  attempt: number;
  error: TransientProviderError;
  waitMs: number;
}

export interface ModelCallOptions {
  /** Calls to make at most, the first included. */
  attempts: number;
  /** Epoch ms past which no call runs and no wait is started. */
  deadline: number;
  onText?: (soFar: string) => void;
  onRetry?: (info: ModelRetryInfo) => void;
  /** The first backoff, doubled for each later one, ±50 % jitter. Default 500 ms. */
  baseDelayMs?: number;
  /** Waits `ms`, or less when `signal` aborts. Tests pass their own. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Every attempt failed with a transient error; `cause` is the last of them. */
export class ModelUnavailableError extends Error {
  constructor(
    readonly attempts: number,
    override readonly cause: Error,
  ) {
    const times = attempts === 1 ? 'time' : 'times';
    super(`The language model failed ${attempts} ${times}: ${cause.message.replace(/; retrying$/, '')}`);
    this.name = 'ModelUnavailableError';
  }
}

const sleepUnlessAborted = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Exponential backoff with ±50 % jitter, so workers that failed together do not retry together. */
const backoffMs = (baseDelayMs: number, attempt: number) =>
  Math.round(baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random()));

/**
 * Writes with `writer`, retrying transient failures inside one job so the wait can honour the
 * server's Retry-After and stay inside the job's time: each wait is the longer of Retry-After and the
 * backoff, and a wait that would end past `deadline` is not started. Every call gets a signal that
 * fires at the deadline. Throws an UnrecoverableError at once, a ModelCallAbortedError when the
 * deadline cut a call (or passed before the first), and a ModelUnavailableError when the transient
 * failures used up the attempts or the time. `onText` restarts from '' on each attempt.
 */
export async function callModelWithRetries(
  writer: ModelWriter,
  prompt: ChatPrompt,
  options: ModelCallOptions,
): Promise<string> {
  const { attempts, deadline, onText, onRetry, baseDelayMs = 500, sleep = sleepUnlessAborted } = options;
  if (Date.now() >= deadline) throw new ModelCallAbortedError();
  const timeUp = new AbortController();
  const timer = setTimeout(() => timeUp.abort(), deadline - Date.now());
  try {
    for (let attempt = 1; ; attempt++) {
      let error: unknown;
      try {
        return await writer.write(prompt, onText, { signal: timeUp.signal });
      } catch (failure) {
        error = failure;
      }
      if (!(error instanceof TransientProviderError)) throw error;
      if (attempt >= attempts) throw new ModelUnavailableError(attempt, error);
      const waitMs = Math.max(error.retryAfterMs ?? 0, backoffMs(baseDelayMs, attempt));
      if (Date.now() + waitMs >= deadline) throw new ModelUnavailableError(attempt, error);
      onRetry?.({ attempt, error, waitMs });
      await sleep(waitMs, timeUp.signal);
      if (timeUp.signal.aborted) throw new ModelUnavailableError(attempt, error);
    }
  } finally {
    clearTimeout(timer);
  }
}
