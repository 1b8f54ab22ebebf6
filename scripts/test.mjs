#!/usr/bin/env node
// `npm test`: every check, in order, each as its own command; stops at nothing so that one run shows
// every failure, and ends with one line "checks: N passed, N failed".
import { spawnSync } from 'node:child_process';

const steps = [
  // The per-layer feature registries are written from the feature manifest (npm run features).
  ['feature registries', 'node', ['scripts/features/derive.mjs', '--check']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
  ['layers', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']],
  ['file length', 'node', ['scripts/check-file-length.mjs']],
  ['production install', 'node', ['scripts/check-production-install.mjs']],
  ['locales', 'node', ['scripts/check-locales.mjs']],
  ['unit + coverage', 'npx', ['vitest', 'run', '--coverage']],
  ['coverage figures', 'node', ['scripts/coverage-figures.mjs']],
  ['contract', 'node', ['scripts/contract.mjs']],
  ['build', 'npx', ['rsbuild', 'build']],
  ['live build has no mock', 'node', ['scripts/check-live-build.mjs']],
  // The plain demo build the e2e journeys serve is the one the build step has just made in this run (same
  // folder, same settings): E2E_REUSE_BUILD spares building it again.
  ['e2e', 'node', ['scripts/e2e.mjs'], () => (builtNow() ? { E2E_REUSE_BUILD: 'dist' } : {})],
  ['webkit', 'npx', ['tsx', 'tests/webkit/run.ts']],
  ['size budget', 'node', ['scripts/size.mjs']],
  // Last, so that its lines sit just above the summary: the failed journeys and those that passed on retry.
  ['e2e report', 'node', ['scripts/e2e-report.mjs']],
];

const only = process.argv.slice(2);
if (only.includes('e2e') && !only.includes('e2e report')) only.push('e2e report');
const results = [];
const began = Date.now();
const builtNow = () => results.some((r) => r.name === 'build' && r.ok);
for (const [name, command, args, extra = () => ({})] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...extra() },
  });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} (${results.at(-1).seconds} s)`);
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
const total = (Date.now() - began) / 1000;
console.log(`total time: ${Math.floor(total / 60)} min ${Math.round(total % 60)} s`);
process.exit(failed ? 1 : 0);
