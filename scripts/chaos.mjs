#!/usr/bin/env node
// `npm run chaos` (not part of `npm test`: it takes a few minutes and measures rather than asserts times).
// Runs the three chaos parts with tsx, one after the other, each bounded by its own loops and a time limit:
//   tests/chaos/adapters.chaos.ts    malformed answers through every HTTP adapter (>= 10 000 answers)
//   tests/chaos/order-book.chaos.ts  order-book fuzz, 10^5 events per protocol
//   tests/chaos/sockets.chaos.ts     socket faults against the in-process mock socket, on loopback
// Each prints its figures, one line each; the run exits 1 when a part finds a violation or fails.
// CHAOS_SEED, CHAOS_ANSWERS and CHAOS_BOOK_EVENTS change the seed and the sizes.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const PARTS = ['adapters', 'order-book', 'sockets'];
const LIMIT_MS = 10 * 60_000;
// The mock's control API may require a per-run secret: everything started here gets one.
const env = { ...process.env, MOCK_SECRET: process.env.MOCK_SECRET ?? randomBytes(16).toString('hex') };

const failed = [];
for (const part of PARTS) {
  const started = Date.now();
  const run = spawnSync('npx', ['tsx', `tests/chaos/${part}.chaos.ts`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
    timeout: LIMIT_MS,
    killSignal: 'SIGKILL',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0)
    failed.push(`${part} (${run.signal ? `killed after ${seconds} s` : `exit ${run.status}`})`);
  console.log(`chaos ${part}: done in ${seconds} s${run.status === 0 ? '' : ', FAILED'}`);
}
console.log(
  failed.length === 0 ? 'chaos: all figures within their invariants' : `chaos: failed ${failed.join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
