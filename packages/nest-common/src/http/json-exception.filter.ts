import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { ApiErrorBody } from '@newsroom/contracts';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS, isBackingStoreUnavailable } from './unavailable';

/** A 429 that says when to come back: the filter sends its Retry-After header. */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Turns whatever was thrown into `{ message }` with the right status; unknown errors are logged, never shown. */
@Catch()
export class JsonExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (isBackingStoreUnavailable(exception)) {
      // An outage, not a bug: logged as one, answered so the caller knows to come back.
      this.logger.warn({ err: exception }, 'a backing store is unavailable');
      res.setHeader('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      res.status(HttpStatus.SERVICE_UNAVAILABLE).json({ message: UNAVAILABLE_MESSAGE } satisfies ApiErrorBody);
      return;
    }
    const { status, message } = this.describe(exception);
    if (status >= 500) this.logger.error({ err: exception }, message);
    const body: ApiErrorBody = { message };
    if (exception instanceof RetryLaterException) res.setHeader('retry-after', String(exception.retryAfterSeconds));
    res.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
      return { status: exception.getStatus(), message };
    }
    // body-parser's errors carry their own status (413 too large, 400 malformed JSON).
    const status = (exception as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, message: bodyParserMessage(exception as { type?: string }, status) };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

export function bodyParserMessage(error: { type?: string }, status: number): string {
  if (error.type === 'entity.too.large' || status === 413) return 'Request body is too large';
  if (error.type === 'entity.parse.failed') return 'Request body is not valid JSON';
  return 'Bad request';
}
