/**
 * Chaos, part 1: malformed answers through every real HTTP adapter (`npm run chaos`, not part of `npm test`).
 *
 * A fake fetch answers every call of every adapter method (adapter-calls.ts) with answers made from the Pact
 * contract's well-formed samples (malformed-answers.ts), plus a few failures of fetch itself. Counted:
 * - untyped errors: a call that fails with anything but an AppError or its port's declared refusal
 *   (OrderRefused, ActivationRefused);
 * - unhandled rejections (and uncaught exceptions) while the run lasts;
 * - wrong successes: a call that succeeds although an answer it got does not satisfy its endpoint's
 *   declared answer (HTTP 2xx, JSON `{code: 200, msg?, data}`, `data` of the endpoint's response schema).
 * Prints one line of figures; exits 1 when any of the three is not 0. CHAOS_ANSWERS (default 12 000) sets
 * the number of answers, CHAOS_SEED the seed.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { ALL_ENDPOINTS } from '../../src/adapters/api/catalogue/all-endpoints';
import { answerEnvelope, type Endpoint } from '../../src/adapters/api/catalogue/endpoint';
import type { FetchFn } from '../../src/adapters/api/fetch';
import { HttpClient } from '../../src/adapters/api/http-client';
import { ActivationRefused } from '../../src/application/mining/mining-api.port';
import { OrderRefused } from '../../src/application/orders/orders-api.port';
import { AuthSignals } from '../../src/application/shared/auth-signals';
import { isAppError } from '../../src/domain/shared/app-error';
import { FakeTokenStorage } from '../fakes/fake-http';
import { LIVE_API, testAppConfig } from '../fakes/test-config';
import { type AdapterCall, adapterCalls, catalogueCalls } from './adapter-calls';
import { AnswerMaker, type ChaosAnswer, seeded } from './malformed-answers';

const TARGET = Number(process.env.CHAOS_ANSWERS ?? 12_000);
const random = seeded(Number(process.env.CHAOS_SEED ?? 13));

/** Well-formed `data` samples per `METHOD path`, from the committed Pact contract. */
function contractSamples(): Map<string, unknown[]> {
  const pact = JSON.parse(readFileSync('contracts/nadi-app-nadi-api.json', 'utf8')) as {
    interactions: {
      request: { method: string; path: string };
      response: { status: number; body?: unknown };
    }[];
  };
  const samples = new Map<string, unknown[]>();
  for (const { request, response } of pact.interactions) {
    const body = response.body as { code?: unknown; data?: unknown } | undefined;
    if (response.status !== 200 || body?.code !== 200) continue;
    const key = `${request.method} ${request.path}`;
    samples.set(key, [...(samples.get(key) ?? []), body.data]);
  }
  return samples;
}

/** Whether the HTTP client must accept this answer for `endpoint` (see the header). */
function satisfies(endpoint: Endpoint, status: number, body: string): boolean {
  if (status < 200 || status > 299) return false;
  let json: unknown;
  try {
    // Response.text() decodes UTF-8 and drops a byte-order mark, as the browser's does.
    json = JSON.parse(body.replace(/^\ufeff/, ''));
  } catch {
    return false;
  }
  const envelope = answerEnvelope.safeParse(json);
  return (
    envelope.success && envelope.data.code === 200 && endpoint.response.safeParse(envelope.data.data).success
  );
}

const NULL_BODY = new Set([101, 204, 205, 304]);
const DATES = [
  new Date().toUTCString(),
  'yesterday',
  'Fri, 01 Jan 2100 00:00:00 GMT',
  '',
  'Thu, 01 Jan 1970 00:00:00 GMT',
];

const samples = contractSamples();
const maker = new AnswerMaker(random);
const endpoints = new Map(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e]));
/** The answers served to the call running now: their endpoint and whether they are well-formed. */
let served: { endpoint: string; ok: boolean; kind: string }[] = [];
const reached = new Set<string>();

