import { UnrecoverableError } from 'bullmq';
import { APIConnectionError, APIError } from 'openai';
import {
  ModelCallAbortedError,
  ModelIdleTimeoutError,
  TransientProviderError,
  classifyProviderError,
  retryAfterMs,
} from './provider-errors';

const NOW = Date.parse('2025-03-04T10:00:00Z');

/** The error the SDK throws for an HTTP failure with these headers. */
const apiError = (status: number, headers: Record<string, string> = {}, message = `Fake failure (${status})`) =>
  APIError.generate(status, { error: { message } }, undefined, new Headers(headers));

describe(retryAfterMs.name, () => {
  it("reads OpenAI's retry-after-ms before Retry-After", () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '1500', 'retry-after': '9' }), NOW)).toBe(1_500);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '12.4' }), NOW)).toBe(13);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), NOW)).toBe(2_000);
    expect(retryAfterMs(new Headers({ 'retry-after': '0.5' }), NOW)).toBe(500);
    const inThreeSeconds = new Date(NOW + 3_000).toUTCString();
    expect(retryAfterMs(new Headers({ 'retry-after': inThreeSeconds }), NOW)).toBe(3_000);
    expect(retryAfterMs(new Headers({ 'retry-after': new Date(NOW - 5_000).toUTCString() }), NOW)).toBe(0);
  });

  it('reads a plain header record whatever the case of its names', () => {
    expect(retryAfterMs({ 'Retry-After': '4' }, NOW)).toBe(4_000);
    expect(retryAfterMs({ 'Retry-After-Ms': '250', 'Retry-After': undefined }, NOW)).toBe(250);
  });

  it('ignores junk and negative values, falling back to the other header', () => {
    for (const junk of ['soon', '-5', '1e3', '', '1 2', 'Tomorrow 5']) {
      expect(retryAfterMs({ 'retry-after': junk }, NOW)).toBeUndefined();
    }
    expect(retryAfterMs({ 'retry-after-ms': '-100', 'retry-after': '1' }, NOW)).toBe(1_000);
    expect(retryAfterMs({ 'retry-after-ms': 'NaN' }, NOW)).toBeUndefined();
    expect(retryAfterMs(new Headers(), NOW)).toBeUndefined();
    expect(retryAfterMs(undefined, NOW)).toBeUndefined();
  });

  it('caps a long wait at a minute', () => {
    expect(retryAfterMs({ 'retry-after': '3600' }, NOW)).toBe(60_000);
    expect(retryAfterMs({ 'retry-after-ms': '900000' }, NOW)).toBe(60_000);
  });
});

describe(classifyProviderError.name, () => {
  it.each([429, 408, 409, 500, 503])('%i is transient, with the wait the server asked for', (status) => {
    const error = classifyProviderError(apiError(status, { 'retry-after': '2' }));
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error).not.toBeInstanceOf(UnrecoverableError);
    expect((error as TransientProviderError).retryAfterMs).toBe(2_000);
    expect(error.message).toMatch(new RegExp(`\\(${status}\\); retrying$`));
  });

  it('a transient failure without a Retry-After leaves the wait unsaid', () => {
    const error = classifyProviderError(apiError(502)) as TransientProviderError;
    expect(error.message).toBe('The language model failed (502); retrying');
    expect(error.retryAfterMs).toBeUndefined();
  });

  it.each([400, 401, 403, 404, 422])('%i is permanent', (status) => {
    const error = classifyProviderError(apiError(status, { 'retry-after': '2' }));
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(error).not.toBeInstanceOf(TransientProviderError);
  });

  it('a connection failure is transient and keeps the key out', () => {
    const key = 'sk-abcdefghijklmnop';
    const error = classifyProviderError(new APIConnectionError({ cause: new Error(`socket hang up for ${key}`) }), key);
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error.message).toBe('Could not reach the language model: socket hang up for ***; retrying');
  });

  it('any other error is transient, without the key', () => {
    const error = classifyProviderError(new TypeError('fetch failed at sk-abcdefghijklmnop'));
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error.message).toBe('fetch failed at sk-***');
  });

  it('passes its own errors through unchanged: an idle timeout is transient, an abort is neither', () => {
    const idle = new ModelIdleTimeoutError(300);
    expect(idle).toBeInstanceOf(TransientProviderError);
    expect(classifyProviderError(idle)).toBe(idle);
    const aborted = new ModelCallAbortedError();
    expect(classifyProviderError(aborted)).toBe(aborted);
    expect(aborted).not.toBeInstanceOf(TransientProviderError);
    expect(aborted).not.toBeInstanceOf(UnrecoverableError);
  });
});
