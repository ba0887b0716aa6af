import compression from 'compression';
import type { Request, Response } from 'express';

/** Below this an answer is sent as is: compressing it saves less than it costs. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (Brotli at a fast level, or gzip) above the threshold, for browsers that
 * take it: a user list or a training catalogue is mostly repeated keys. A progress stream is left
 * alone, since compression would hold its events back until a buffer fills.
 */
export function apiCompression() {
  return compression({
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    filter: (req: Request, res: Response) =>
      !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  });
}
