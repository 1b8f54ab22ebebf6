#!/usr/bin/env node
// `npm start`: the Node mock backend on 127.0.0.1 (MOCK_PORT, default 8787) with the local EVM chain
// (ganache on CHAIN_PORT, default 8545, announced as the NADI chain; MOCK_CHAIN=off leaves it out) and the
// dev server beside it, the app talking to the mock over real HTTP with the demo wallet offered, which
// pays on the local chain. Ctrl-C stops all three.
import { spawn } from 'node:child_process';

const mockPort = process.env.MOCK_PORT ?? '8787';
const children = [];
// Each child runs in its own process group (detached) and the whole group is stopped: `npx` does not pass
// a signal on to the server it started, which would otherwise outlive us and keep its ports.
const stop = (code = 0) => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const mock = spawn('npx', ['tsx', 'scripts/mock-server.ts'], {
  env: {
    ...process.env,
    MOCK_PORT: mockPort,
    MOCK_CHAIN: process.env.MOCK_CHAIN ?? 'on',
    // A savings day of 20 s, so that a person trying the demo sees releases arrive (a 30-day term: 10 minutes).
    MOCK_DAY_MS: process.env.MOCK_DAY_MS ?? '20000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
children.push(mock);
mock.on('exit', (code) => stop(code ?? 1));

let started = false;
mock.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const match = /listening on (http:\/\/\S+)/.exec(String(chunk));
  if (match && !started) {
    started = true;
    // Opens a browser tab on a desktop; on a headless machine or in CI it only prints the URL.
    const open = process.env.CI || process.env.NO_OPEN || !process.env.DISPLAY ? [] : ['--open'];
    const dev = spawn('npx', ['rsbuild', 'dev', ...open], {
      env: {
        ...process.env,
        PUBLIC_PROFILE: process.env.PUBLIC_PROFILE ?? 'demo',
        PUBLIC_API_BASE: process.env.PUBLIC_API_BASE ?? match[1],
      },
      stdio: 'inherit',
      detached: true,
    });
    children.push(dev);
    dev.on('exit', (code) => stop(code ?? 0));
  }
});
