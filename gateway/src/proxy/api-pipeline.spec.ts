import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import pino from 'pino';
import { INTERNAL_IDENTITY_HEADER, REQUEST_ID_HEADER, type ServiceName } from '@newsroom/contracts';
import { type InternalIdentity, verifyInternalIdentity } from '@newsroom/nest-common';
import type { ViewerResolver } from '../identity/session-viewers';
import type { Viewer } from '../identity/viewer';
import { RouteMatcher } from '../routing/route-matcher';
import { ROUTE_TABLE } from '../routing/route-table';
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
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const upstream = (name: ServiceName): Upstream => ({ name, url: 'http://unused', timeoutMs: 1_000 });
    const proxy = {
      forward: async (_req, res, target, _body, headers) => {
        const verified = verifyInternalIdentity(headers[INTERNAL_IDENTITY_HEADER], secret);
        if (!verified.ok) throw new Error(`unsigned identity: ${verified.reason}`);
        forwarded.push({ service: target.name, identity: verified.identity });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
    } as Pick<UpstreamProxy, 'forward'> as UpstreamProxy;
    const app = express();
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
});
