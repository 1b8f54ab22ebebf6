/**
 * Proof that `npm run verify:provider` catches a server that breaks the contract, with a report that names
 * what broke. A proxy in front of the mock backend answers `user.info` with the level as a string (the
 * contract wants an integer); the command, run on the user.info interactions, must exit 1 and
 * its report must name the interaction and the body path. Run by scripts/contract.mjs:
 *
 *   npx tsx tests/contract/broken-provider.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from '../../src/mock/server/http-server';
import { PACT_FILE } from './support/pact-file';

const BROKEN_PATH = '/api/v1/user/info';
const INTERACTION = 'user.info: a request for the logged-in user';

/**
 * The mock's answer, with `data.level` turned into a string on the broken path. (Not money as a number:
 * Pact's regex matcher matches a JSON number by its text, so the decimal pattern alone does not catch it;
 * docs/backend.md says so.)
 */
const breakAnswer = (path: string, body: string): string => {
  if (path !== BROKEN_PATH) return body;
  const answer = JSON.parse(body) as { data?: { level?: unknown } };
  if (answer.data && typeof answer.data.level === 'number') answer.data.level = String(answer.data.level);
  return JSON.stringify(answer);
};

/** Runs a command to its end; answers its exit status and everything it printed. */
const runCommand = (command: string, args: string[]): Promise<{ status: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('close', (status) => resolve({ status, output }));
  });

const main = async (): Promise<number> => {
  const mock = await startMockServer({ port: 0 });
  const target = new URL(mock.url);
  const proxy = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = breakAnswer(incoming.url?.split('?')[0] ?? '', Buffer.concat(chunks).toString('utf8'));
          const { 'content-length': _length, ...headers } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  // The user.info interactions only: the run stays short, and the other interactions still pass.
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
    interactions: { description: string; request: { path: string } }[];
  };
  pact.interactions = pact.interactions.filter((i) => i.request.path === BROKEN_PATH);
  const pactFile = join(mkdtempSync(join(tmpdir(), 'nadi-broken-')), 'user-info.json');
  writeFileSync(pactFile, JSON.stringify(pact));

  try {
    // Asynchronous: the mock and the proxy answer from this process while the command runs.
    const result = await runCommand('npx', [
      'tsx',
      'tests/contract/verify-provider.ts',
      '--base-url',
      proxyUrl,
      '--states-url',
      `${mock.url}/__mock/provider-states`,
      '--header',
      `x-mock-secret: ${mock.controlSecret}`,
      '--pact',
      pactFile,
    ]);
    const report = result.output;
    const expectations: [string, boolean][] = [
      ['exits with 1', result.status === 1],
      [`names the interaction "${INTERACTION}"`, report.includes(INTERACTION)],
      ['names the body path $.data.level', report.includes('$.data.level')],
      ['says FAILED', report.includes('provider verification FAILED')],
      [
        'the other user.info interactions pass',
        !report.includes('user.info: a token that is no longer valid (FAILED)'),
      ],
    ];
    const failed = expectations.filter(([, ok]) => !ok);
    console.log(
      report
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(-25)
        .join('\n'),
    );
    if (failed.length > 0) {
      console.error(
        `\nbroken provider: the report does not hold: ${failed.map(([what]) => what).join('; ')}`,
      );
      return 1;
    }
    console.log(`\nbroken provider reported as it should (${expectations.length} expectations)`);
    return 0;
  } finally {
    proxy.close();
    await mock.close();
  }
};

process.exitCode = await main();
