#!/usr/bin/env node
// What the generation queue costs and how it scales, side by side in one run:
//  1. a simplify job through BullMQ and a worker process, against calling the offline writer in
//     this process (p50/p99 added latency at concurrency 1 and 32);
//  2. throughput with one worker against two, against a provider that takes a fixed 300 ms a call
//     (the local OpenAI-compatible test server, through the real SDK in the workers).
// Needs `npm run build:server`, Postgres and Redis. Not a test.
'use strict';
const { Queue, QueueEvents } = require('bullmq');
const { Redis } = require('ioredis');
const { simplifyScript } = require('../packages/copy-engine/dist');
const { startFakeOpenAi } = require('../services/generation/test/fake-openai-server');
const { measure, withBenchStack, LOCAL_REDIS } = require('./lib/bench-stack');

const LATENCY_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const THROUGHPUT_JOBS = Number(process.env.BENCH_JOBS ?? 96);
const PROVIDER_MS = 300;
const WORKER_CONCURRENCY = 4;
const SCRIPT =
  'The Metro City Council voted 6 to 1 on Tuesday night to approve a $4.7 million plan to repair 12 bridges ' +
  'across the county. Council President Maria Lopez said the bridges carry 45,000 drivers every day. ' +
  'Work on the first 3 bridges begins in March and should take about 8 months. Drivers should expect ' +
  'lane closures on Route 9 during the overnight hours.';
const PAYLOAD = { script: SCRIPT, target_length: 30, anchor_tone: 'conversational' };

/** A stack with `workers` generation workers, and a simplify job sent straight onto its queue. */
async function withQueue(portBase, workers, env, body) {
  return withBenchStack(
    { portBase, workers, env: { WORKER_CONCURRENCY: String(WORKER_CONCURRENCY), ...env } },
    async ({ stack, redisPrefix }) => {
      const connection = () => new Redis(LOCAL_REDIS, { maxRetriesPerRequest: null });
      const queue = new Queue('generation', { connection: connection(), prefix: redisPrefix });
      const events = new QueueEvents('generation', { connection: connection(), prefix: redisPrefix });
      // Every waiting job listens on these; 32 in flight is more than Node's default warning level.
      queue.setMaxListeners(256);
      events.setMaxListeners(256);
      try {
        await events.waitUntilReady();
        let n = 0;
        const runJob = async () => {
          const job = await queue.add(
            'simplify',
            { requestId: `bench-${n++}`, userId: null, payload: PAYLOAD },
            { removeOnComplete: { age: 300 }, removeOnFail: { age: 300 } },
          );
          await job.waitUntilFinished(events, 60_000);
        };
        return await body({ stack, runJob });
      } finally {
        await Promise.allSettled([events.close(), queue.close()]);
      }
    },
  );
}

const row = (label, c, r) =>
  console.log(
    `${label.padEnd(22)} ${String(c).padStart(4)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${r.perSecond.toFixed(1).padStart(9)}`,
  );

async function latency() {
  await withQueue(3900, 1, { LLM_PROVIDER: 'offline' }, async ({ runJob }) => {
    const inProcess = async () => simplifyScript({ script: SCRIPT, targetSeconds: 30, tone: 'conversational' });
    for (let i = 0; i < 50; i++) await Promise.all([runJob(), inProcess()]);
    console.log(
      `\n1. Simplify, offline writer: queue + worker process vs in this process (${LATENCY_REQUESTS} per row, ms)`,
    );
    console.log(`   worker concurrency ${WORKER_CONCURRENCY}`);
    console.log('path                   conc      p50      p99     jobs/s');
    for (const concurrency of [1, 32]) {
      const direct = await measure(LATENCY_REQUESTS, concurrency, inProcess);
      const queued = await measure(LATENCY_REQUESTS, concurrency, runJob);
      row('in process', concurrency, direct);
      row('queue + worker', concurrency, queued);
      console.log(
        `  added by the queue at ${concurrency}: p50 +${(queued.p50 - direct.p50).toFixed(2)} ms, p99 +${(queued.p99 - direct.p99).toFixed(2)} ms (p50 x${(queued.p50 / direct.p50).toFixed(1)})`,
      );
    }
  });
}

async function throughput() {
  const fake = await startFakeOpenAi({ latencyMs: PROVIDER_MS });
  fake.reply(() => ({ text: 'The Metro City Council voted six-to-one tonight to fix 12 bridges.' }));
  try {
    const env = {
      LLM_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'bench-key',
      OPENAI_MODEL: 'bench',
    };
    await withQueue(3950, 2, env, async ({ stack, runJob }) => {
      for (let i = 0; i < 8; i++) await runJob();
      console.log(
        `\n2. Throughput against a provider taking ${PROVIDER_MS} ms a call (${THROUGHPUT_JOBS} jobs, 32 in flight, worker concurrency ${WORKER_CONCURRENCY})`,
      );
      console.log('workers                conc      p50      p99     jobs/s');
      await stack.stopProcess('generation-worker-2');
      const one = await measure(THROUGHPUT_JOBS, 32, runJob);
      row('1 worker', 32, one);
      await stack.startProcess('generation-worker-2');
      const two = await measure(THROUGHPUT_JOBS, 32, runJob);
      row('2 workers', 32, two);
      const ideal = (WORKER_CONCURRENCY * 1000) / PROVIDER_MS;
      console.log(
        `  2 workers / 1 worker: throughput x${(two.perSecond / one.perSecond).toFixed(2)} (ideal x2.00; one worker's ceiling ${ideal.toFixed(1)} jobs/s)`,
      );
    });
  } finally {
    await fake.close();
  }
}

async function main() {
  await latency();
  await throughput();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
