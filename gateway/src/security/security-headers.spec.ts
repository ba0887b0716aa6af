import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { HSTS, hstsOverTls, remoteOrigins, replayedHeaders, securityHeaders } from './security-headers';

/** Runs the helmet middleware on a fake answer and gives the CSP directives by name. */
function cspOf(remoteUrls: string[] = []): Map<string, string[]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  } as unknown as ServerResponse;
  const next = jest.fn();
  securityHeaders(remoteUrls)({ headers: {}, method: 'GET' } as IncomingMessage, res, next);
  expect(next).toHaveBeenCalledWith();
  const csp = headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe(securityHeaders.name, () => {
  it('admits only our own origin by default', () => {
    const csp = cspOf();
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets Stripe.js run: its script, its API and its frames', () => {
    const csp = cspOf();
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
  });

  it('keeps the marketing video hosts framable', () => {
    expect(cspOf().get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
      ]),
    );
  });

  it('adds the origins of remotes deployed apart to scripts, connections, styles and fonts', () => {
    const csp = cspOf(['https://admin.example.com/remoteEntry.js', '/tools/mf-manifest.json']);
    for (const directive of ['script-src', 'connect-src', 'style-src', 'font-src']) {
      expect(csp.get(directive)).toContain('https://admin.example.com');
    }
    expect(csp.get('script-src')).not.toContain('/tools/mf-manifest.json');
  });
});

describe(remoteOrigins.name, () => {
  it('keeps absolute URLs as unique origins and drops relative paths', () => {
    expect(remoteOrigins(['https://a.example/x.js', 'https://a.example/y.js', '/local.js'])).toEqual([
      'https://a.example',
    ]);
  });
});

describe(hstsOverTls.name, () => {
  /** A real Express app behind one trusted proxy hop, as the gateway runs behind nginx. */
  async function hstsFor(headers: Record<string, string>, trustedProxies: number) {
    const app = express();
    app.set('trust proxy', trustedProxies);
    app.use(hstsOverTls());
    app.get('/', (_req, res) => res.send('ok'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
      return res.headers.get('strict-transport-security');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('sends HSTS when our proxy says the browser came over https', async () => {
    expect(await hstsFor({ 'x-forwarded-proto': 'https' }, 1)).toBe(HSTS);
  });

  it('sends none over plain http, nor when a client with no proxy in front claims https', async () => {
    expect(await hstsFor({}, 1)).toBeNull();
    expect(await hstsFor({ 'x-forwarded-proto': 'https' }, 0)).toBeNull();
  });
});

describe(replayedHeaders.name, () => {
  /** The headers a middleware leaves on a response, by lowercased name. */
  const headersAfter = (middleware: ReturnType<typeof replayedHeaders>, url: string) => {
    const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
    const res = {
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
    };
    const req = { headers: { origin: 'https://elsewhere.example' }, method: 'POST', url };
    middleware(req as never, res as never, () => undefined);
    return Object.fromEntries(headers);
  };

  it("sets exactly what helmet sets, on any request, without running helmet's middlewares again", () => {
    const helmetOnce = securityHeaders(['https://tools.newsroom.example']);
    const replayed = replayedHeaders(helmetOnce);
    for (const url of ['/api/user', '/api/generate-banner?x=1']) {
      expect(headersAfter(replayed, url)).toEqual(headersAfter(helmetOnce, url));
    }
    expect(headersAfter(replayed, '/api/user')['content-security-policy']).toContain('https://tools.newsroom.example');
  });

  it('refuses a middleware whose headers depend on the request', () => {
    const perRequest = (req: { url: string }, res: { setHeader(n: string, v: string): void }, next: () => void) => {
      res.setHeader('x-path', req.url);
      next();
    };
    expect(() => replayedHeaders(perRequest as never)).toThrow('reads req.url');
  });
});
