#!/usr/bin/env node
// Starts the e2e journeys' servers all at once and says when every one answers. Playwright starts the
// entries of its `webServer` list one after another, each once the one before answers: five servers (a mock
// backend with its chains and an e2e build per worker slot, and the plain build) took about 20 s before the
// first journey. playwright.config.ts gives this script the list (E2E_SERVERS: JSON of {name, command, env,
// url}) as its one web server; it answers on E2E_READY_URL's port once all of them answer, and stops them
// when it is stopped. A server that exits, or does not answer within E2E_SERVERS_TIMEOUT_MS (60 s), fails
// the start with the server's name.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const ready = new URL(process.env.E2E_READY_URL ?? 'http://127.0.0.1:14170');
const timeoutMs = Number(process.env.E2E_SERVERS_TIMEOUT_MS ?? 60_000);

/**
 * Each server stays in this script's process group: Playwright ends a web server by killing its group, which
 * then takes the servers (npx, npm, node) with it.
 */
const children = servers.map(({ name, command, env }) => {
  const child = spawn(command, {
    shell: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e servers: ${name} exited (${signal ?? code}) before the journeys ended`);
    stop(1);
  });
  return child;
});

/** Stops a process and everything it started (a shell, npx's npm, then node). */
function stopTree(pid) {
  const found = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  for (const child of found.split(/\s+/).filter(Boolean)) stopTree(Number(child));
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) stopTree(child.pid);
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(0));

/** Whether a URL answers as Playwright counts it: any status below 404 (the mock's API wants no login there). */
const answers = async (url) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status < 404;
  } catch {
    return false;
  }
};

const began = Date.now();
const waiting = new Set(servers.map((server) => server.name));
await Promise.all(
  servers.map(async ({ name, url }) => {
    while (!(await answers(url))) {
      if (Date.now() - began > timeoutMs) {
        console.error(`e2e servers: ${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
        stop(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    waiting.delete(name);
  }),
);
createServer((_, response) => response.end('ready')).listen(Number(ready.port), ready.hostname, () => {
  console.error(`e2e servers: ${servers.length} up in ${((Date.now() - began) / 1000).toFixed(1)} s`);
});
