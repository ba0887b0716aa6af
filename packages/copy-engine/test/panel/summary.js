#!/usr/bin/env node
// Summary of one blind-review grades file: per tool, how many outputs graded 3-4 (airable, or
// airable after under 30 seconds of editing) and how many graded 1 (unusable).
//
//   node packages/copy-engine/test/panel/summary.js packages/copy-engine/test/panel/grades-2025-01-31.json
//
// Several files may be given (one per grader); each is summarised, then all together.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

function load(file) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = [];
  for (const field of ['grader', 'date', 'engineCommit']) {
    if (typeof data[field] !== 'string' || !data[field]) problems.push(`missing "${field}"`);
  }
  if (!Array.isArray(data.grades)) problems.push('"grades" is not a list');
  const seen = new Set();
  (data.grades ?? []).forEach((g, i) => {
    const key = `${g?.story} ${g?.tool}`;
    if (seen.has(key)) problems.push(`grades[${i}] (${key}): graded twice`);
    seen.add(key);
    if (!g || typeof g.story !== 'string' || typeof g.tool !== 'string') problems.push(`grades[${i}]: story and tool`);
    else if (![1, 2, 3, 4].includes(g.grade)) problems.push(`grades[${i}] (${g.story}, ${g.tool}): grade must be 1-4`);
    else if (g.grade <= 2 && !String(g.reason ?? '').trim())
      problems.push(`grades[${i}] (${g.story}, ${g.tool}): a 1 or 2 needs a reason`);
  });
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return data;
}

function table(title, grades) {
  const tools = new Map();
  for (const g of grades) {
    const t = tools.get(g.tool) ?? { n: 0, good: 0, ones: 0, sum: 0 };
    t.n += 1;
    t.sum += g.grade;
    if (g.grade >= 3) t.good += 1;
    if (g.grade === 1) t.ones += 1;
    tools.set(g.tool, t);
  }
  const rows = [...tools.entries()].sort(([a], [b]) => a.localeCompare(b));
  const all = rows.reduce(
    (acc, [, t]) => ({ n: acc.n + t.n, good: acc.good + t.good, ones: acc.ones + t.ones, sum: acc.sum + t.sum }),
    {
      n: 0,
      good: 0,
      ones: 0,
      sum: 0,
    },
  );
  const pct = (t) => (t.n ? `${((100 * t.good) / t.n).toFixed(0)}%` : '-');
  const line = (name, t) =>
    `${name.padEnd(28)} ${String(t.n).padStart(6)} ${pct(t).padStart(7)} ${String(t.ones).padStart(6)} ${(t.n ? t.sum / t.n : 0).toFixed(2).padStart(6)}`;
  console.log(`\n${title}`);
  console.log(
    `${'tool'.padEnd(28)} ${'graded'.padStart(6)} ${'3-4'.padStart(7)} ${'1s'.padStart(6)} ${'mean'.padStart(6)}`,
  );
  for (const [tool, t] of rows) console.log(line(tool, t));
  console.log(line('all tools', all));
}

function main() {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('Usage: node summary.js grades-YYYY-MM-DD.json [more grades files]');
    process.exit(2);
  }
  const loaded = files.map((file) => ({ file, data: load(file) }));
  for (const { file, data } of loaded) {
    table(`${path.basename(file)}: ${data.grader}, ${data.date}, engine ${data.engineCommit}`, data.grades);
    // The reasons for the 1s are the work list.
    const ones = data.grades.filter((g) => g.grade === 1);
    if (ones.length) {
      console.log('\nunusable (1):');
      for (const g of ones) console.log(`  ${g.story} ${g.tool}: ${g.reason}`);
    }
  }
  if (loaded.length > 1)
    table(
      'all graders',
      loaded.flatMap(({ data }) => data.grades),
    );
}

try {
  main();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
