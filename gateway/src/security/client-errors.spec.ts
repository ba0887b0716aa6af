import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { hardenServer } from './client-errors';

/** Raw bytes to a real server: what comes back when Node's own parser refuses the request? */
describe(hardenServer.name, () => {
  const server = http.createServer((_req, res) => res.end('ok'));
  hardenServer(server, { headersTimeoutMs: 1_000, bodyTimeoutMs: 1_000, logger: pino({ level: 'silent' }) });
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  const parse = (answer: string) => {
    const [head, body] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), json: JSON.parse(body) };
  };

  it('answers a request line it cannot parse with 400 JSON, not an empty body or an echo', async () => {
    const answer = parse(await send('GET /secret-token-here HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.head).toContain('content-type: application/json');
    expect(answer.json).toEqual({ message: 'Malformed request' });
    expect(JSON.stringify(answer)).not.toContain('secret-token-here');
  });

  it('answers headers too large with 431 JSON', async () => {
    const answer = parse(await send(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.json).toEqual({ message: 'Request headers are too large' });
  });
});
