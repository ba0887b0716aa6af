import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import send from 'send';
import { preferredEncoding } from '../encoding/preferred-encoding';

/** What the build precompresses (packages/ui/build/precompress.js): text a browser fetches. */
export const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** The file the build writes beside `<file>` for each encoding. */
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

export interface PrecompressedOptions {
  /** The Cache-Control a file gets, by its own (uncompressed) name. */
  cacheControl(file: string): string;
}

/**
 * Serves `<file>.br` or `<file>.gz` from the build instead of `<file>` when the browser accepts
 * that encoding and the build wrote the copy: no CPU spent compressing per request. The answer
 * keeps the file's own type and cache policy, says `Vary: Accept-Encoding` (a shared cache must
 * not hand Brotli to a browser that asked for gzip), and has an ETag of its own, so a revalidation
 * is a 304. Anything else (no copy, no match) goes on to `next`, the plain static handler.
 */
export function servePrecompressed(
  req: Request,
  res: Response,
  next: NextFunction,
  root: string,
  /** The file's URL path under `root` (still URL-encoded: `send` decodes it and refuses `..`). */
  file: string,
  options: PrecompressedOptions,
): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(file)) return next();
  const encoding = preferredEncoding(req);
  if (!encoding) return next();
  send(req, file + SUFFIX[encoding], { root, index: false, dotfiles: 'ignore', etag: true, lastModified: true })
    .on('headers', () => {
      res.setHeader('content-type', contentTypeOf(file));
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader('cache-control', options.cacheControl(file));
    })
    // No copy (or a path that leaves the root): the plain file, or a 404, is the next handler's.
    .on('error', () => next())
    .pipe(res);
}

/** A middleware for one build folder: every request for a file under it, precompressed when it can be. */
export function precompressed(root: string, options: PrecompressedOptions) {
  return (req: Request, res: Response, next: NextFunction) =>
    servePrecompressed(req, res, next, root, req.path, options);
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

const contentTypeOf = (file: string) => TYPES[path.extname(file)] ?? 'application/octet-stream';
