#!/usr/bin/env node
// What the pages cost a browser: for /auth (signed out), /, /script-simplifier, /training-hub and
// /admin (signed in as an admin), in headless Chromium against a stack of its own serving the
// production build: requests, bytes on the wire (script and style bodies as sent, compressed; all
// responses with their headers), time to network idle and
// the largest contentful paint, on a cold cache and again warm (a second visit in the same
// browser). Needs `npm run build`, Postgres, Redis and /usr/bin/chromium. Not a test.
'use strict';
const path = require('node:path');
const { chromium } = require('playwright-core');
const { signedInUser, withBenchStack } = require('./lib/bench-stack');

const PAGES = [
  { path: '/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/script-simplifier', signedIn: true },
  { path: '/training-hub', signedIn: true },
  { path: '/admin', signedIn: true },
];
/** Playwright's network idle is 500 ms without a request; the page was idle from the start of those. */
const IDLE_WINDOW_MS = 500;

/** One visit: what went over the wire (from the DevTools protocol) and when the page settled. */
async function visit(page, cdp, url) {
  const requests = new Map();
  // Chrome says a request was served from its memory cache before it reports the response.
  const fromMemory = new Set();
  const onResponse = ({ requestId, response, type }) =>
    requests.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      cached: fromMemory.has(requestId) || response.fromDiskCache || response.fromPrefetchCache,
      headerBytes: response.encodedDataLength,
      bytes: 0,
    });
  const onCached = ({ requestId }) => fromMemory.add(requestId);
  const onFinished = ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    // The body as sent (compressed), without the response headers.
    if (request) request.bytes = Math.max(0, encodedDataLength - request.headerBytes);
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.requestServedFromCache', onCached);
  cdp.on('Network.loadingFinished', onFinished);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  const idleMs = Date.now() - started - IDLE_WINDOW_MS;
  const lcpMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 2_000);
      }),
  );
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.requestServedFromCache', onCached);
  cdp.off('Network.loadingFinished', onFinished);

  const all = [...requests.values()];
  const overWire = all.filter((r) => !r.cached);
  const bytesOf = (type) => overWire.filter((r) => r.type === type).reduce((sum, r) => sum + r.bytes, 0);
  return {
    requests: all.length,
    fromNetwork: overWire.length,
    js: bytesOf('Script'),
    css: bytesOf('Stylesheet'),
    total: overWire.reduce((sum, r) => sum + r.bytes + r.headerBytes, 0),
    idleMs,
    lcpMs,
    // What a warm visit downloaded again (200 with a body), as opposed to revalidated (304).
    downloaded: overWire.filter((r) => r.status === 200).map((r) => new URL(r.url).pathname),
    revalidated: overWire.filter((r) => r.status === 304).length,
  };
}

const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
const ms = (value) => (value === null ? '     -' : String(Math.round(value)).padStart(6));

async function main() {
  const staticDir = path.resolve(__dirname, '..', 'frontends');
  await withBenchStack({ portBase: 3400, staticDir }, async ({ stack, redisPrefix, databaseUrl }) => {
    const { sessionId: sid } = await signedInUser(
      { databaseUrl, redisPrefix },
      { username: 'bench_admin', role: 'admin' },
    );
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      console.log('page                 visit  requests  network   JS KB  CSS KB  all KB  idle ms  LCP ms');
      const warmDownloads = [];
      for (const { path: pagePath, signedIn } of PAGES) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        if (signedIn) {
          await context.addCookies([
            { name: 'newsroom.sid', value: sid, url: stack.url, httpOnly: true, sameSite: 'Lax' },
          ]);
        }
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        for (const label of ['cold', 'warm']) {
          const r = await visit(page, cdp, `${stack.url}${pagePath}`);
          console.log(
            `${pagePath.padEnd(20)} ${label.padEnd(5)} ${String(r.requests).padStart(9)} ${String(r.fromNetwork).padStart(8)} ${kb(r.js)} ${kb(r.css)} ${kb(r.total)} ${ms(r.idleMs)}   ${ms(r.lcpMs)}`,
          );
          if (label === 'warm')
            warmDownloads.push(
              `${pagePath}: ${r.downloaded.join(', ') || 'nothing'} (${r.revalidated} revalidated, 304)`,
            );
        }
        await context.close();
      }
      console.log('\nDownloaded again on the warm visit:');
      for (const line of warmDownloads) console.log(`  ${line}`);
    } finally {
      await browser.close();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
