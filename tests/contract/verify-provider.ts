/**
 * Provider verification of any running server against the contract (`npm run verify:provider -- …`):
 *
 *   npm run verify:provider -- --base-url <URL> --states-url <URL> [--header "Name: value"]… [--pact <file>]
 *
 * Replays every interaction of contracts/nadi-app-nadi-api.json against `--base-url`. Before each one it
 * POSTs Pact's state-change request `{state, params, action: "setup"}` to `--states-url`; that endpoint puts the server into the named state and answers a flat JSON object of the
 * values the interaction injects (`address_id`, `order_id`, …). Every `--header` goes with both the state
 * calls and the replayed requests (a staging secret, a gateway key). The mock backend serves the reference
 * state endpoint at `/__mock/provider-states` (behind its `x-mock-secret` header); `npm run test:contract`
 * runs this command against it. Exits 0 when every interaction passes, 1 with a report otherwise, 2 on bad
 * arguments. It imports nothing of the app or the mock: a backend team runs it as it is.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { contractVersion, type PactFile, type StateValues, stateProblems } from './support/provider-states';

process.env.PACT_DO_NOT_TRACK ??= 'true';

const DEFAULT_PACT = 'contracts/nadi-app-nadi-api.json';

const usage = (problem: string): never => {
  console.error(
    `verify:provider: ${problem}\nusage: npm run verify:provider -- --base-url <URL> --states-url <URL> ` +
      '[--header "Name: value"]… [--pact <file>]',
  );
  process.exit(2);
};

const url = (name: string, value: string | undefined): string => {
  if (!value) return usage(`--${name} is required`);
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    return usage(`--${name} is not a URL: ${value}`);
  }
};

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'states-url': { type: 'string' },
    header: { type: 'string', multiple: true, default: [] },
    pact: { type: 'string', default: DEFAULT_PACT },
  },
  strict: true,
});
const baseUrl = url('base-url', values['base-url']);
const statesUrl = url('states-url', values['states-url']);
const headers: Record<string, string> = {};
for (const header of values.header) {
  const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(.*)$/.exec(header);
  if (!match?.[1] || match[2] === undefined) usage(`--header must read "Name: value", got "${header}"`);
  else headers[match[1]] = match[2];
}

/** Calls the states URL; answers the injected values, or throws with what the server said. */
const changeState = async (
  state: string,
  params: unknown,
  action: 'setup' | 'teardown',
): Promise<StateValues> => {
  const response = await fetch(statesUrl, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ state, params: params ?? {}, action }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${action} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
  const body: unknown = text.trim() === '' ? {} : JSON.parse(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`${action} answered ${text.slice(0, 100)}, not a JSON object of values`);
  }
  return body as StateValues;
};

const main = async (): Promise<number> => {
  const pact = JSON.parse(readFileSync(values.pact, 'utf8')) as PactFile;
  const version = contractVersion(pact);
  const problems = stateProblems(pact);
  if (problems.length > 0) {
    console.error(`the contract's provider states:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  const states = [...new Set(pact.interactions.map((i) => i.providerStates?.[0]?.name ?? ''))];
  console.log(
    `verifying ${baseUrl} against ${values.pact}: ${pact.interactions.length} interactions, ` +
      `${states.length} provider states, API version ${version} (consumer ${pact.consumer.name} ${version})`,
  );
  // A failing state change only logs inside the verifier; remember it so the run fails for certain.
  const stateErrors: string[] = [];
  const guarded =
    (state: string, action: 'setup' | 'teardown') =>
    async (params?: unknown): Promise<StateValues> => {
      try {
        return await changeState(state, params, action);
      } catch (error) {
        stateErrors.push(`"${state}" ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    };
  // Setup only: the next interaction's setup starts from a clean world anyway.
  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = {};
  for (const state of states) stateHandlers[state] = guarded(state, 'setup');
  let failed = false;
  try {
    await new Verifier({
      provider: pact.provider.name,
      providerBaseUrl: baseUrl,
      providerVersion: version,
      pactUrls: [values.pact],
      stateHandlers,
      customProviderHeaders: headers,
      logLevel: 'warn',
    }).verifyProvider();
  } catch (error) {
    failed = true;
    // The verifier has printed every mismatch above ("Failures:"); its error repeats them as one JSON line.
    const message = error instanceof Error ? error.message : String(error);
    if (message.length < 300) console.error(message);
  }
  if (stateErrors.length > 0) {
    console.error(`\nstate changes that failed (${statesUrl}):\n  ${[...new Set(stateErrors)].join('\n  ')}`);
  }
  if (failed || stateErrors.length > 0) {
    console.error(
      `\nprovider verification FAILED: ${baseUrl} does not honour ${values.pact} (API version ${version}); ` +
        'each failure above names the interaction ("Given <state> - <call>: <what>") and the mismatch ' +
        '(status, header, or body path such as $.data.level with the expected and actual value)',
    );
    return 1;
  }
  console.log(`provider verification passed: ${baseUrl} honours ${values.pact} (API version ${version})`);
  return 0;
};

process.exitCode = await main();
