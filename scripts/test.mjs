#!/usr/bin/env node
// `npm test`: every check, each as its own command; stops at nothing so that one run shows every failure,
// and ends with one line "checks: N passed, N failed" and the total time.
//
// On 2 cores some checks leave a core idle, so the checks before the journeys run side by side in three
// lanes: the static checks and then the unit tests (which keep about 1.75 cores busy); the Pact consumer
// tests (0.9 cores: they wait on Pact's mock servers) and then the two builds; and the install of Debian's
// browsers and fonts, which waits on the network and the disk (a fresh machine's took 117 s). One after the
// other the static checks and the contract step took 85 s against 58 s side by side, and the builds beside
// the unit tests 100 s against 117 s one after the other. A lane runs its checks in order; a check that runs
// beside another has its output held and printed whole when it ends, so that the log reads one check at a
// time. The others run alone: the e2e journeys fill both cores; the WebKit journey beside the size budget
// took longer than the two one after the other (43 s against 38), and the e2e builds, WebKit and the size
// budget beside the unit tests made that part longer in a clean clone's run (178 s against 162 s).
import { spawn } from 'node:child_process';
import { SIZE_DIST } from './live-build.mjs';

const check = (name, command, args, extra = () => ({})) => ({ name, command, args, extra });

/** The phases in order; each phase is one or more lanes that run at the same time. */
const phases = [
  [
    [
      // The per-layer feature registries are written from the feature manifest (npm run features).
      check('feature registries', 'node', ['scripts/features/derive.mjs', '--check']),
      check('typecheck', 'npx', ['tsgo', '--noEmit', '-p', 'tsconfig.json']),
      check('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']),
      check('layers', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']),
      check('file length', 'node', ['scripts/check-file-length.mjs']),
      check('production install', 'node', ['scripts/check-production-install.mjs']),
      check('locales', 'node', ['scripts/check-locales.mjs']),
      check('unit + coverage', 'npx', ['vitest', 'run', '--coverage']),
      check('coverage figures', 'node', ['scripts/coverage-figures.mjs']),
    ],
    // What these write, the other lanes do not read: the contract step contracts/nadi-app-nadi-api.json
    // (biome skips it) and .tmp/pact-parts, the builds dist/ and dist-size/ (git-ignored, so biome skips them).
    [
      check('contract', 'node', ['scripts/contract.mjs']),
      check('build', 'npx', ['rsbuild', 'build']),
      // Keeps its live build for the size budget (same profile and API base), which then does not build it.
      check('live build has no mock', 'node', ['scripts/check-live-build.mjs'], () => ({
        LIVE_BUILD_KEEP: SIZE_DIST,
      })),
    ],
    // Debian's browsers and fonts for the e2e, WebKit and size steps (scripts/install-browsers.mjs).
    [check('browsers', 'node', ['scripts/install-browsers.mjs'])],
  ],
  // The plain demo build the e2e journeys serve is the one the build step has just made in this run (same
  // folder, same settings): E2E_REUSE_BUILD spares building it again.
  [[check('e2e', 'node', ['scripts/e2e.mjs'], () => (builtNow() ? { E2E_REUSE_BUILD: 'dist' } : {}))]],
  [[check('webkit', 'npx', ['tsx', 'tests/webkit/run.ts'])]],
  [
    [
      check('size budget', 'node', ['scripts/size.mjs'], () =>
        liveBuiltNow() ? { SIZE_REUSE_BUILD: SIZE_DIST } : {},
      ),
    ],
  ],
  // Last, so that its lines sit just above the summary: the failed journeys and those that passed on retry.
  [[check('e2e report', 'node', ['scripts/e2e-report.mjs'])]],
];
const order = phases.flat(2).map((step) => step.name);

const only = process.argv.slice(2);
if (only.includes('e2e') && !only.includes('e2e report')) only.push('e2e report');
const unknown = only.filter((name) => !order.includes(name));
if (unknown.length) {
  console.error(`no such check: ${unknown.join(', ')} (the checks: ${order.join(', ')})`);
  process.exit(2);
}
const chosen = (step) => only.length === 0 || only.includes(step.name);
const results = new Map();
const began = Date.now();
const builtNow = () => results.get('build')?.ok === true;
const liveBuiltNow = () => results.get('live build has no mock')?.ok === true;

/** Runs one check; its output goes straight through when it runs alone, else is held until it ends. */
function runCheck({ name, command, args, extra }, alone) {
  const started = Date.now();
  const header = `\n=== ${name}: ${command} ${args.join(' ')}`;
  if (alone) console.log(header);
  const held = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...extra() },
    });
    if (!alone) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    const end = (ok) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      results.set(name, { name, ok, seconds });
      if (!alone) process.stdout.write(`${header}\n${Buffer.concat(held).toString()}`);
      console.log(
        `=== ${name}: ${ok ? 'passed' : 'FAILED'} (${seconds} s${alone ? '' : ', beside another check'})`,
      );
      resolve();
    };
    child.on('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

for (const phase of phases) {
  const lanes = phase.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0);
  const alone = lanes.length === 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await runCheck(step, alone);
    }),
  );
}

const ran = order.filter((name) => results.has(name)).map((name) => results.get(name));
console.log('\nSummary');
for (const { name, ok, seconds } of ran) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = ran.filter((r) => !r.ok).length;
console.log(`checks: ${ran.length - failed} passed, ${failed} failed`);
// Whole seconds first, so that 839.6 s prints as 14 min 0 s, not 13 min 60 s.
const total = Math.round((Date.now() - began) / 1000);
console.log(`total time: ${Math.floor(total / 60)} min ${total % 60} s`);
process.exit(failed ? 1 : 0);
