import http from 'node:http';
import { close, listen } from '../testing/loopback';
import { type Step, isApiPath, runSteps } from './api-entry';

describe(isApiPath.name, () => {
  it('takes /api and everything under it, with or without a query, and nothing else', () => {
    expect(['/api', '/api/user', '/api?x=1', '/api/generate-tease?draft=1'].map(isApiPath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/apix', '/', '/remotes.json', '/auth', undefined].map(isApiPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe(runSteps.name, () => {
  /** What the steps saw of a request sent with `headers`, behind `trustedProxies` proxies of ours. */
  async function seen(trustedProxies: number, headers: Record<string, string>, steps: Step[] = []) {
    const saw: Array<Record<string, unknown>> = [];
    const record: Step = (req, res) => {
      saw.push({ path: req.path, ip: req.ip, secure: req.secure });
      res.end('ok');
    };
    const failed = (error: unknown, res: http.ServerResponse) => res.writeHead(500).end(String(error));
    const server = http.createServer(runSteps([...steps, record], trustedProxies, failed));
    const url = await listen(server);
    const res = await fetch(`${url}/api/user?fields=all`, { headers });
    const body = await res.text();
    await close(server);
    return { saw: saw[0], status: res.status, body };
  }

  it("gives the steps the path without its query, and the caller's address as Express's trust proxy would", async () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.7, 203.0.113.9', 'x-forwarded-proto': 'https' };
    // No proxy of ours: X-Forwarded-* are the client's own words and are not believed.
    expect((await seen(0, forwarded)).saw).toEqual({ path: '/api/user', ip: '127.0.0.1', secure: false });
    // One proxy of ours: the address it saw (the last hop) and the scheme it says.
    expect((await seen(1, forwarded)).saw).toEqual({ path: '/api/user', ip: '203.0.113.9', secure: true });
  });

  it('runs the steps in order and sends an error a step passes on, or throws, to the failure handler', async () => {
    const order: string[] = [];
    const first: Step = (_req, _res, next) => {
      order.push('first');
      next();
    };
    expect((await seen(0, {}, [first])).status).toBe(200);
    expect(order).toEqual(['first']);
    const passes: Step = (_req, _res, next) => next(new Error('passed on'));
    expect(await seen(0, {}, [passes])).toMatchObject({ status: 500, body: 'Error: passed on', saw: undefined });
    const throws: Step = () => {
      throw new Error('thrown');
    };
    expect(await seen(0, {}, [throws])).toMatchObject({ status: 500, body: 'Error: thrown', saw: undefined });
  });
});
