import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import pino from 'pino';
import {
  AUTH_MESSAGES,
  INTERNAL_IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  SIGN_IN_REFUSAL_HOLD_MS,
  type ServiceName,
} from '@newsroom/contracts';
import { type InternalIdentity, verifyInternalIdentity } from '@newsroom/nest-common';
import type { ViewerResolver } from '../identity/session-viewers';
import type { Viewer } from '../identity/viewer';
import { RouteMatcher } from '../routing/route-matcher';
import { ROUTE_TABLE } from '../routing/route-table';
import { InFlightPerAddress } from '../security/in-flight-per-address';
import { apiPipeline } from './api-pipeline';
import type { Upstream, UpstreamProxy } from './upstream-proxy';

/** The pipeline in front of a fake proxy: what identity would each service receive? */
describe(apiPipeline.name, () => {
  const secret = 'p'.repeat(32);
  const viewers: Record<string, NonNullable<Viewer>> = {
    free: { id: 1, username: 'free', role: 'user' },
    trialing: { id: 2, username: 'trialing', role: 'user' },
    admin: { id: 3, username: 'boss', role: 'admin' },
    vip: { id: 4, username: 'vip', role: 'user' },
  };
  const statuses: Record<number, string> = { 2: 'trialing' };
  const lookups: number[] = [];
  const forwarded: Array<{ service: ServiceName; identity: InternalIdentity }> = [];
  /** Sign-ins auth is still working on: each answers when its function is called. */
  const signInsInAuth: Array<() => void> = [];
  const signIns = new InFlightPerAddress(2);
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const upstream = (name: ServiceName): Upstream => ({ name, url: 'http://unused', timeoutMs: 1_000 });
    const proxy = {
      forward: async (req, res, target, _body, headers) => {
        const verified = verifyInternalIdentity(headers[INTERNAL_IDENTITY_HEADER], secret);
        if (!verified.ok) throw new Error(`unsigned identity: ${verified.reason}`);
        forwarded.push({ service: target.name, identity: verified.identity });
        if (req.path === '/api/login') await new Promise<void>((resolve) => signInsInAuth.push(resolve));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
    } as Pick<UpstreamProxy, 'forward'> as UpstreamProxy;
    const app = express();
    app.set('trust proxy', 1);
    app.use((req, _res, next) => {
      req.headers[REQUEST_ID_HEADER] = 'req-1';
      next();
    });
    app.use(
      apiPipeline({
        routes: new RouteMatcher(ROUTE_TABLE),
        upstreams: {
          auth: upstream('auth'),
          generation: upstream('generation'),
          billing: upstream('billing'),
          training: upstream('training'),
        },
        viewers: {
          resolve: async (req) => viewers[String(req.headers['x-test-viewer'])] ?? null,
        } as ViewerResolver,
        subscriptions: {
          statusOf: async (user) => {
            lookups.push(user.id);
            return statuses[user.id] ?? 'inactive';
          },
        },
        proxy,
        logger: pino({ level: 'silent' }),
        internalTokenSecret: secret,
        bodyLimitBytes: 1024,
        fullAccessUsername: 'vip',
        site: { allowedOrigins: [], trustProxy: false },
        signIns,
      }),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    lookups.length = 0;
    forwarded.length = 0;
  });

  const get = async (path: string, viewer?: string) => {
    const res = await fetch(`${url}${path}`, { headers: viewer ? { 'x-test-viewer': viewer } : {} });
    return { status: res.status, forwarded: forwarded.at(-1) };
  };

  it.each([
    ['free', []],
    ['trialing', ['premium-training']],
    ['admin', ['premium-training']],
    ['vip', ['premium-training']],
  ])('signs the premium-training grant of a %s viewer into the identity for GET /api/training', async (who, grants) => {
    const res = await get('/api/training', who);
    expect(res.status).toBe(200);
    expect(res.forwarded).toEqual({
      service: 'training',
      identity: expect.objectContaining({ user: viewers[who], grants }),
    });
  });

  it('asks billing only for the viewer whose answer depends on it', async () => {
    await get('/api/training', 'admin');
    await get('/api/training', 'vip');
    expect(lookups).toEqual([]);
    await get('/api/training', 'free');
    expect(lookups).toEqual([1]);
  });

  it('signs no grants on a route that names none, and asks billing nothing', async () => {
    const res = await get('/api/subscription-plans', 'free');
    expect(res.status).toBe(200);
    expect(res.forwarded?.identity).not.toHaveProperty('grants');
    expect(lookups).toEqual([]);
  });

  it('forwards nothing for a signed-out caller of the hub list', async () => {
    expect((await get('/api/training')).status).toBe(401);
    expect(forwarded).toEqual([]);
  });

  describe('sign-ins in progress per address', () => {
    const signIn = async (address: string) => {
      const started = Date.now();
      const res = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ username: 'anchor', password: 'not-the-password' }),
      });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: await res.json(),
        ms: Date.now() - started,
      };
    };
    const waitFor = async (check: () => boolean) => {
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    it("refuses an address's third sign-in at once after a hold, without asking auth; other addresses and later sign-ins go through", async () => {
      const first = signIn('203.0.113.5');
      const second = signIn('203.0.113.5');
      await waitFor(() => signInsInAuth.length === 2);
      expect(signIns.inFlight('203.0.113.5')).toBe(2);

      const third = await signIn('203.0.113.5');
      expect(third).toMatchObject({ status: 429, retryAfter: '1', body: { message: AUTH_MESSAGES.signInsAtOnce } });
      expect(third.ms).toBeGreaterThanOrEqual(SIGN_IN_REFUSAL_HOLD_MS - 5);
      expect(forwarded).toHaveLength(2);

      // Another address is not held up by the first one's sign-ins.
      const elsewhere = signIn('198.51.100.7');
      await waitFor(() => signInsInAuth.length === 3);
      expect(forwarded).toHaveLength(3);

      for (const answer of signInsInAuth.splice(0)) answer();
      expect((await Promise.all([first, second, elsewhere])).map((r) => r.status)).toEqual([200, 200, 200]);
      await waitFor(() => signIns.inFlight('203.0.113.5') === 0);

      const later = signIn('203.0.113.5');
      await waitFor(() => signInsInAuth.length === 1);
      signInsInAuth.splice(0)[0]();
      expect((await later).status).toBe(200);
    });

    it('gives the slot back when the client hangs up before the answer', async () => {
      const controller = new AbortController();
      const hungUp = fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.6' },
        body: JSON.stringify({ username: 'anchor', password: 'not-the-password' }),
        signal: controller.signal,
      }).catch(() => null);
      await waitFor(() => signIns.inFlight('203.0.113.6') === 1);
      controller.abort();
      await hungUp;
      await waitFor(() => signIns.inFlight('203.0.113.6') === 0);
      signInsInAuth.splice(0)[0]();
    });
  });
});
