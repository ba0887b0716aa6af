import { type Server, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { apiCompression } from './api-compression';

const BIG = { users: Array.from({ length: 200 }, (_, i) => ({ id: i, username: `reporter${i}`, role: 'user' })) };

async function serve() {
  const app = express();
  app.use(apiCompression());
  app.get('/api/big', (_req, res) => res.json(BIG));
  app.get('/api/small', (_req, res) => res.json({ ok: true }));
  app.get('/api/events', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write(`data: ${JSON.stringify(BIG)}\n\n`);
    // The stream stays open, as a generation's progress does.
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The answer's headers and its first bytes as sent, without waiting for the end. */
function firstBytes(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer; ended: boolean }>((resolve, reject) => {
    httpGet(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      const done = (ended: boolean) => resolve({ headers: res.headers, body: Buffer.concat(chunks), ended });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(true));
      if (String(res.headers['content-type']).startsWith('text/event-stream')) {
        res.once('data', () => {
          done(false);
          res.destroy();
        });
      }
    }).on('error', reject);
  });
}

describe(apiCompression.name, () => {
  let web: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    web = await serve();
  });
  afterAll(() => web.close());

  it('sends a large JSON answer as Brotli to a browser that takes it, and it decodes to the same JSON', async () => {
    const res = await firstBytes(`${web.url}/api/big`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.length).toBeLessThan(JSON.stringify(BIG).length / 4);
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toEqual(BIG);
  });

  it('leaves a small answer, and any answer to a client that takes no compression, as it is', async () => {
    const small = await firstBytes(`${web.url}/api/small`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
    const plain = await firstBytes(`${web.url}/api/big`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(BIG);
  });

  it('never holds back a progress stream: its first event arrives at once, uncompressed', async () => {
    const res = await firstBytes(`${web.url}/api/events`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.ended).toBe(false);
    expect(res.body.toString()).toContain('"reporter199"');
  });
});
