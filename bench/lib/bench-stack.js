'use strict';
// What every benchmark here shares: timing a call at a given concurrency, and a whole stack of its
// own (database, Redis prefix, ports) that is cleaned up afterwards. Needs `npm run build:server`.
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const { Redis } = require('ioredis');
const { Client } = require('pg');
const { SessionStore } = require('../../packages/nest-common/dist');
const {
  Stack,
  portsFrom,
  ensureDatabase,
  dropDatabase,
  withDatabase,
  LOCAL_POSTGRES,
  LOCAL_REDIS,
} = require('../../infra/dist');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `run` `count` times, `concurrency` at once; latencies in ms, throughput per second. */
async function measure(count, concurrency, run) {
  const latencies = [];
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const t = process.hrtime.bigint();
        await run();
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: count / seconds };
}

/**
 * Starts an isolated stack, hands it to `body`, and removes its processes, database and keys.
 * `staticDir`: the folder holding the web builds (the repository root), to serve the pages too.
 */
async function withBenchStack({ portBase, workers = 1, env = {}, staticDir = '' }, body) {
  const runId = randomBytes(4).toString('hex');
  const database = `newsroom_bench_${runId}`;
  const redisPrefix = `bench-${runId}`;
  const secret = randomBytes(32).toString('hex');
  await ensureDatabase(LOCAL_POSTGRES, database);
  const stack = new Stack({
    repoRoot: path.resolve(__dirname, '../..'),
    ports: portsFrom(portBase),
    databaseUrl: withDatabase(LOCAL_POSTGRES, database),
    redisUrl: LOCAL_REDIS,
    redisPrefix,
    internalTokenSecret: secret,
    staticDir,
    nodeEnv: 'production',
    logLevel: 'warn',
    workers,
    pretty: false,
    restartOnCrash: false,
    extraEnv: env,
  });
  try {
    await stack.start();
    return await body({ stack, secret, redisPrefix, databaseUrl: withDatabase(LOCAL_POSTGRES, database) });
  } finally {
    await stack.stop();
    const raw = new Redis(LOCAL_REDIS);
    const keys = await raw.keys(`${redisPrefix}:*`);
    if (keys.length) await raw.del(...keys);
    raw.disconnect();
    await dropDatabase(LOCAL_POSTGRES, database);
  }
}

/**
 * A user of the bench stack's database with a live session (the password is never checked): the
 * user as the services see it, and the session cookie's value.
 */
async function signedInUser({ databaseUrl, redisPrefix }, { username, role }) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `INSERT INTO auth.users (username, email, role, password_hash) VALUES ($1, $2, $3, 'x') RETURNING id`,
    [username, `${username}@newsroom.test`, role],
  );
  await db.end();
  const user = { id: rows[0].id, username, role };
  const redis = new Redis(LOCAL_REDIS, { keyPrefix: `${redisPrefix}:` });
  const sessionId = await new SessionStore(redis, 3_600).create(user);
  redis.disconnect();
  return { user, sessionId };
}

module.exports = { measure, withBenchStack, signedInUser, LOCAL_REDIS };
