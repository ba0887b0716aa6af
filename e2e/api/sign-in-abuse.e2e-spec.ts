import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { Redis } from 'ioredis';
import { SIGN_IN_REFUSAL_HOLD_MS } from '@newsroom/contracts';
import { call } from '../harness/http';
import { type TestStack, startTestStack } from '../harness/test-stack';

/**
 * What an attacker tries against sign-in and sign-up, through the gateway as the compose nginx
 * fronts it (TRUSTED_PROXIES=1: the client address is the last X-Forwarded-For hop nginx adds;
 * PUBLIC_URL is the address browsers use, nginx on port 8080).
 */
describe('sign-in abuse', () => {
  let env: TestStack;

  beforeAll(async () => {
    env = await startTestStack({
      portBase: 5200,
      env: {
        TRUSTED_PROXIES: '1',
        PUBLIC_URL: 'http://localhost:8080',
        LOGIN_MAX_FAILURES_PER_USER: '3',
        LOGIN_MAX_FAILURES_PER_IP: '12',
        LOGIN_MAX_FAILURES_PER_SUBNET: '6',
        LOGIN_THROTTLE_WINDOW_SECONDS: '60',
        REGISTER_RATE_LIMIT: '3',
        PUBLIC_RATE_LIMIT: '300',
      },
    });
  });
  afterAll(() => env?.close());

  let counter = 0;
  const name = (base: string) => `${base}_${Date.now().toString(36)}${counter++}`;
  /** A request as nginx forwards it for a client at `ip`. */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const register = (ip: string, username: string, password = 'right-password') =>
    call(env.url, 'POST', '/api/register', {
      json: { username, email: `${username}@wxyz.tv`, password },
      headers: from(ip),
    });
  const login = (ip: string, username: string, password: string) =>
    call(env.url, 'POST', '/api/login', { json: { username, password }, headers: from(ip) });

  it("a stranger's wrong passwords lock the stranger out, not the owner: the right password still works from the owner's own address", async () => {
    const victim = name('anchor');
    expect((await register('198.51.100.10', victim)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await login('203.0.113.7', victim, `guess-${i}`)).status).toBe(401);
    const refused = await login('203.0.113.7', victim, 'right-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner, from another address: slowed while the account is under attack, never refused.
    const started = Date.now();
    const owner = await login('198.51.100.20', victim, 'right-password');
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('an attacker rotating addresses inside one subnet is refused once the subnet spends its budget', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await login(`203.0.114.${i}`, name('spray'), 'guess-123')).status);
    const started = Date.now();
    statuses.push((await login('203.0.114.7', name('spray'), 'guess-123')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // A refusal is held back a moment, so a flooder firing again on each answer cannot fire fast.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_IN_REFUSAL_HOLD_MS);
    // Another network is not punished for it.
    expect((await login('192.0.2.50', name('spray'), 'guess-123')).status).toBe(401);
  });

  it('while a flood of bogus sign-ins runs (fifty at a time from one address), a real sign-in stays under a second', async () => {
    const reporter = name('reporter');
    expect((await register('198.51.100.30', reporter)).status).toBe(201);
    // The flood runs in a thread of its own, as a real flooder runs on a machine of its own: the
    // sign-in's time is then the service's, not this test's event loop working through the flood's
    // answers before it reads the one it measures. It keeps going until the sign-ins are done.
    const flood = new Worker(FLOOD, {
      eval: true,
      workerData: { url: `${env.url}/api/login`, ip: '203.0.113.99', concurrency: 50 },
    });
    // (The flood's first answer, not a fixed wait: on a loaded CI machine the worker took longer than
    // 300 ms to start, and no answer came before the first sign-in.)
    let flowing: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (flowing = resolve));
    const flooded = new Promise<Array<{ status: number; at: number }>>((resolve, reject) => {
      flood.on('message', (message: unknown) => (message === 'flowing' ? flowing() : resolve(message as never)));
      flood.once('error', reject);
    });
    await started;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signIns: Array<{ from: number; to: number }> = [];
    for (let i = 0; i < 3; i++) {
      const from = Date.now();
      const res = await login('198.51.100.31', reporter, 'right-password');
      signIns.push({ from, to: Date.now() });
      expect(res.status).toBe(200);
    }
    flood.postMessage('stop');
    const answers = await flooded;
    await flood.terminate();
    // The flood was answered all through the sign-ins: before the first began and after the last
    // ended. (Not inside each one: a held refusal answers the flood in bursts, and a sign-in that
    // takes 20 ms can fall between two bursts, which made the test fail on a fast sign-in.)
    expect(answers.some(({ at }) => at < signIns[0].from)).toBe(true);
    expect(answers.filter(({ at }) => at > signIns[2].to).length).toBeGreaterThan(0);
    // Refused (429) or wrong (401), never let in and never an error.
    expect(answers.length).toBeGreaterThan(100);
    expect(answers.every(({ status }) => status === 401 || status === 429)).toBe(true);
    expect(Math.max(...signIns.map(({ from, to }) => to - from))).toBeLessThan(1_000);
  });

  it('sign-ups are limited per address (429 with when to retry); another address still signs up', async () => {
    for (let i = 0; i < 3; i++) expect((await register('203.0.113.150', name('signup'))).status).toBe(201);
    const refused = await register('203.0.113.150', name('signup'));
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many requests from your address\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register('198.51.100.40', name('signup'))).status).toBe(201);
  });

  it('the same-origin check works behind the compose nginx on port 8080, with the headers nginx sends', async () => {
    /** A sign-in as nginx forwards it (Host with the port, X-Forwarded-*), from a page at `origin`. */
    const post = (origin: string, extra: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ username: name('nginx'), password: 'not-the-password' });
        const req = request(`${env.url}/api/login`, {
          method: 'POST',
          headers: {
            host: 'localhost:8080',
            'x-forwarded-host': 'localhost:8080',
            'x-forwarded-proto': 'http',
            'x-forwarded-for': '192.0.2.80',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin,
            ...extra,
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end(body);
      });
    // Reaches auth (a wrong password), from our own page, whether the browser sends Sec-Fetch-Site or not.
    expect(await post('http://localhost:8080')).toBe(401);
    expect(await post('http://localhost:8080', { 'sec-fetch-site': 'same-origin' })).toBe(401);
    // Refused: another site, the admin remote's own origin, and https against our http site.
    expect(await post('http://evil.example')).toBe(403);
    expect(await post('http://localhost:8082')).toBe(403);
    expect(await post('https://localhost:8080')).toBe(403);
    expect(await post('http://evil.example', { 'sec-fetch-site': 'cross-site' })).toBe(403);
  });

  it('every public route is limited per address for a signed-out visitor, counted where every replica sees it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++) {
      statuses.push((await call(env.url, 'GET', '/api/user', { headers: from('203.0.113.200') })).status);
    }
    expect(statuses.slice(0, 300).every((s) => s === 401)).toBe(true);
    expect(statuses[300]).toBe(429);
    // The count lives in Redis under the stack's prefix, not in one process's memory.
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      expect(await redis.keys(`${env.redisPrefix}:throttle:public:*`)).not.toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});

/** Bogus sign-ins, `concurrency` at a time, as nginx forwards them from one address, until told to stop; posts back every answer. */
const FLOOD = `
const { request } = require('node:http');
const { parentPort, workerData: w } = require('node:worker_threads');
const answers = [];
let sent = 0;
let stopped = false;
parentPort.once('message', () => { stopped = true; });
const once = (i) => new Promise((resolve) => {
  const body = JSON.stringify({ username: 'bogus_' + process.pid + '_' + i, password: 'not-the-password' });
  const req = request(w.url, { method: 'POST', headers: {
    'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': w.ip,
  } }, (res) => { res.resume(); res.on('end', () => resolve({ status: res.statusCode, at: Date.now() })); });
  req.on('error', () => resolve({ status: 0, at: Date.now() }));
  req.end(body);
});
const loop = async () => {
  while (!stopped) {
    answers.push(await once(sent++));
    if (answers.length === 1) parentPort.postMessage('flowing');
  }
};
Promise.all(Array.from({ length: w.concurrency }, loop)).then(() => parentPort.postMessage(answers));
`;
