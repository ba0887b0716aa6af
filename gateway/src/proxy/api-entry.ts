import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, Response } from 'express';
import proxyaddr from 'proxy-addr';

/** A connect-style step: what helmet, compression and our own middleware are. */
export type Step = (req: Request, res: Response, next: NextFunction) => void;

export const isApiPath = (url: string | undefined) => url === '/api' || /^\/api[/?]/.test(url ?? '');

/**
 * Runs `steps` in order for one request, as Express would, with what they read of an Express
 * request set on the plain one: `path`, the client's `ip` (X-Forwarded-For believed only as many
 * hops back as we have proxies, as Express's `trust proxy` does) and `secure`. An error a step passes
 * on reaches `fail`.
 */
export function runSteps(steps: Step[], trustedProxies: number, fail: (error: unknown, res: ServerResponse) => void) {
  const trust = (_address: string, hop: number) => hop < trustedProxies;
  return (raw: IncomingMessage, res: ServerResponse) => {
    const url = raw.url ?? '/';
    const query = url.indexOf('?');
    const encrypted = (raw.socket as TLSSocket).encrypted === true;
    const forwardedProto =
      trustedProxies > 0
        ? String(raw.headers['x-forwarded-proto'] ?? '')
            .split(',')[0]
            .trim()
        : '';
    const req = Object.assign(raw, {
      path: query === -1 ? url : url.slice(0, query),
      // Without proxies of ours X-Forwarded-For is not read at all (as proxy-addr would conclude).
      ip: trustedProxies > 0 ? proxyaddr(raw, trust) : raw.socket.remoteAddress,
      secure: encrypted || forwardedProto === 'https',
    }) as unknown as Request;
    let index = 0;
    const next = (error?: unknown) => {
      if (error) return fail(error, res);
      const step = steps[index++];
      if (!step) return;
      try {
        step(req, res as Response, next);
      } catch (thrown) {
        fail(thrown, res);
      }
    };
    next();
  };
}

/**
 * Sends `/api` requests to `api` straight from the HTTP server, around Express and Nest: the API is
 * the gateway's hot path, and their router layers cost more than everything else a call does
 * (bench/gateway-overhead.js). Everything else (pages, health, /remotes.json) still goes to Express.
 */
export function routeApiAroundExpress(server: Server, api: (req: IncomingMessage, res: ServerResponse) => void) {
  const others = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (isApiPath(req.url)) api(req, res);
    else for (const listener of others) listener(req, res);
  });
}
