import { request } from 'node:http';
import { ROUTE_TABLE, type RouteSpec } from '../../gateway/src/routing/route-table';
import corpus from '../fuzz/hostile-inputs.json';
import { type TestStack, startTestStack } from '../harness/test-stack';

type Repeatable = { repeat: string; times: number };
const expand = <T>(v: T | Repeatable): T | string =>
  typeof v === 'object' && v !== null && 'repeat' in v && 'times' in v ? v.repeat.repeat(v.times) : (v as T);

const VALUES = corpus.values.map((v) => ({ why: v.why, value: 'value' in v ? v.value : expand(v as Repeatable) }));
const RAW = corpus.rawBodies.map((r) => ({
  why: r.why,
  body: 'nest' in r ? '['.repeat(r.nest!) + ']'.repeat(r.nest!) : String(r.body),
}));
const IDS = corpus.ids.map((id) => String(expand(id as string | Repeatable)));

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** One request as a browser could send it (raw body, our origin), whatever the body holds. */
function send(url: string, method: string, path: string, body: string | undefined, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {}),
        ...(cookie ? { cookie } : {}),
        'sec-fetch-site': 'same-origin',
      },
    });
    req.on('response', (res) => {
      // A progress stream stays open by design: its headers are the answer.
      if (String(res.headers['content-type']).startsWith('text/event-stream')) {
        res.destroy();
        resolve({ status: res.statusCode ?? 0, type: 'text/event-stream', body: '' });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every byte percent-encoded (encodeURIComponent refuses a lone surrogate; the server must not). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const concrete = (route: RouteSpec, id: string) => route.path.replace(/:[a-z]+/gi, encodeURI(id).replace(/%25/g, '%'));

/**
 * Hostile input on every route (the corpus is e2e/fuzz/hostile-inputs.json): as an admin, who
 * gets past every access rule to the validation behind it, and signed out on the public routes.
 * Refusing is fine; a 500, or an error that is not JSON, is a failure.
 */
describe('fuzzing every route', () => {
  let env: TestStack;
  let admin: { id: number };
  let failures: string[] = [];
  let sent = 0;

  beforeAll(async () => {
    env = await startTestStack({
      portBase: 5400,
      env: {
        GENERATION_RATE_LIMIT: '100000',
        GENERATION_MAX_IN_FLIGHT: '50',
        LOGIN_MAX_FAILURES_PER_IP: '100000',
        LOGIN_MAX_FAILURES_PER_SUBNET: '100000',
      },
    });
    admin = await env.createUser({ role: 'admin' });
  });
  afterAll(() => env?.close());

  const check = (label: string, answer: Answer) => {
    sent++;
    const json = answer.type.startsWith('application/json');
    // A designed 503 (no payment provider set up) or 502 is an answer; a 500 is a crash.
    if (answer.status === 500 || (answer.status >= 400 && !json)) {
      failures.push(`${label}: ${answer.status} ${answer.type} ${answer.body.slice(0, 120)}`);
    }
  };

  // The webhook is Stripe's (signed, refused with 400 without a signature); logout ends the fuzzing session.
  const routes = ROUTE_TABLE.filter((r) => !r.prefix && r.path !== '/api/logout');

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: no hostile body, query or id gets a 500',
    async (_label, route) => {
      failures = [];
      const cookie = await env.cookieFor({
        ...admin,
        username: 'fuzz-admin',
        email: 'fuzz@x.tv',
        role: 'admin',
      } as never);
      const path = concrete(route, '1');
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      for (const { why, value } of VALUES) {
        if (withBody) {
          check(
            `${route.method} ${path} body=${why}`,
            await send(env.url, route.method, path, JSON.stringify(value), cookie),
          );
          const everyField = Object.fromEntries(corpus.fields.map((f) => [f, value]));
          check(
            `${route.method} ${path} fields=${why}`,
            await send(env.url, route.method, path, JSON.stringify(everyField), cookie),
          );
        }
        const text = typeof value === 'string' ? value.slice(0, 2_000) : JSON.stringify(value);
        const query = ['page', 'pageSize', 'search', 'q', 'status'].map((k) => `${k}=${percentEncode(text)}`).join('&');
        check(
          `${route.method} ${path}?${why}`,
          await send(env.url, route.method, `${path}?${query}`, withBody ? '{}' : undefined, cookie),
        );
      }
      const sample = (corpus.samples as Record<string, Record<string, unknown>>)[`${route.method} ${route.path}`];
      for (const field of Object.keys(sample ?? {})) {
        for (const { why, value } of VALUES) {
          const body = JSON.stringify({ ...sample, [field]: value });
          check(`${route.method} ${path} ${field}=${why}`, await send(env.url, route.method, path, body, cookie));
        }
      }
      if (withBody) {
        for (const { why, body } of RAW)
          check(`${route.method} ${path} raw=${why}`, await send(env.url, route.method, path, body, cookie));
      }
      if (route.path.includes(':')) {
        for (const id of IDS) {
          const target = concrete(route, id);
          check(
            `${route.method} ${target}`,
            await send(env.url, route.method, target, withBody ? '{}' : undefined, cookie),
          );
        }
      }
      if (route.access === 'public') {
        for (const { why, value } of VALUES) {
          if (withBody)
            check(
              `signed out ${route.method} ${path} ${why}`,
              await send(env.url, route.method, path, JSON.stringify(value)),
            );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('sent the whole corpus, and the stack still answers', async () => {
    expect(sent).toBeGreaterThan(2_000);
    expect((await send(env.url, 'GET', '/ready', undefined)).status).toBe(200);
  });
});
