#!/usr/bin/env node
// Reads Playwright's JSON report (reports/e2e.json, or the path given) and prints the journeys that failed and
// those that passed only on retry, with the counts. `npm test` calls it last, so that its lines sit above the
// summary; exit 1 when a journey failed. A journey that passed only on the CI retry is named (FLAKY) so that
// it is seen and fixed, but does not fail the run: the one retry stays a safety net.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'reports/e2e.json';
if (!existsSync(file)) {
  console.log(`e2e report: ${file} was not written (the run stopped before the journeys ended)`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const failed = [];
const flaky = [];
const counts = { passed: 0, skipped: 0, fixme: 0 };
let seconds = 0;
const walk = (suite, path) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`;
      for (const r of test.results ?? []) seconds += (r.duration ?? 0) / 1000;
      if (test.status === 'unexpected') failed.push(name);
      else if (test.status === 'flaky') flaky.push(name);
      else if (test.status === 'skipped') {
        if (test.annotations?.some((a) => a.type === 'fixme')) counts.fixme++;
        else counts.skipped++;
      } else counts.passed++;
    }
  }
  for (const child of suite.suites ?? [])
    walk(child, suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path);
};
for (const suite of report.suites ?? []) walk(suite, []);
const wall = (report.stats?.duration ?? 0) / 1000;
console.log(
  `e2e report: ${counts.passed} passed, ${flaky.length} flaky (passed on retry), ${failed.length} failed, ` +
    `${counts.skipped} skipped, ${counts.fixme} fixme; ${wall.toFixed(0)} s wall, ${seconds.toFixed(0)} s in journeys`,
);
for (const name of failed) console.log(`  FAILED ${name}`);
for (const name of flaky) console.log(`  FLAKY  ${name}`);
process.exit(failed.length ? 1 : 0);
