#!/usr/bin/env node
// What the gateway costs: GET /api/user through the gateway (session lookup, access check, signed
// identity, proxy) against the same call straight to the auth service, side by side in one run,
// at concurrency 1 and 32. Needs `npm run build:server`, Postgres and Redis. Not a test.
'use strict';
const { signInternalIdentity } = require('../packages/nest-common/dist');
const { measure, signedInUser, withBenchStack } = require('./lib/bench-stack');

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** One call, checked: a benchmark of failing requests would measure nothing. */
const ok = (label, makeRequest) => async () => {
  const res = await makeRequest();
  if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
  await res.arrayBuffer();
};

async function main() {
  await withBenchStack({ portBase: 3300 }, async ({ stack, secret, redisPrefix, databaseUrl }) => {
    const { user, sessionId: sid } = await signedInUser(
      { databaseUrl, redisPrefix },
      { username: 'bench', role: 'user' },
    );
    const viaGateway = ok('gateway', () =>
      fetch(`${stack.url}/api/user`, { headers: { cookie: `newsroom.sid=${sid}` } }),
    );
    const direct = ok('direct', () =>
      fetch(`http://127.0.0.1:${stack.options.ports.auth}/api/user`, {
        headers: { 'x-internal-identity': signInternalIdentity({ user, requestId: 'bench' }, secret) },
      }),
    );

    for (const warm of [viaGateway, direct]) for (let i = 0; i < 200; i++) await warm();
    // Rounds alternate the two paths, and each row is the median round: a shared machine's drift
    // (another process waking, a GC) lands on both paths instead of deciding the ratio.
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const summary = (runs) => ({
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      perSecond: median(runs.map((r) => r.perSecond)),
    });
    console.log(`GET /api/user, median of ${ROUNDS} alternating rounds of ${REQUESTS} requests (ms)`);
    console.log('path       conc    p50     p99     req/s');
    for (const concurrency of [1, 32]) {
      const runs = { direct: [], gateway: [] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.direct.push(await measure(REQUESTS, concurrency, direct));
        runs.gateway.push(await measure(REQUESTS, concurrency, viaGateway));
      }
      const d = summary(runs.direct);
      const g = summary(runs.gateway);
      for (const [label, r] of [
        ['direct', d],
        ['gateway', g],
      ]) {
        console.log(
          `${label.padEnd(10)} ${String(concurrency).padStart(4)} ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)} ${r.perSecond.toFixed(0).padStart(8)}`,
        );
      }
      console.log(
        `  gateway/direct at ${concurrency}: p50 x${(g.p50 / d.p50).toFixed(2)}, p99 x${(g.p99 / d.p99).toFixed(2)}, throughput x${(g.perSecond / d.perSecond).toFixed(2)}; added p50 ${(g.p50 - d.p50).toFixed(2)} ms`,
      );
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
