#!/usr/bin/env node
// What verify-and-repair costs, side by side in one run, over the whole corpus through the sloppy
// model (a local OpenAI-compatible server on loopback, the real `openai` SDK):
//  1. per tool, the desk's own time per request (model wait excluded) reading a model's answer the
//     old way (read, re-fit, check) against verifying and repairing it, p50/p99 and the difference,
//     and how often each repair path was taken;
//  2. with the model failing four calls in five: how many requests were answered, by whom, and
//     how long they took end to end.
// Needs `npm run build:server`. Not a test.
'use strict';
require('../packages/copy-engine/test/ts-require.js');

const { CORPUS } = require('../packages/copy-engine/test/corpus/index.ts');
const { VERIFIED_TOOLS, corpusRequests } = require('../services/generation/test/factories/corpus-requests.ts');
const { startSloppyModel } = require('../services/generation/test/sloppy-model');
const { TOOL_WRITERS } = require('../services/generation/dist/tools');
const { OpenAiWriter } = require('../services/generation/dist/providers/openai-writer');
const { writeVerified } = require('../services/generation/dist/verify/verify-and-repair');

const POLICY = { attempts: 3, repairAsks: 2, strict: false, budgetMs: 20_000 };
const silent = { info() {}, warn() {} };

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
};
const ms = (n) => n.toFixed(1).padStart(8);

/** A model writer that keeps the time spent waiting for the model, so the desk's own time is the rest. */
function timedWriter(writer) {
  const timed = {
    waited: 0,
    answers: [],
    model: writer.model,
    async write(prompt, onText, options) {
      const started = performance.now();
      try {
        const text = await writer.write(prompt, onText, options);
        timed.answers.push(text);
        return text;
      } finally {
        timed.waited += performance.now() - started;
      }
    },
  };
  return timed;
}

async function main() {
  const sloppy = await startSloppyModel();
  const writer = () =>
    new OpenAiWriter({ baseURL: sloppy.url, apiKey: 'sk-local', model: 'sloppy', timeoutMs: 5_000, maxRetries: 0 });
  try {
    console.log(`verify-and-repair over ${CORPUS.length} corpus stories per tool, through the sloppy model`);
    console.log(
      `${'tool'.padEnd(10)} ${'read p50'.padStart(8)} ${'read p99'.padStart(8)} ${'vfy p50'.padStart(8)} ${'vfy p99'.padStart(8)} ${'add p50'.padStart(8)} ${'add p99'.padStart(8)}  repairs`,
    );
    for (const tool of VERIFIED_TOOLS) {
      const read = [];
      const verified = [];
      const added = [];
      const paths = {};
      for (const [index, story] of CORPUS.entries()) {
        const request = corpusRequests(story, index)[tool];
        const model = timedWriter(writer());
        const started = performance.now();
        const output = await writeVerified(TOOL_WRITERS[tool], request, model, POLICY, { log: silent });
        const own = performance.now() - started - model.waited;
        // The old path on the same answers: read, re-fit and check each, nothing more.
        const readStarted = performance.now();
        for (const answer of model.answers) {
          try {
            TOOL_WRITERS[tool].fromModel(answer, request);
          } catch {
            // An unreadable answer costs the reading all the same.
          }
        }
        const readMs = performance.now() - readStarted;
        read.push(readMs);
        verified.push(own);
        added.push(own - readMs);
        for (const r of output.repairs ?? []) paths[r.action] = (paths[r.action] ?? 0) + 1;
        if (output.provider === 'openai' && !(output.repairs ?? []).length) paths.clean = (paths.clean ?? 0) + 1;
      }
      console.log(
        `${tool.padEnd(10)} ${ms(quantile(read, 0.5))} ${ms(quantile(read, 0.99))} ${ms(quantile(verified, 0.5))} ${ms(quantile(verified, 0.99))} ${ms(quantile(added, 0.5))} ${ms(quantile(added, 0.99))}  ${JSON.stringify(paths)}`,
      );
    }

    sloppy.reset();
    sloppy.configure({ failures: { every: 4, of: 5, retryAfterSeconds: 1 } });
    const requests = CORPUS.slice(0, 8).flatMap((story, i) =>
      VERIFIED_TOOLS.map((tool) => ({ tool, request: corpusRequests(story, i)[tool] })),
    );
    const totals = [];
    const providers = {};
    let answered = 0;
    for (const { tool, request } of requests) {
      const started = performance.now();
      try {
        const output = await writeVerified(TOOL_WRITERS[tool], request, writer(), POLICY, { log: silent });
        answered++;
        providers[output.provider] = (providers[output.provider] ?? 0) + 1;
      } catch {
        // Counted as not answered.
      }
      totals.push(performance.now() - started);
    }
    console.log(
      `\nfailing 4 calls in 5: ${answered}/${requests.length} answered ${JSON.stringify(providers)}; ` +
        `end to end p50 ${(quantile(totals, 0.5) / 1000).toFixed(1)} s, p99 ${(quantile(totals, 0.99) / 1000).toFixed(1)} s ` +
        `(Retry-After 1 s and backoff included)`,
    );
  } finally {
    await sloppy.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
