#!/usr/bin/env node
// `npm run lighthouse`: a benchmark that prints figures (not part of `npm test`). Builds the app as it ships
// against a real backend (live profile, API base = the Node mock on 127.0.0.1, as `npm run size`), starts the
// Node mock so that the page gets real answers, serves the build gzip-compressed as a production host would,
// and runs Lighthouse (mobile preset: simulated 4x CPU slowdown, 150 ms RTT, 1.6 Mbps; performance only)
// three times on /#/index in Debian's Chromium, each run in a fresh browser. Prints every run, the medians
// and whether each median meets the target. The browser asks for zh-TW, the default language
// (LIGHTHOUSE_LANG picks another); LIGHTHOUSE_RUNS, LIGHTHOUSE_MOCK_PORT and LIGHTHOUSE_PORT are adjustable.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';
import { buildLive, serveDist, startMock } from './live-build.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MOCK_PORT = Number(process.env.LIGHTHOUSE_MOCK_PORT ?? 18789);
const LANG = process.env.LIGHTHOUSE_LANG ?? 'zh-TW';
const DIST = 'dist-lighthouse';

/** The figures, how to read them from a report, how to print them, and the target of each median. */
const METRICS = [
  { key: 'score', label: 'score', unit: '', max: null, min: 98, goal: 100 },
  { key: 'largest-contentful-paint', label: 'LCP', unit: 'ms', max: 1500 },
  { key: 'total-blocking-time', label: 'TBT', unit: 'ms', max: 65 },
  { key: 'first-contentful-paint', label: 'FCP', unit: 'ms', max: 900 },
  { key: 'cumulative-layout-shift', label: 'CLS', unit: '', max: 0.02 },
];
const read = (lhr, key) =>
  key === 'score' ? Math.round(lhr.categories.performance.score * 100) : lhr.audits[key].numericValue;
const show = (metric, value) =>
  metric.key === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)}${metric.unit}`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const chromePath = ensureChromium();
console.log(`building ${DIST} (live profile against the mock on 127.0.0.1:${MOCK_PORT})…`);
buildLive(DIST, MOCK_PORT);
const stopMock = await startMock(MOCK_PORT);
const site = await serveDist(DIST, { gzip: true, port: Number(process.env.LIGHTHOUSE_PORT ?? 0) });
const url = `${site.origin}/#/index`;

const runs = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...CHROMIUM_FLAGS, `--lang=${LANG}`, `--accept-lang=${LANG}`],
      // The browser's languages (navigator.languages) follow the environment, not --lang, when headless.
      envVars: { ...process.env, LANGUAGE: LANG.replace('-', '_'), LANG: `${LANG.replace('-', '_')}.UTF-8` },
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        locale: 'en-US',
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const figures = Object.fromEntries(METRICS.map((m) => [m.key, read(lhr, m.key)]));
      runs.push(figures);
      const lcpElement =
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      console.log(
        `run ${run}: ${METRICS.map((m) => `${m.label} ${show(m, figures[m.key])}`).join(', ')}` +
          (lcpElement ? ` (LCP element: ${(lcpElement.snippet ?? lcpElement.selector).slice(0, 60)})` : '') +
          // Lighthouse's measure of this machine's CPU: simulated throttling multiplies what it observes by 4
          // whatever the machine, so a slow one inflates TBT (Lighthouse's own guidance calibrates from this).
          `, benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await site.close();
  stopMock();
}

console.log(`\nmedian of ${runs.length} runs on /#/index (mobile, simulated throttling, ${LANG}):`);
let met = 0;
for (const metric of METRICS) {
  const value = median(runs.map((figures) => figures[metric.key]));
  const ok = metric.min !== undefined ? value >= metric.min : value <= metric.max;
  if (ok) met++;
  const target =
    metric.min !== undefined
      ? `target ≥ ${metric.min}, goal ${metric.goal}`
      : `target ≤ ${show(metric, metric.max)}`;
  console.log(
    `  ${metric.label.padEnd(5)} ${show(metric, value).padStart(7)}  ${ok ? 'meets' : 'MISSES'} (${target})`,
  );
}
console.log(`lighthouse /index: ${met} of ${METRICS.length} targets met`);
