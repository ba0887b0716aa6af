import http from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';
import type { Logger } from 'pino';
import { type ApiErrorBody, REQUEST_ID_HEADER, type ServiceName } from '@newsroom/contracts';

export interface Upstream {
  name: ServiceName;
  url: string;
  /** Longest wait for an answer before the caller gets 504. */
  timeoutMs: number;
}

const SERVICE_LABEL: Record<ServiceName, string> = {
  auth: 'The sign-in service',
  generation: 'The copy generation service',
  billing: 'The billing service',
  training: 'The training service',
};

const DOWN_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'EPIPE']);

export function sendJsonError(
  res: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ message } satisfies ApiErrorBody);
  // The length up front also tells the API compression (api-compression.ts) that this is too small to compress.
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/**
 * An API answer is about one signed-in person unless its service says otherwise, so a browser or a
 * shared proxy must not keep it: `no-store` where the service set no cache policy. The framework
 * banner (the queue dashboard's Express sets one) says nothing a caller needs.
 */
export function privateByDefault(headers: http.IncomingHttpHeaders): void {
  delete headers['x-powered-by'];
  headers['cache-control'] ??= 'no-store';
}

/**
 * Forwards one request to its service. A service that is down answers 503 at once, one that
 * does not answer in time 504, one that breaks the connection mid-answer 502: always JSON, never a hang.
 */
export class UpstreamProxy {
  private readonly proxy = httpProxy.createProxyServer({ xfwd: true, ignorePath: false });
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256, scheduling: 'lifo' });

  constructor(private readonly logger: Logger) {
    this.proxy.on('proxyReq', (proxyReq, req, res) => {
      proxyReq.on('timeout', () => ((req as TimedRequest).upstreamTimedOut = true));
      // A browser that leaves (a closed tab, a closed progress stream) ends the service's work for
      // it too; Node reports no 'aborted' for a request it had already read in full.
      res.on('close', () => {
        if (!res.writableFinished) proxyReq.destroy();
      });
    });
    this.proxy.on('proxyRes', (proxyRes) => privateByDefault(proxyRes.headers));
    // Errors are handled per call below; this keeps an unexpected one from crashing the gateway.
    this.proxy.on('error', (err) => this.logger.error({ err }, 'proxy error'));
  }

  forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    upstream: Upstream,
    body: Buffer,
    headers: Record<string, string>,
  ): Promise<void> {
    return new Promise((resolve) => {
      res.on('close', () => resolve());
      this.proxy.web(
        req,
        res,
        {
          target: upstream.url,
          agent: this.agent,
          proxyTimeout: upstream.timeoutMs,
          headers,
          buffer: Readable.from(body.length ? [body] : []) as unknown as httpProxy.ServerOptions['buffer'],
        },
        (err: NodeJS.ErrnoException) => {
          const timedOut = (req as TimedRequest).upstreamTimedOut === true;
          const label = SERVICE_LABEL[upstream.name];
          const requestId = headers[REQUEST_ID_HEADER];
          this.logger.warn(
            { service: upstream.name, code: err.code, timedOut, msg: err.message, requestId },
            'upstream failed',
          );
          if (timedOut) {
            sendJsonError(res, 504, `${label} did not answer in time. Please try again.`);
          } else if (err.code && DOWN_CODES.has(err.code)) {
            sendJsonError(res, 503, `${label} is unavailable right now. Please try again shortly.`, {
              'retry-after': '5',
            });
          } else {
            sendJsonError(res, 502, `${label} gave an invalid answer.`);
          }
          resolve();
        },
      );
    });
  }

  close() {
    this.proxy.close();
    this.agent.destroy();
  }
}

type TimedRequest = http.IncomingMessage & { upstreamTimedOut?: boolean };
