import http from 'node:http';
import { close, forwardingGateway, listen } from '../testing/loopback';
import { UpstreamProxy } from './upstream-proxy';

/** A real service on loopback behind the real proxy: which headers reach the browser? */
describe(UpstreamProxy.name, () => {
  const service = http.createServer((req, res) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-powered-by': 'Express' };
    if (req.url === '/asset.js') headers['cache-control'] = 'public, max-age=60';
    res.writeHead(200, headers).end('{}');
  });
  let gateway: Awaited<ReturnType<typeof forwardingGateway>>;
  let url: string;

  beforeAll(async () => {
    const upstream = { name: 'auth' as const, url: await listen(service), timeoutMs: 1_000 };
    gateway = await forwardingGateway(() => upstream);
    url = gateway.url;
  });
  afterAll(async () => {
    await gateway.close();
    await close(service);
  });

  it('marks an answer without a cache policy no-store, so user data is never kept', async () => {
    const res = await fetch(`${url}/api/user`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("keeps a service's own cache policy", async () => {
    const res = await fetch(`${url}/asset.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('never passes on the framework banner', async () => {
    const res = await fetch(`${url}/api/user`);
    expect(res.headers.has('x-powered-by')).toBe(false);
  });
});

describe(`${UpstreamProxy.name} when the service misbehaves`, () => {
  const seen: Array<{ url?: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  let leftEarly: () => void = () => undefined;
  const service = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      if (req.url === '/slow') return; // never answers
      if (req.url === '/broken') return req.socket.end('HTTP/1.1 ???\r\n\r\n');
      if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: 1\n\n');
        res.on('close', () => leftEarly());
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', connection: 'close', 'keep-alive': 'timeout=5' });
      res.end('{"ok":true}');
    });
  });
  let gateway: Awaited<ReturnType<typeof forwardingGateway>>;
  let url: string;

  beforeAll(async () => {
    const serviceUrl = await listen(service);
    gateway = await forwardingGateway(
      (req) =>
        req.url?.startsWith('/down')
          ? { name: 'billing', url: 'http://127.0.0.1:1', timeoutMs: 1_000 }
          : { name: 'training', url: serviceUrl, timeoutMs: 300 },
      { 'x-internal-identity': 'signed' },
    );
    url = gateway.url;
  });
  afterAll(async () => {
    await gateway.close();
    await close(service);
  });

  it('passes the body with its exact length, the signed identity and X-Forwarded-For, and no hop-by-hop header', async () => {
    const res = await fetch(`${url}/api/training`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'keep-alive', 'x-forwarded-for': '203.0.113.5' },
      body: '{"title":"Storm desk"}',
    });
    expect(await res.json()).toEqual({ ok: true });
    const got = seen.find((s) => s.url === '/api/training')!;
    expect(got.body).toBe('{"title":"Storm desk"}');
    expect(got.headers['content-length']).toBe('22');
    expect(got.headers['x-internal-identity']).toBe('signed');
    expect(got.headers['x-forwarded-for']).toBe('203.0.113.5,127.0.0.1');
    expect(got.headers['transfer-encoding']).toBeUndefined();
  });

  it('answers 503 with JSON when the service is down, 504 when it does not answer in time, 502 when its answer is not HTTP', async () => {
    const down = await fetch(`${url}/down`);
    expect([down.status, down.headers.get('retry-after'), await down.json()]).toEqual([
      503,
      '5',
      { message: 'The billing service is unavailable right now. Please try again shortly.' },
    ]);
    const slow = await fetch(`${url}/slow`);
    expect([slow.status, await slow.json()]).toEqual([
      504,
      { message: 'The training service did not answer in time. Please try again.' },
    ]);
    const broken = await fetch(`${url}/broken`);
    expect([broken.status, await broken.json()]).toEqual([
      502,
      { message: 'The training service gave an invalid answer.' },
    ]);
  });

  it("ends the service's work when the browser leaves a stream", async () => {
    const serviceSawClose = new Promise<void>((resolve) => (leftEarly = resolve));
    const controller = new AbortController();
    const res = await fetch(`${url}/stream`, { signal: controller.signal });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: 1\n\n');
    controller.abort();
    await serviceSawClose;
  });
});
