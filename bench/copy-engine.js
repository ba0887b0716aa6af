#!/usr/bin/env node
// Time per script for each copy-engine tool over the whole test corpus, side by side in one run.
// Uses the built package (npm run build:server), or with --src the TypeScript sources (uncommitted
// work, no build), and loads the TypeScript corpus through SWC.
// Not a test: it prints milliseconds per script (mean, p50, p99) and how each tool compares.
'use strict';
// A minimal .ts loader for the corpus fixtures (they live in test/, outside the build).
require('../packages/copy-engine/test/ts-require.js');

const engine = require(
  process.argv.includes('--src') ? '../packages/copy-engine/src/index.ts' : '../packages/copy-engine/dist',
);
const { CORPUS } = require('../packages/copy-engine/test/corpus/index.ts');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

/** Every tool the engine has, as one call on one script. Writers appear as they are added. */
const tools = {
  'broadcast numbers': (s) => engine.toBroadcastNumbers(s.text),
  'broadcast form': (s) => engine.toBroadcastForm(s.text),
  'AP style': (s) => engine.toApStyle(s.text),
  'fact check': (s) => engine.checkCopy(engine.toBroadcastNumbers(s.text), s.text, { targetSeconds: 30 }),
  'simplify 30 s': (s) => engine.simplifyScript({ script: s.text, targetSeconds: 30, tone: 'conversational' }),
  ...(engine.writeVosot && {
    'VOSOT 30 s': (s) => engine.writeVosot({ script: s.text, targetSeconds: 30, storyStyle: 'hard_news' }),
  }),
  ...(engine.writeTeases && { teases: (s) => engine.writeTeases({ script: s.text, teaseStyle: 'compelling' }) }),
  ...(engine.writeBanners && {
    banners: (s) => engine.writeBanners({ topic: s.title, style: 'modern', charCount: 30 }),
  }),
  ...(engine.writeSocialPosts && {
    'social (X, medium)': (s) =>
      engine.writeSocialPosts({ newsContent: s.text, platform: 'twitter', tone: 'informative', length: 'medium' }),
  }),
  ...(engine.writeSocialPosts && {
    'push alert (short)': (s) =>
      engine.writeSocialPosts({ newsContent: s.text, platform: 'push_alert', tone: 'breaking', length: 'short' }),
  }),
  ...(engine.writeArticle && {
    article: (s) =>
      engine.writeArticle({ broadcastContent: s.text, headline: s.title, location: s.location, tone: 'standard' }),
  }),
};

// Each script read for the first time: the writers keep what they read of a text (its names, its
// sentences' forms), so the rounds above time a warm read. Here each tool first warms the JIT on
// texts it will not see again, then reads every script once in a form it has never seen (its first
// word followed by "Now"): the time a new request costs.
const variant = (script, word) => ({ ...script, text: script.text.replace(/^(\S+)/, `$1 ${word}`) });
function coldTimes(run) {
  for (const word of ['Then', 'Also']) for (const script of CORPUS) run(variant(script, word));
  const times = CORPUS.map((script) => {
    const fresh = variant(script, 'Now');
    const started = process.hrtime.bigint();
    run(fresh);
    return Number(process.hrtime.bigint() - started) / 1e6;
  });
  return times.sort((a, b) => a - b);
}

const cold = new Map(Object.entries(tools).map(([name, run]) => [name, coldTimes(run)]));

const rows = [];
for (const [name, run] of Object.entries(tools)) {
  for (const script of CORPUS) run(script); // warm up
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const script of CORPUS) {
      const started = process.hrtime.bigint();
      run(script);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  rows.push({ name, mean, p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] });
}

const words = CORPUS.reduce((n, s) => n + s.text.split(/\s+/).length, 0) / CORPUS.length;
console.log(
  `copy-engine, ${CORPUS.length} scripts (mean ${Math.round(words)} words) x ${ROUNDS} rounds, ms per script`,
);
console.log('tool                  mean     p50     p99   vs broadcast numbers   first read: p50    max');
const base = rows[0].mean;
for (const r of rows) {
  const first = cold.get(r.name);
  console.log(
    `${r.name.padEnd(20)} ${r.mean.toFixed(3).padStart(6)} ${r.p50.toFixed(3).padStart(7)} ${r.p99.toFixed(3).padStart(7)}   x${(r.mean / base).toFixed(1).padEnd(20)}${first[Math.floor(first.length / 2)].toFixed(3).padStart(7)} ${first[first.length - 1].toFixed(3).padStart(7)}`,
  );
}