const chaosFetch: FetchFn = async (input, init) => {
  const url = new URL(String(input));
  const key = `${init?.method ?? 'GET'} ${url.pathname}`;
  const endpoint = endpoints.get(key);
  if (!endpoint) throw new Error(`chaos: ${key} is not in the catalogue`);
  reached.add(endpoint.id);
  const roll = random();
  if (roll < 0.01) {
    served.push({ endpoint: endpoint.id, ok: false, kind: 'fetch rejects' });
    throw new TypeError('fetch failed');
  }
  const list = samples.get(key);
  const answer: ChaosAnswer = maker.make(list?.[Math.floor(random() * list.length)] as never);
  served.push({
    endpoint: endpoint.id,
    ok: satisfies(endpoint, answer.status, answer.body),
    kind: answer.kind,
  });
  const headers = new Headers(
    random() < 0.5 ? { date: DATES[Math.floor(random() * DATES.length)] ?? '' } : {},
  );
  if (roll < 0.02) {
    // The connection drops in the middle of the body.
    served[served.length - 1] = { endpoint: endpoint.id, ok: false, kind: 'body cut' };
    return {
      status: 200,
      ok: true,
      headers,
      text: () => Promise.reject(new TypeError('terminated')),
    } as Response;
  }
  return new Response(NULL_BODY.has(answer.status) ? null : answer.body, { status: answer.status, headers });
};

let unhandled = 0;
process.on('unhandledRejection', () => {
  unhandled += 1;
});
process.on('uncaughtException', () => {
  unhandled += 1;
});

const client = new HttpClient(
  testAppConfig({ ...LIVE_API }),
  new FakeTokenStorage('chaos-token'),
  { apiCode: () => 'EN' },
  { seal: async (body: unknown) => body },
  new AuthSignals(),
  chaosFetch,
);
const { calls, undriven } = adapterCalls(client);

let answers = 0;
let untyped = 0;
let wrongSuccesses = 0;
let typed = 0;
let refusals = 0;
let successes = 0;
let refusedGood = 0;
const examples: string[] = [];
const note = (text: string) => {
  if (examples.length < 12) examples.push(text);
};

/** Runs one call and counts what became of it. */
async function drive(call: AdapterCall): Promise<void> {
  served = [];
  try {
    await call.run();
    successes += 1;
    const bad = served.find((answer) => !answer.ok);
    if (bad) {
      wrongSuccesses += 1;
      note(`wrong success: ${call.name} took ${bad.kind} (${bad.endpoint})`);
    }
  } catch (error) {
    if (isAppError(error)) typed += 1;
    else if (error instanceof OrderRefused || error instanceof ActivationRefused) refusals += 1;
    else {
      untyped += 1;
      note(`untyped: ${call.name} on ${served.map((a) => a.kind).join(', ')}: ${String(error)}`);
    }
    if (served.length > 0 && served.every((answer) => answer.ok)) refusedGood += 1;
  }
  answers += served.length;
}

const started = Date.now();
// One round through the adapters shows which catalogue calls none of them makes; those go through the client.
for (const call of calls) await drive(call);
const direct = catalogueCalls(
  client,
  ALL_ENDPOINTS.filter((e) => !reached.has(e.id)),
);
const all = [...calls, ...direct.calls];
while (answers < TARGET) for (const call of all) await drive(call);
await new Promise((resolve) => setTimeout(resolve, 50)); // late rejections surface

console.log(
  `chaos adapters: ${answers} answers, ${untyped} untyped errors, ${unhandled} unhandled rejections, ` +
    `${wrongSuccesses} wrong successes (${calls.length} adapter methods of 9 adapters and ${direct.calls.length} ` +
    `catalogue calls no adapter makes yet: ${reached.size}/${ALL_ENDPOINTS.length} endpoints; ` +
    `${typed + refusals} typed failures, ${refusals} of them port refusals; ${successes} successes; ` +
    `${refusedGood} well-formed answers refused by a mapper; ${Date.now() - started} ms)`,
);
if (direct.unfit.length > 0)
  console.log(`  catalogue calls not driven (no request fits): ${direct.unfit.join(', ')}`);
if (undriven.length > 0) console.log(`  adapter methods not driven: ${undriven.join(', ')}`);
for (const example of examples) console.log(`  ${example}`);
process.exit(untyped + unhandled + wrongSuccesses + undriven.length + direct.unfit.length > 0 ? 1 : 0);
