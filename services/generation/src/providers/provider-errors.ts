import { UnrecoverableError } from 'bullmq';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/** Statuses a later attempt can get past, besides every 5xx. */
const TRANSIENT_STATUSES = new Set([408, 409, 429]);

/** The longest wait a server's Retry-After may ask of us: past it, a job's time budget is better spent elsewhere. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * A failure another attempt may get past: the model was busy, down, slow, unreachable, or its answer
 * broke off. `retryAfterMs` is how long the server asked us to wait, when it said.
 */
export class TransientProviderError extends Error {
  readonly retryAfterMs?: number;

  constructor(message: string, options: { retryAfterMs?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'TransientProviderError';
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}

/** Thrown by the writer when the model sends nothing (no answer, or no next chunk) for the timeout. */
export class ModelIdleTimeoutError extends TransientProviderError {
  constructor(readonly timeoutMs: number) {
    super(`The language model did not answer within ${timeoutMs} ms; retrying`);
    this.name = 'ModelIdleTimeoutError';
  }
}

/**
 * The caller's signal stopped the call (its time budget ran out). Neither transient nor permanent:
 * whoever aborted knows whether anything is worth another try.
 */
export class ModelCallAbortedError extends Error {
  constructor() {
    super('The language model call was stopped before it finished');
    this.name = 'ModelCallAbortedError';
  }
}

/** The answer started and broke off (socket closed, stream ended without a finish): worth another try. */
export const answerCutOffError = (cause?: unknown) =>
  new TransientProviderError("The language model's answer was cut off; retrying", { cause });

/** The model declined to write the copy (a refusal or its content filter): no retry changes that. */
export const refusalError = (detail: string) =>
  new UnrecoverableError(`The language model refused the request: ${detail.trim() || 'no reason given'}`);

/** HTTP's IMF-fixdate ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone reads "1" as the year 2001. */
const HTTP_DATE = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const NUMBER = /^\d+(\.\d+)?$/;

/** A header by its lower-case name, from the SDK's Headers or a plain record in any case. */
function header(headers: Headers | Record<string, string | undefined>, name: string): string | undefined {
  const value =
    typeof headers.get === 'function'
      ? (headers as Headers).get(name)
      : Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return value?.trim() || undefined;
}

/**
 * How long the server asked us to wait, in ms: OpenAI's `retry-after-ms`, else `Retry-After` as
 * seconds or an HTTP date. Junk and negative values count as unsaid; a date already past is 0; a
 * wait over a minute is capped at one.
 */
export function retryAfterMs(
  headers: Headers | Record<string, string | undefined> | undefined,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const capped = (ms: number) => Math.min(Math.ceil(ms), MAX_RETRY_AFTER_MS);
  const ms = header(headers, 'retry-after-ms');
  if (ms && NUMBER.test(ms)) return capped(Number(ms));
  const after = header(headers, 'retry-after');
  if (!after) return undefined;
  if (NUMBER.test(after)) return capped(Number(after) * 1_000);
  if (HTTP_DATE.test(after)) {
    const at = Date.parse(after);
    if (!Number.isNaN(at)) return capped(Math.max(0, at - now));
  }
  return undefined;
}

/** Takes the secret out of any text that could reach a log or a user, whatever the server echoed. */
function redact(text: string, secret?: string): string {
  let out = secret && secret.length >= 4 ? text.split(secret).join('***') : text;
  // Providers echo keys back, masked or not ("Incorrect API key provided: sk-abc***xyz").
  out = out.replace(/\b(sk|pk|rk)-[A-Za-z0-9_*-]{6,}/g, '$1-***');
  return out;
}

/** The server's own message when it has one, without the key and trimmed to one line. */
function serverDetail(error: APIError, secret?: string): string {
  const body = error.error as { message?: unknown } | undefined;
  const raw = typeof body?.message === 'string' ? body.message : error.message;
  const detail = redact(String(raw ?? ''), secret)
    .replace(/\s+/g, ' ')
    .trim();
  return detail.length > 300 ? `${detail.slice(0, 297)}...` : detail;
}

/**
 * Sorts a provider failure into two kinds. TRANSIENT (TransientProviderError, with the server's
 * Retry-After when it sent one): the model was busy, down, slow or unreachable, or its answer broke
 * off, so another attempt may succeed. PERMANENT (UnrecoverableError): the request, the key, the model
 * name or the content is wrong, so every retry would fail the same way and the job fails at once with
 * a message that says why. A ModelCallAbortedError passes through as it is. Messages never carry the API key.
 */
export function classifyProviderError(error: unknown, secret?: string): Error {
  if (
    error instanceof UnrecoverableError ||
    error instanceof TransientProviderError ||
    error instanceof ModelCallAbortedError
  )
    return error;
  if (error instanceof APIConnectionTimeoutError)
    return new TransientProviderError('The language model did not answer in time; retrying');
  if (error instanceof APIUserAbortError)
    return new TransientProviderError('The language model call was aborted; retrying');
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${redact(error.cause.message, secret)}` : '';
    return new TransientProviderError(`Could not reach the language model${cause}; retrying`);
  }
  if (error instanceof APIError) {
    const status = error.status;
    const transient = (message: string) =>
      new TransientProviderError(message, { retryAfterMs: retryAfterMs(error.headers) });
    if (status === undefined)
      return transient(`The language model call failed: ${serverDetail(error, secret)}; retrying`);
    if (status === 429) return transient('The language model is busy (429); retrying');
    if (status >= 500) return transient(`The language model failed (${status}); retrying`);
    if (TRANSIENT_STATUSES.has(status))
      return transient(`The language model could not answer yet (${status}); retrying`);
    // The server's text for a bad key may echo part of it, so this one says only what to fix.
    if (status === 401) return new UnrecoverableError('The language model rejected the API key (401)');
    if (status === 403)
      return new UnrecoverableError(`The language model denied access (403): ${serverDetail(error, secret)}`);
    if (status === 404)
      return new UnrecoverableError(
        `The language model or endpoint was not found (404): ${serverDetail(error, secret)}`,
      );
    return new UnrecoverableError(
      `The language model rejected the request (${status}): ${serverDetail(error, secret)}`,
    );
  }
  // Anything else (a socket error, a stray TypeError from fetch) is the connection, not the request.
  if (error instanceof Error) {
    const safe = new TransientProviderError(redact(error.message, secret));
    safe.stack = error.stack && redact(error.stack, secret);
    return safe;
  }
  return new TransientProviderError(`The language model call failed: ${redact(String(error), secret)}`);
}

/** True for the failures a retry cannot fix. */
export const isPermanent = (error: unknown): boolean => error instanceof UnrecoverableError;
