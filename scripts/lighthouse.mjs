#!/usr/bin/env node
// `npm run lighthouse`: a benchmark that prints figures (not part of `npm test`). Builds the app as it ships
// against a real backend (live profile, API base = the Node mock on 127.0.0.1, as `npm run size`), starts the
// Node mock so that the page gets real answers, serves the build gzip-compressed as a production host would,
// and runs Lighthouse (mobile preset: simulated 4x CPU slowdown, 150 ms RTT, 1.6 Mbps; performance only)
// three times on the bare entry `/` in Debian's Chromium for a browser in each of zh-TW (the default), en and th,
// each run in a fresh browser. Prints every run, each language's medians against the targets, and the worst
// median of each figure over the languages. `--all` (or LIGHTHOUSE_LANGS=all) measures all ten languages;
// LIGHTHOUSE_LANGS=en,ja picks some; LIGHTHOUSE_RUNS, LIGHTHOUSE_MOCK_PORT and LIGHTHOUSE_PORT are adjustable;
// LIGHTHOUSE_DETAILS=1 prints each run's long tasks, script time by file and main-thread work by kind.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';
import { buildLive, serveDist, startMock } from './live-build.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MOCK_PORT = Number(process.env.LIGHTHOUSE_MOCK_PORT ?? 18789);
/** A browser language for each of the app's ten (the first three by default). */
const ALL_LANGS = ['zh-TW', 'en-US', 'th-TH', 'zh-CN', 'ja-JP', 'ko-KR', 'pt-BR', 'ms-MY', 'id-ID', 'vi-VN'];
const chosen = process.argv.includes('--all')
  ? 'all'
  : (process.env.LIGHTHOUSE_LANGS ?? process.env.LIGHTHOUSE_LANG);
const LANGS = chosen === 'all' ? ALL_LANGS : chosen ? chosen.split(',') : ALL_LANGS.slice(0, 3);
const DIST = 'dist-lighthouse';
/** LIGHTHOUSE_DETAILS=1 prints each run's long main-thread tasks (simulated) and script time by file. */
const DETAILS = process.env.LIGHTHOUSE_DETAILS === '1';

/** Where the blocking time comes from: the long tasks Lighthouse saw, and each script's evaluation and parse. */
function printLongTasks(lhr) {
  const short = (url) => (url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(page)';
  for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
    console.log(
      `    long task ${Math.round(task.duration)}ms at ${Math.round(task.startTime)}ms  ${short(task.url)}`,
    );
  }
  for (const item of lhr.audits['bootup-time']?.details?.items ?? []) {
    console.log(
      `    script ${short(item.url)}: ${Math.round(item.scripting)}ms scripting, ${Math.round(item.scriptParseCompile)}ms parse/compile`,
    );
  }
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
    console.log(`    main thread ${item.groupLabel ?? item.group}: ${Math.round(item.duration)}ms`);
  }
}

/** The figures, how to read them from a report, how to print them, and the target of each median. */
const METRICS = [
  { key: 'score', label: 'score', unit: '', max: null, min: 99, goal: 100 },
  { key: 'largest-contentful-paint', label: 'LCP', unit: 'ms', max: 1200 },
  { key: 'total-blocking-time', label: 'TBT', unit: 'ms', max: 50 },
  { key: 'first-contentful-paint', label: 'FCP', unit: 'ms', max: 900 },
  { key: 'cumulative-layout-shift', label: 'CLS', unit: '', max: 0 },
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
const url = `${site.origin}/`;

/** Lighthouse's runs for one browser language; prints each. */
async function measure(lang) {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...CHROMIUM_FLAGS, `--lang=${lang}`, `--accept-lang=${lang}`],
      // The browser's languages (navigator.languages) follow the environment, not --lang, when headless.
      envVars: { ...process.env, LANGUAGE: lang.replace('-', '_'), LANG: `${lang.replace('-', '_')}.UTF-8` },
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
        `${lang} run ${run}: ${METRICS.map((m) => `${m.label} ${show(m, figures[m.key])}`).join(', ')}` +
          (lcpElement ? ` (LCP element: ${(lcpElement.snippet ?? lcpElement.selector).slice(0, 60)})` : '') +
          // Lighthouse's measure of this machine's CPU: simulated throttling multiplies what it observes by 4
          // whatever the machine, so a slow one inflates TBT (Lighthouse's own guidance calibrates from this).
          `, benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      if (DETAILS) printLongTasks(lhr);
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(METRICS.map((m) => [m.key, median(runs.map((figures) => figures[m.key]))]));
}

const medians = {};
try {
  for (const lang of LANGS) medians[lang] = await measure(lang);
} finally {
  await site.close();
  stopMock();
}

const meets = (metric, value) => (metric.min !== undefined ? value >= metric.min : value <= metric.max);
const worstOf = (metric, values) => (metric.min !== undefined ? Math.min(...values) : Math.max(...values));
console.log(`\nmedian of ${RUNS} runs on / (mobile, simulated throttling), per browser language:`);
console.log(`  ${'language'.padEnd(8)} ${METRICS.map((m) => m.label.padStart(7)).join(' ')}`);
const rows = [...LANGS.map((lang) => [lang, medians[lang]])];
const worst = Object.fromEntries(
  METRICS.map((m) => [
    m.key,
    worstOf(
      m,
      LANGS.map((l) => medians[l][m.key]),
    ),
  ]),
);
rows.push(['worst', worst]);
for (const [lang, figures] of rows) {
  const cells = METRICS.map((m) =>
    `${show(m, figures[m.key])}${meets(m, figures[m.key]) ? ' ' : '!'}`.padStart(7),
  );
  console.log(`  ${lang.padEnd(8)} ${cells.join(' ')}`);
}
console.log(
  `targets for every language: ${METRICS.map((m) => `${m.label} ${m.min !== undefined ? `≥ ${m.min}` : `≤ ${show(m, m.max)}`}`).join(', ')} (! misses)`,
);
const met = METRICS.filter((m) => meets(m, worst[m.key])).length;
console.log(
  `lighthouse /: ${met} of ${METRICS.length} targets met in every language (${LANGS.length} languages)`,
);
