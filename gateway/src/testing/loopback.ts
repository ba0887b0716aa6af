import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { type Upstream, UpstreamProxy } from '../proxy/upstream-proxy';

/**
 * Test helpers (not built into dist): real servers on loopback, and answers read as they were sent.
 */

/** Listens on a free loopback port; the server's base URL. */
export async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes a server and every connection still open to it (keep-alive, a stream left open). */
export async function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * A gateway in miniature: every request goes to the real forwarder, with the body it sent and any
 * `headers` the caller adds, to `upstreamFor(req)`.
 */
export async function forwardingGateway(
  upstreamFor: (req: http.IncomingMessage) => Upstream,
  headers: Record<string, string> = {},
) {
  const proxy = new UpstreamProxy(pino({ level: 'silent' }));
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void proxy.forward(req, res, upstreamFor(req), Buffer.concat(chunks), headers));
  });
  const url = await listen(server);
  return {
    url,
    close: async () => {
      proxy.close();
      await close(server);
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: fetch would undo the content encoding. For a stream, its first chunk. */
  body: Buffer;
  /** False for a stream (text/event-stream) read only up to its first chunk. */
  ended: boolean;
}

/** A GET on a connection of its own; a progress stream is read to its first chunk and left. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        const answer = (ended: boolean) =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ended });
        const stream = String(res.headers['content-type']).startsWith('text/event-stream');
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (stream) {
            answer(false);
            res.destroy();
          }
        });
        res.on('end', () => answer(true));
      })
      .on('error', reject);
  });
}
