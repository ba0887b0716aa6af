import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { close, forwardingGateway, listen, rawGet } from '../testing/loopback';

const BIG = { users: Array.from({ length: 200 }, (_, i) => ({ id: i, username: `reporter${i}`, role: 'user' })) };

/** A service on loopback behind the real forwarder, as the gateway runs it. */
describe('API answers compressed on their way to the browser', () => {
  const service = http.createServer((req, res) => {
    const json = (value: unknown, headers: Record<string, string> = {}) => {
      const body = JSON.stringify(value);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        ...headers,
      });
      res.end(body);
    };
    if (req.url === '/api/big') return json(BIG);
    if (req.url === '/api/small') return json({ ok: true });
    if (req.url === '/api/no-transform') return json(BIG, { 'cache-control': 'no-transform' });
    // A progress stream: its first event must arrive at once, and the stream stays open.
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write(`data: ${JSON.stringify(BIG)}\n\n`);
  });
  let gateway: Awaited<ReturnType<typeof forwardingGateway>>;

  beforeAll(async () => {
    const upstream = { name: 'auth' as const, url: await listen(service), timeoutMs: 5_000 };
    gateway = await forwardingGateway(() => upstream);
  });
  afterAll(async () => {
    await gateway.close();
    await close(service);
  });

  const get = (path: string, headers: Record<string, string>) => rawGet(`${gateway.url}${path}`, headers);

  it('sends a large JSON answer as Brotli to a browser that takes it (gzip listed first or not), and it decodes to the same JSON', async () => {
    const res = await get('/api/big', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.length).toBeLessThan(JSON.stringify(BIG).length / 4);
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toEqual(BIG);
  });

  it('sends gzip to a browser that takes only gzip', async () => {
    const res = await get('/api/big', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(BIG);
  });

  it('leaves as they are a small answer, an answer marked no-transform, and any answer to a client that takes no compression', async () => {
    const small = await get('/api/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
    const kept = await get('/api/no-transform', { 'accept-encoding': 'br' });
    expect(kept.headers['content-encoding']).toBeUndefined();
    const plain = await get('/api/big', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(BIG);
  });

  it('never holds back a progress stream: its first event arrives at once, uncompressed', async () => {
    const res = await get('/api/events', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.ended).toBe(false);
    expect(res.body.toString()).toContain('"reporter199"');
  });
});
