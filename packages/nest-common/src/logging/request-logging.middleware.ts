import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '@newsroom/contracts';
import { acceptOrCreateRequestId, runWithRequestContext } from './request-context';

/**
 * Gives every request an id (the gateway's, when it sent one), echoes it back, and logs one line
 * when the answer is finished. Health probes are not logged: they would drown everything else.
 * With `context` (the default) the id is also in every line logged while the request is handled
 * (an AsyncLocalStorage); the gateway goes without, since the async hooks that need cost every
 * promise in the process, and names the id in its few lines itself.
 */
export function requestLogging(logger: Logger, { context = true }: { context?: boolean } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = acceptOrCreateRequestId(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    // Read now: routers mounted on a sub-path rewrite req.url before the answer is finished.
    const path = req.path;
    const quiet = path === '/health' || path === '/ready';
    res.on('finish', () => {
      if (quiet && res.statusCode < 500) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = { requestId, method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request');
    });
    if (context) runWithRequestContext({ requestId }, next);
    else next();
  };
}
