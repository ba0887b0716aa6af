import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { UpstreamProxy } from './upstream-proxy';

/** A real service on loopback behind the real proxy: which headers reach the browser? */
describe(UpstreamProxy.name, () => {
  const listen = async (server: http.Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const service = http.createServer((req, res) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-powered-by': 'Express' };
    if (req.url === '/asset.js') headers['cache-control'] = 'public, max-age=60';
    res.writeHead(200, headers).end('{}');
  });
  const proxy = new UpstreamProxy(pino({ level: 'silent' }));
  let gateway: http.Server;
  let url: string;

  beforeAll(async () => {
    const upstream = { name: 'auth' as const, url: await listen(service), timeoutMs: 1_000 };
    gateway = http.createServer((req, res) => void proxy.forward(req, res, upstream, Buffer.alloc(0), {}));
    url = await listen(gateway);
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
    await new Promise((resolve) => service.close(resolve));
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
