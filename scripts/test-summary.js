#!/usr/bin/env node
// Adds up the jest result files that `npm test` writes and prints one closing line.
'use strict';
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit.json', 'e2e.json']) {
  const file = path.join(__dirname, '..', '.test-results', name);
  if (!existsSync(file)) {
    console.log(`(no ${name}: that part of the suite did not run)`);
    continue;
  }
  const results = JSON.parse(readFileSync(file, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests + (results.numRuntimeErrorTestSuites || 0);
  skipped += results.numPendingTests + results.numTodoTests;
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
