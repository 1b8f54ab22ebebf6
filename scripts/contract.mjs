#!/usr/bin/env node
// `npm run test:contract`: the Pact consumer tests (they drive the real HTTP adapter and write
// contracts/nadi-app-nadi-api.json), then, only when they pass, the API catalogue check and the provider
// verification of the mock backend against the same file. Consumer and provider run as separate
// commands (toolchain.md). Ends with one line "contract: ...".
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PACT_FILE = 'contracts/nadi-app-nadi-api.json';
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };

const run = (command, args) => {
  console.log(`\n--- ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
};

const finish = (line, ok) => {
  console.log(`\ncontract: ${line}`);
  process.exit(ok ? 0 : 1);
};

if (!run('npx', ['vitest', 'run', '-c', 'vitest.contract.config.ts'])) {
  finish('consumer tests FAILED, provider verification not run', false);
}

const { interactions } = JSON.parse(readFileSync(PACT_FILE, 'utf8'));
const consumer = `consumer ${interactions.length} interactions`;
const catalogue = run('npx', ['tsx', 'scripts/api-catalogue.ts', '--check']);
const provider = run('npx', ['tsx', 'tests/contract/verify-provider.ts']);

const problems = [
  ...(provider ? [] : ['provider verification FAILED']),
  ...(catalogue ? [] : ['contracts/README.md out of date (npx tsx scripts/api-catalogue.ts)']),
];
finish(
  `${consumer}, ${problems.length ? problems.join(', ') : 'provider verification passed, API catalogue up to date'}`,
  problems.length === 0,
);
