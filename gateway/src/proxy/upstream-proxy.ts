import http from 'node:http';
import { pipeline } from 'node:stream';
import type { Logger } from 'pino';
import { type ApiErrorBody, REQUEST_ID_HEADER, type ServiceName } from '@newsroom/contracts';
import { answerEncoding, compressedHeaders, compressor, variesByEncoding, withVary } from './api-compression';

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

/** Headers about one connection, never passed on (RFC 9110 section 7.6.1); the agent sets its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const withoutHopByHop = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders => {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
};

const appendForwarded = (current: string | string[] | undefined, value: string) =>
  current ? `${Array.isArray(current) ? current.join(',') : current},${value}` : value;

/**
 * Forwards one request to its service over a keep-alive connection, and its answer back as it
 * streams. A service that is down answers 503 at once, one that does not answer in time 504, one that
 * breaks the connection mid-answer 502: always JSON, never a hang. (node:http directly: a general
 * proxy library's per-request passes cost more than the forwarding itself, bench/gateway-overhead.js.)
 */
export class UpstreamProxy {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256, scheduling: 'lifo' });
  private readonly targets = new Map<string, URL>();

  constructor(private readonly logger: Logger) {}

  forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    upstream: Upstream,
    body: Buffer,
    headers: Record<string, string>,
  ): Promise<void> {
    return new Promise((resolve) => {
      const target = this.target(upstream.url);
      const outgoing = withoutHopByHop(req.headers);
      // What the service may want to know of the original request, as proxies say it (X-Forwarded-*).
      const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
      outgoing['x-forwarded-for'] = appendForwarded(req.headers['x-forwarded-for'], req.socket.remoteAddress ?? '');
      outgoing['x-forwarded-port'] = appendForwarded(
        req.headers['x-forwarded-port'],
        String(req.socket.localPort ?? (encrypted ? 443 : 80)),
      );
      outgoing['x-forwarded-proto'] = appendForwarded(req.headers['x-forwarded-proto'], encrypted ? 'https' : 'http');
      outgoing['x-forwarded-host'] ??= req.headers.host ?? '';
      // The body was read whole (size and time limits); it goes on with its exact length.
      if (body.length || req.headers['content-length'] !== undefined) outgoing['content-length'] = body.length;
      Object.assign(outgoing, headers);

      let timedOut = false;
      let browserLeft = false;
      const proxyReq = http.request({
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: outgoing,
        agent: this.agent,
        timeout: upstream.timeoutMs,
      });
      proxyReq.on('timeout', () => {
        timedOut = true;
        proxyReq.destroy(new Error(`no answer within ${upstream.timeoutMs} ms`));
      });
      proxyReq.on('response', (proxyRes) => {
        privateByDefault(proxyRes.headers);
        const status = proxyRes.statusCode ?? 502;
        const answer = withoutHopByHop(proxyRes.headers);
        const encoding = answerEncoding(req, proxyRes.headers);
        // The service broke off mid-answer: the browser sees a broken answer, not a short one.
        const broken = (error?: Error | null) => error !== null && res.destroy();
        if (encoding) {
          res.writeHead(status, compressedHeaders(answer, encoding));
          pipeline(proxyRes, compressor(encoding, Number(proxyRes.headers['content-length'])), res, broken);
        } else {
          res.writeHead(status, variesByEncoding(proxyRes.headers) ? withVary(answer) : answer);
          // pipe, not pipeline: most answers take this path, and pipeline's AbortController per
          // call showed in the gateway's profile.
          proxyRes.pipe(res);
          proxyRes.on('aborted', () => broken());
          proxyRes.on('error', broken);
        }
      });
      proxyReq.on('error', (err: NodeJS.ErrnoException) => {
        if (browserLeft) return resolve(); // We broke it off ourselves (below): nothing went wrong.
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
      });
      // A browser that leaves (a closed tab, a closed progress stream) ends the service's work for it too.
      res.on('close', () => {
        if (!res.writableFinished) {
          browserLeft = true;
          proxyReq.destroy();
        }
        resolve();
      });
      proxyReq.end(body.length ? body : undefined);
    });
  }

  close() {
    this.agent.destroy();
  }

  private target(url: string): URL {
    let target = this.targets.get(url);
    if (!target) this.targets.set(url, (target = new URL(url)));
    return target;
  }
}
