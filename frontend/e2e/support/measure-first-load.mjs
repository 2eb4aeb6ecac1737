// Measures a cold load of the landing page (/, signed out) in Chromium: the JavaScript it loads,
// the bytes over the wire and the Largest Contentful Paint, as the median of several runs, each in
// a fresh browser context (empty cache). Run by hand after `npm run build` (see docs/performance.md):
//
//   node frontend/e2e/support/measure-first-load.mjs [--runs 7] [--throttle] [--url http://host:port]
//
// Without --url it starts the built app (backend/dist, frontend/dist) on an in-memory database on
// port MEASURE_PORT (3102). --throttle emulates a slow phone: 150 ms round trips, 1.6 Mbit/s down,
// 750 kbit/s up, CPU 4x slower (Lighthouse's mobile profile).
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { constants, gzipSync } from 'node:zlib';
import { startBuiltApp } from './start-built-app.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, throttle: { type: 'boolean', default: false }, url: { type: 'string' } },
});
const runs = Number(options.runs);
const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9, cpuSlowdown: 4 };

/** One cold load: every response's size on the wire (headers included) and the page's paint timings. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (options.throttle) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  }
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => requests.set(requestId, { type, url: response.url }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.wireBytes = encodedDataLength;
  });
  const scriptBodies = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scriptBodies.push(response.body().catch(() => Buffer.alloc(0)));
  });

  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Find Verified Remote Work' }).waitFor();
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        // Buffered: the entries recorded so far; the last one is the LCP (no input has ended it early).
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries[entries.length - 1].startTime, lcpElement: entries[entries.length - 1].element?.tagName });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const bodies = await Promise.all(scriptBodies);
  await context.close();

  const all = [...requests.values()].filter((request) => request.wireBytes !== undefined);
  const scripts = all.filter((request) => request.type === 'Script');
  return {
    ...paint,
    requests: all.length,
    wireBytes: all.reduce((sum, request) => sum + request.wireBytes, 0),
    scriptFiles: scripts.length,
    scriptWireBytes: scripts.reduce((sum, request) => sum + request.wireBytes, 0),
    scriptBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    scriptGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length, 0),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;

const app = options.url ? { url: options.url, stop: () => undefined } : await startBuiltApp({ port: process.env.MEASURE_PORT ?? '3102' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(browser, app.url));
  const [first] = results;
  console.log(
    `${app.url}/, signed out, ${runs} cold loads${options.throttle ? ', slow phone (150 ms RTT, 1.6 Mbit/s, CPU 4x)' : ', no throttling'}:`,
  );
  console.log(
    `  JavaScript: ${first.scriptFiles} files, ${kB(first.scriptBytes)} raw, ${kB(first.scriptGzipBytes)} gzip -9, ${kB(first.scriptWireBytes)} on the wire`,
  );
  console.log(`  all responses: ${first.requests}, ${kB(first.wireBytes)} on the wire`);
  console.log(`  FCP median ${ms(median(results.map((result) => result.fcp)))}`);
  console.log(
    `  LCP median ${ms(median(results.map((result) => result.lcp)))} (${first.lcpElement}), runs: ${results.map((result) => ms(result.lcp)).join(', ')}`,
  );
} finally {
  await browser.close();
  app.stop();
}
