#!/usr/bin/env node
// `npm run test:contract`: the Pact consumer tests (they drive the real HTTP adapter and write
// contracts/nadi-app-nadi-api.json), then, only when they pass: the API documents check (contracts/README.md,
// contracts/openapi.json, contracts/CHANGELOG.md up to date, the OpenAPI document valid), the refusal
// check (every POST call pins a refusal, HTTP 401 and 403 are pinned), the provider verification with the
// backend team's own command (`npm run verify:provider`) against the mock started on its own
// (`npm run mock`), and the proof that the same command fails with a report against a server that breaks
// the contract. Consumer and provider run as separate commands (toolchain.md). Ends with one line
// "contract: ...".
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

/** `npm run mock` on a free port without a chain; resolves its URL once it listens. */
const startMock = (secret) =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'mock'], {
      env: { ...env, MOCK_PORT: '0', MOCK_CHAIN: 'off', MOCK_BSC_CHAIN: 'off', MOCK_SECRET: secret },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /mock backend listening on (http:\/\/\S+)/.exec(out);
      if (found) resolve({ url: found[1], stop: () => process.kill(-child.pid, 'SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`npm run mock exited with ${code}: ${out}`)));
  });

if (!run('npx', ['vitest', 'run', '-c', 'vitest.contract.config.ts'])) {
  finish('consumer tests FAILED, provider verification not run', false);
}

const { interactions } = JSON.parse(readFileSync(PACT_FILE, 'utf8'));
const consumer = `consumer ${interactions.length} interactions`;
const documents = run('npx', ['tsx', 'scripts/api-catalogue.ts', '--check']);

const secret = randomBytes(16).toString('hex');
let provider = false;
try {
  const mock = await startMock(secret);
  try {
    provider = run('npm', [
      'run',
      '--silent',
      'verify:provider',
      '--',
      '--base-url',
      mock.url,
      '--states-url',
      `${mock.url}/__mock/provider-states`,
      '--header',
      `x-mock-secret: ${secret}`,
    ]);
  } finally {
    mock.stop();
  }
} catch (error) {
  console.error(`the mock did not start: ${error.message}`);
}
const broken = run('npx', ['tsx', 'tests/contract/broken-provider.ts']);

const problems = [
  ...(provider ? [] : ['provider verification of the mock FAILED']),
  ...(broken ? [] : ['verify:provider did not report a server that breaks the contract']),
  ...(documents ? [] : ['API documents out of date or invalid (npx tsx scripts/api-catalogue.ts)']),
];
finish(
  `${consumer}, ${
    problems.length
      ? problems.join(', ')
      : 'mock verified with npm run verify:provider, a broken server reported, API documents up to date and valid'
  }`,
  problems.length === 0,
);
