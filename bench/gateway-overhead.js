#!/usr/bin/env node
// What the gateway costs: GET /api/user through the gateway (session lookup, access check, signed
// identity, proxy) against the same call straight to the auth service, side by side in one run,
// at concurrency 1 and 32. Needs `npm run build:server`, Postgres and Redis. Not a test.
'use strict';
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const { Redis } = require('ioredis');
const { Client } = require('pg');
const {
  Stack,
  portsFrom,
  ensureDatabase,
  dropDatabase,
  withDatabase,
  LOCAL_POSTGRES,
  LOCAL_REDIS,
} = require('../infra/dist');
const { SessionStore, signInternalIdentity } = require('../packages/nest-common/dist');

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);

async function measure(label, concurrency, makeRequest) {
  const latencies = [];
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = process.hrtime.bigint();
        const res = await makeRequest();
        if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
        await res.arrayBuffer();
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { label, concurrency, p50: pct(50), p99: pct(99), rps: REQUESTS / seconds };
}

async function main() {
  const runId = randomBytes(4).toString('hex');
  const database = `newsroom_bench_${runId}`;
  const redisPrefix = `bench-${runId}`;
  const secret = randomBytes(32).toString('hex');
  await ensureDatabase(LOCAL_POSTGRES, database);
  const stack = new Stack({
    repoRoot: path.resolve(__dirname, '..'),
    ports: portsFrom(3300),
    databaseUrl: withDatabase(LOCAL_POSTGRES, database),
    redisUrl: LOCAL_REDIS,
    redisPrefix,
    internalTokenSecret: secret,
    staticDir: '',
    nodeEnv: 'production',
    logLevel: 'warn',
    workers: 1,
    pretty: false,
    restartOnCrash: false,
  });
  const redis = new Redis(LOCAL_REDIS, { keyPrefix: `${redisPrefix}:` });
  try {
    await stack.start();
    const db = new Client({ connectionString: withDatabase(LOCAL_POSTGRES, database) });
    await db.connect();
    const { rows } = await db.query(
      `INSERT INTO auth.users (username, email, role, password_hash) VALUES ('bench', 'bench@newsroom.test', 'user', 'x') RETURNING id`,
    );
    await db.end();
    const user = { id: rows[0].id, username: 'bench', role: 'user' };
    const sid = await new SessionStore(redis, 600).create(user);
    const viaGateway = () => fetch(`${stack.url}/api/user`, { headers: { cookie: `newsroom.sid=${sid}` } });
    const direct = () =>
      fetch(`http://127.0.0.1:${stack.options.ports.auth}/api/user`, {
        headers: { 'x-internal-identity': signInternalIdentity({ user, requestId: 'bench' }, secret) },
      });

    for (const warm of [viaGateway, direct]) for (let i = 0; i < 200; i++) await (await warm()).arrayBuffer();
    console.log(`GET /api/user, ${REQUESTS} requests per row (ms)`);
    console.log('path       conc    p50     p99     req/s');
    for (const concurrency of [1, 32]) {
      const d = await measure('direct', concurrency, direct);
      const g = await measure('gateway', concurrency, viaGateway);
      for (const r of [d, g]) {
        console.log(
          `${r.label.padEnd(10)} ${String(concurrency).padStart(4)} ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)} ${r.rps.toFixed(0).padStart(8)}`,
        );
      }
      console.log(
        `  gateway/direct at ${concurrency}: p50 x${(g.p50 / d.p50).toFixed(2)}, p99 x${(g.p99 / d.p99).toFixed(2)}, throughput x${(g.rps / d.rps).toFixed(2)}; added p50 ${(g.p50 - d.p50).toFixed(2)} ms`,
      );
    }
  } finally {
    await stack.stop();
    const raw = new Redis(LOCAL_REDIS);
    const keys = await raw.keys(`${redisPrefix}:*`);
    if (keys.length) await raw.del(...keys);
    raw.disconnect();
    redis.disconnect();
    await dropDatabase(LOCAL_POSTGRES, database);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
