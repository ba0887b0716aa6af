/** Every non-OK answer from the gateway or a service has this body. */
export interface ApiErrorBody {
  message: string;
}

/**
 * The web client's rule for a non-OK answer: an error whose message is the status code, a colon,
 * then the response text.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'HttpError';
  }
}

/** Reads the `{message}` out of an HttpError's body, falling back to the given text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    try {
      const parsed = JSON.parse(error.body) as Partial<ApiErrorBody>;
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      if (error.body) return error.body;
    }
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
