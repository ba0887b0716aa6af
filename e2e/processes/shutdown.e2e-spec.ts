import { call } from '../harness/http';
import { type TestStack, startTestStack } from '../harness/test-stack';

describe('graceful shutdown', () => {
  let env: TestStack;
  let adminCookie: string;

  beforeAll(async () => {
    env = await startTestStack({ portBase: 3200 });
    adminCookie = await env.cookieFor(await env.createUser({ role: 'admin' }));
  });
  afterAll(() => env?.close());

  const ping = (holdMs: number) =>
    call(env.url, 'GET', `/api/admin/generation/health?holdMs=${holdMs}`, { cookie: adminCookie });

  it('a worker told to stop finishes the job in hand first', async () => {
    const worker = env.stack!.get('generation-worker');
    const pid = worker.pid;
    const answer = ping(2_000);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const stopped = worker.stop();
    const res = await answer;
    await stopped;
    expect(res.status).toBe(200);
    expect(res.json.answeredBy).toMatch(new RegExp(`:${pid}$`));
    expect(worker.running).toBe(false);
    await env.stack!.startProcess('generation-worker');
  });

  it('an API process told to stop answers the request in flight', async () => {
    const answer = ping(1_500);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopped = env.stack!.stopProcess('generation-api');
    const res = await answer;
    await stopped;
    expect(res.status).toBe(200);
    expect((await ping(0)).status).toBe(503);
    await env.stack!.startProcess('generation-api');
    expect((await ping(0)).status).toBe(200);
  });

  it('refuses a hold outside the bounds', async () => {
    const res = await ping(60_000);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'holdMs must be a whole number of milliseconds from 0 to 10000' });
  });
});
