import net from 'node:net';
import { INTERNAL_IDENTITY_HEADER } from '@newsroom/contracts';
import { signInternalIdentity } from '@newsroom/nest-common';
import { call } from '../harness/http';
import { type TestStack, type TestUser, startTestStack } from '../harness/test-stack';

describe('the gateway in front of the four services', () => {
  let env: TestStack;
  let admin: TestUser;
  let reporter: TestUser;
  let adminCookie: string;
  let reporterCookie: string;

  beforeAll(async () => {
    // A short upstream timeout keeps the hung-service test quick.
    env = await startTestStack({ env: { UPSTREAM_TIMEOUT_MS: '3000', BODY_TIMEOUT_MS: '1000' } });
    admin = await env.createUser({ role: 'admin' });
    reporter = await env.createUser();
    adminCookie = await env.cookieFor(admin);
    reporterCookie = await env.cookieFor(reporter);
  });
  afterAll(() => env?.close());

  describe('probes', () => {
    it('answers /health', async () => {
      const res = await call(env.url, 'GET', '/health');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'ok', service: 'gateway' });
    });

    it('reports Redis and every service on /ready', async () => {
      const res = await call(env.url, 'GET', '/ready');
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        status: 'ready',
        checks: { redis: { status: 'up' } },
        services: {
          auth: { status: 'up' },
          generation: { status: 'up' },
          billing: { status: 'up' },
          training: { status: 'up' },
        },
      });
    });

    it('serves the remotes manifest the shell reads at start', async () => {
      const res = await call(env.url, 'GET', '/remotes.json');
      expect(res.json).toEqual({
        tools: '/remotes/tools/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
        supportEmail: 'support@newsroomcopydesk.com',
      });
      expect(res.headers.get('cache-control')).toBe('no-cache');
    });
  });

  describe('reaching each service', () => {
    it('auth: the signed-in user, and 401 when signed out', async () => {
      const signedIn = await call(env.url, 'GET', '/api/user', { cookie: reporterCookie });
      expect(signedIn.status).toBe(200);
      expect(signedIn.json).toEqual({
        id: reporter.id,
        username: reporter.username,
        email: reporter.email,
        role: 'user',
      });
      const signedOut = await call(env.url, 'GET', '/api/user');
      expect(signedOut.status).toBe(401);
      expect(signedOut.json).toEqual({ message: 'Not authenticated' });
    });

    it('lets no browser or shared cache keep user data, and names no framework', async () => {
      for (const path of ['/api/user', '/api/subscription/status', '/api/admin/users']) {
        const res = await call(env.url, 'GET', path, { cookie: adminCookie });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.has('x-powered-by')).toBe(false);
      }
    });

    it('billing: the launch plans, in cents', async () => {
      const res = await call(env.url, 'GET', '/api/subscription-plans', { cookie: reporterCookie });
      expect(res.status).toBe(200);
      expect((res.json as unknown as Array<{ name: string; price: number }>).map((p) => [p.name, p.price])).toEqual([
        ['Monthly', 1495],
        ['Yearly', 9000],
      ]);
    });

    it('training: the published items (none yet)', async () => {
      const res = await call(env.url, 'GET', '/api/training', { cookie: adminCookie });
      expect(res.status).toBe(200);
      expect(res.json).toEqual([]);
    });

    it('generation: a ping through the queue, answered by a worker process', async () => {
      const res = await call(env.url, 'GET', '/api/admin/generation/health', { cookie: adminCookie });
      expect(res.status).toBe(200);
      const workerPid = env.stack!.get('generation-worker').pid;
      expect(res.json).toMatchObject({ workers: 1, answeredBy: expect.stringMatching(new RegExp(`:${workerPid}$`)) });
    });

    it('passes one request id from the caller through the gateway to the service and back', async () => {
      const res = await call(env.url, 'GET', '/api/user', {
        cookie: reporterCookie,
        headers: { 'x-request-id': 'trace-42' },
      });
      expect(res.headers.get('x-request-id')).toBe('trace-42');
      const logged = await env.waitForLogLine(
        (line) => line.startsWith('auth |') && line.includes('"requestId":"trace-42"'),
      );
      expect(JSON.parse(logged.slice(logged.indexOf('{')))).toMatchObject({ path: '/api/user', status: 200 });
    });

    it('carries the request id into the queue job and the worker log lines', async () => {
      const res = await call(env.url, 'GET', '/api/admin/generation/health', {
        cookie: adminCookie,
        headers: { 'x-request-id': 'trace-job-7' },
      });
      expect(res.status).toBe(200);
      const jobLine = await env.waitForLogLine(
        (line) => line.startsWith('generation-worker |') && line.includes('"requestId":"trace-job-7"'),
      );
      expect(JSON.parse(jobLine.slice(jobLine.indexOf('{')))).toMatchObject({ msg: 'job done', job: 'ping' });
    });

    it('gives a request without an id a fresh one', async () => {
      const res = await call(env.url, 'GET', '/health');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('who may call what', () => {
    it('refuses signed-out callers of protected routes with 401', async () => {
      for (const path of ['/api/subscription-plans', '/api/training', '/api/admin/users']) {
        const res = await call(env.url, 'GET', path);
        expect([path, res.status, res.json]).toEqual([path, 401, { message: 'Not authenticated' }]);
      }
    });

    it('refuses a non-admin on admin routes with 403', async () => {
      const res = await call(env.url, 'GET', '/api/admin/generation/health', { cookie: reporterCookie });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: 'Admin access required' });
    });

    it('refuses a premium tool to a user without a subscription, with 403 and a clear message', async () => {
      const res = await call(env.url, 'POST', '/api/generate-banner', { cookie: reporterCookie, json: {} });
      expect(res.status).toBe(403);
      expect(String(res.json.message)).toMatch(/premium feature/i);
    });

    it('does not let a forged session cookie through', async () => {
      const res = await call(env.url, 'GET', '/api/user', { cookie: `newsroom.sid=${'A'.repeat(43)}` });
      expect(res.status).toBe(401);
    });

    it('sees a role change on the next request', async () => {
      const user = await env.createUser();
      const cookie = await env.cookieFor(user);
      expect((await call(env.url, 'GET', '/api/admin/generation/health', { cookie })).status).toBe(403);
      const { SessionStore } = await import('@newsroom/nest-common');
      const { Redis } = await import('ioredis');
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: `${env.redisPrefix}:` });
      await new SessionStore(redis, 3_600).updateUser(user.id, { role: 'admin' });
      redis.disconnect();
      expect((await call(env.url, 'GET', '/api/admin/generation/health', { cookie })).status).toBe(200);
    });
  });

  describe('services trust only the gateway', () => {
    const direct = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${env.stack!.options.ports.auth}${path}`, { headers });

    it('rejects a call that skips the gateway', async () => {
      const res = await direct('/api/user');
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Request did not come through the gateway (missing identity)' });
    });

    it('rejects an identity signed with the wrong secret', async () => {
      const forged = signInternalIdentity(
        { user: { id: admin.id, username: admin.username, role: 'admin' }, requestId: 'x' },
        'z'.repeat(32),
      );
      const res = await direct('/api/user', { [INTERNAL_IDENTITY_HEADER]: forged });
      expect(res.status).toBe(401);
    });

    it('strips an identity header a client sends to the gateway', async () => {
      const forged = signInternalIdentity(
        { user: { id: admin.id, username: admin.username, role: 'admin' }, requestId: 'x' },
        'z'.repeat(32),
      );
      const res = await call(env.url, 'GET', '/api/user', { headers: { [INTERNAL_IDENTITY_HEADER]: forged } });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Not authenticated' });
    });
  });

  describe('bad input', () => {
    it('answers an unknown API route with 404 JSON', async () => {
      const res = await call(env.url, 'GET', '/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'No such API route: GET /api/no-such-thing' });
    });

    it('answers a known route with the wrong method with 405 JSON', async () => {
      const res = await call(env.url, 'DELETE', '/api/user');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
    });

    it('refuses malformed JSON with 400 before it reaches a service', async () => {
      const res = await call(env.url, 'POST', '/api/process', {
        cookie: reporterCookie,
        body: '{"script": "unterminated',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Request body is not valid JSON' });
    });

    it('refuses an oversized body with 413', async () => {
      const res = await call(env.url, 'POST', '/api/process', {
        cookie: reporterCookie,
        json: { script: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ message: 'Request body is too large' });
    });

    it('cuts off a sign-in body trickling in, with 408 JSON, in about the body timeout', async () => {
      const { hostname, port } = new URL(env.url);
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), hostname, () => {
          socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n');
          socket.write('content-length: 200\r\n\r\n{"username"');
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toContain(JSON.stringify({ message: 'Request body took too long to arrive' }));
    });

    it('answers a request Node cannot parse with 400 JSON', async () => {
      const { hostname, port } = new URL(env.url);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), hostname, () => socket.write('GET / HTTP/1.1\r\nBad Header\r\n\r\n'));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('{"message":"Malformed request"}');
    });

    it('keeps answering after all that', async () => {
      expect((await call(env.url, 'GET', '/ready')).json).toMatchObject({ status: 'ready' });
    });

    it('sends security headers', async () => {
      const res = await call(env.url, 'GET', '/health');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    });
  });

  describe('a service that stops', () => {
    it('answers 503 JSON for its routes at once, keeps the others, and heals when it is back', async () => {
      const stack = env.stack!;
      await stack.stopProcess('billing');
      const started = Date.now();
      const down = await call(env.url, 'GET', '/api/subscription-plans', { cookie: reporterCookie });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(down.status).toBe(503);
      expect(down.json).toEqual({ message: 'The billing service is unavailable right now. Please try again shortly.' });
      expect((await call(env.url, 'GET', '/api/user', { cookie: reporterCookie })).status).toBe(200);
      expect((await call(env.url, 'GET', '/ready')).json).toMatchObject({
        status: 'degraded',
        services: { billing: { status: 'down' }, auth: { status: 'up' } },
      });

      await stack.startProcess('billing');
      const healed = await call(env.url, 'GET', '/api/subscription-plans', { cookie: reporterCookie });
      expect(healed.status).toBe(200);
    });

    it('answers 504 JSON when a service hangs, within the bounded time', async () => {
      const stack = env.stack!;
      const training = stack.get('training');
      process.kill(training.pid!, 'SIGSTOP');
      try {
        const started = Date.now();
        const res = await call(env.url, 'GET', '/api/training', { cookie: adminCookie });
        expect(res.status).toBe(504);
        expect(res.json).toEqual({ message: 'The training service did not answer in time. Please try again.' });
        expect(Date.now() - started).toBeLessThan(6_000);
      } finally {
        process.kill(training.pid!, 'SIGCONT');
      }
      expect((await call(env.url, 'GET', '/api/training', { cookie: adminCookie })).status).toBe(200);
    });
  });
});
