import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { ApiErrorBody } from '@newsroom/contracts';

/** What Node's parser found wrong with a request it could not read, as our JSON error answer. */
export function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'Request headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') {
    return { status: 408, message: 'Request took too long to arrive' };
  }
  return { status: 400, message: 'Malformed request' };
}

/**
 * The HTTP server below Express: a request Node itself cannot parse (bad framing, headers too large,
 * too slow) is answered with the same `{ message }` JSON as every other error, never an empty body
 * and never an echo of what was sent; headers and body must arrive within their timeouts.
 */
export function hardenServer(
  server: Server,
  { headersTimeoutMs, bodyTimeoutMs, logger }: { headersTimeoutMs: number; bodyTimeoutMs: number; logger: Logger },
) {
  server.headersTimeout = headersTimeoutMs;
  // A backstop for the whole request; the API pipeline answers a slow body sooner, with JSON.
  server.requestTimeout = headersTimeoutMs + bodyTimeoutMs;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const { status, message } = clientErrorAnswer(error.code);
    logger.warn({ code: error.code, status }, 'unreadable request');
    const body = JSON.stringify({ message } satisfies ApiErrorBody);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        'cache-control: no-store\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  });
}
