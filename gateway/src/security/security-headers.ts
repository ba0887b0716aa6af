import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Origins other than our own that the page may load remote code from (an admin remote deployed apart). */
export function remoteOrigins(urls: string[]): string[] {
  return [...new Set(urls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
}

/** Stripe.js runs from js.stripe.com, talks to api.stripe.com and shows its card fields and 3-D Secure in frames. */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
} as const;

/** Security headers for every answer, with a CSP that admits only our origin and the remotes'. */
export function securityHeaders(remoteUrls: string[]) {
  const remotes = remoteOrigins(remoteUrls);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...STRIPE_SOURCES.script],
        connectSrc: ["'self'", ...remotes, ...STRIPE_SOURCES.connect],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        // Marketing videos embed players from the two supported video hosts; checkout embeds Stripe.
        frameSrc: [
          "'self'",
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          ...STRIPE_SOURCES.frame,
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Remote bundles on another origin must be loadable by the shell.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
}

/** 180 days, the subdomains too: long enough to matter, short enough to undo a mistake. */
export const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Strict-Transport-Security on answers that reached us over TLS (directly, or through a proxy of
 * ours that says so: Express reads X-Forwarded-Proto only from TRUSTED_PROXIES hops). Over plain
 * http the header means nothing, and a local stack must stay reachable without TLS.
 */
export function hstsOverTls() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader('strict-transport-security', HSTS);
    next();
  };
}

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/**
 * The headers a middleware sets when they never depend on the request (ours: helmet with fixed
 * directives), recorded once and replayed: the API's hot path then pays a few setHeader calls, not
 * helmet's dozen middlewares. Refuses a middleware that reads the request or does not call next.
 */
export function replayedHeaders(middleware: Middleware): Middleware {
  const recorded: Array<[string, string | number | readonly string[]]> = [];
  let nextCalled = false;
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => recorded.push([name, value]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  const request = new Proxy({} as Request, {
    get: (_target, key) => {
      throw new Error(`replayedHeaders: the middleware reads req.${String(key)}`);
    },
  });
  middleware(request, recorder as unknown as Response, () => (nextCalled = true));
  if (!nextCalled) throw new Error('replayedHeaders: the middleware did not finish at once');
  return (_req, res, next) => {
    for (const [name, value] of recorded) res.setHeader(name, value);
    res.removeHeader('x-powered-by');
    next();
  };
}
