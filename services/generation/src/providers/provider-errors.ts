import { UnrecoverableError } from 'bullmq';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/** Statuses a later attempt can get past: the queue retries them with backoff and jitter. */
const TRANSIENT_STATUSES = new Set([408, 409, 429]);

/** Thrown by the writer when the model sends nothing (no answer, or no next chunk) for the timeout. */
export class ModelIdleTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The language model did not answer within ${timeoutMs} ms; retrying`);
    this.name = 'ModelIdleTimeoutError';
  }
}

/** The model declined to write the copy (a refusal or its content filter): no retry changes that. */
export const refusalError = (detail: string) =>
  new UnrecoverableError(`The language model refused the request: ${detail.trim() || 'no reason given'}`);

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
 * Sorts a provider failure into the two kinds the queue understands. TRANSIENT (a plain Error):
 * the model was busy, down, slow or unreachable, so BullMQ retries with backoff. PERMANENT
 * (UnrecoverableError): the request, the key, the model name or the content is wrong, so every
 * retry would fail the same way and the job fails at once with a message that says why.
 * Messages never carry the API key.
 */
export function classifyProviderError(error: unknown, secret?: string): Error {
  if (error instanceof UnrecoverableError || error instanceof ModelIdleTimeoutError) return error;
  if (error instanceof APIConnectionTimeoutError)
    return new Error('The language model did not answer in time; retrying');
  if (error instanceof APIUserAbortError) return new Error('The language model call was aborted; retrying');
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${redact(error.cause.message, secret)}` : '';
    return new Error(`Could not reach the language model${cause}; retrying`);
  }
  if (error instanceof APIError) {
    const status = error.status;
    if (status === undefined)
      return new Error(`The language model call failed: ${serverDetail(error, secret)}; retrying`);
    if (status === 429) return new Error('The language model is busy (429); retrying');
    if (status >= 500) return new Error(`The language model failed (${status}); retrying`);
    if (TRANSIENT_STATUSES.has(status))
      return new Error(`The language model could not answer yet (${status}); retrying`);
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
  if (error instanceof Error) {
    const safe = new Error(redact(error.message, secret));
    safe.stack = error.stack && redact(error.stack, secret);
    return safe;
  }
  return new Error(`The language model call failed: ${redact(String(error), secret)}`);
}

/** True for the failures a retry cannot fix. */
export const isPermanent = (error: unknown): boolean => error instanceof UnrecoverableError;
