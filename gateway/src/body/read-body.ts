import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

export function parseSize(limit: string): number {
  const match = /^(\d+)(b|kb|mb)$/i.exec(limit);
  if (!match) throw new Error(`Bad size "${limit}"`);
  return Number(match[1]) * UNITS[match[2].toLowerCase()];
}

/**
 * Reads a request body into memory, refusing it as soon as it passes the limit (so a huge upload
 * costs nothing) or when it has not all arrived by the deadline (so a client trickling a byte at a
 * time cannot hold a connection for minutes). The exact bytes are kept: Stripe signs them, and
 * services parse them again.
 */
export function readBody(req: IncomingMessage, limitBytes: number, timeoutMs = 30_000): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limitBytes) {
    req.resume();
    return Promise.reject(new BodyError(413, 'Request body is too large'));
  }
  // No length and no chunking: HTTP says there is no body (most GETs); nothing to wait for.
  if (req.headers['transfer-encoding'] === undefined && !declared) {
    req.resume();
    return Promise.resolve(Buffer.alloc(0));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: BodyError) => {
      clearTimeout(deadline);
      req.removeAllListeners('data');
      req.resume();
      reject(error);
    };
    const deadline = setTimeout(() => stop(new BodyError(408, 'Request body took too long to arrive')), timeoutMs);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) return stop(new BodyError(413, 'Request body is too large'));
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(deadline);
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
  });
}

/** A JSON body that does not parse is refused here, before it reaches any service. */
export function assertJsonIfDeclared(req: IncomingMessage, body: Buffer) {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (!body.length || !/^application\/([\w.+-]*\+)?json\b/.test(type)) return;
  try {
    JSON.parse(body.toString('utf8'));
  } catch {
    throw new BodyError(400, 'Request body is not valid JSON');
  }
}
