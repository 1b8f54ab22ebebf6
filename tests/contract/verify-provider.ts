/**
 * Provider verification: replays contracts/nadi-app-nadi-api.json against the mock backend served over
 * HTTP, setting each interaction's provider state through the mock's control API. Run with tsx as its
 * own command (`npx tsx tests/contract/verify-provider.ts`), never inside vitest; exits 1 on failure.
 */
import { readFileSync } from 'node:fs';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PROVIDER_STATES } from '../../src/mock/core/mock-world';
import { type RunningMockServer, startMockServer } from '../../src/mock/server/http-server';
import { PACT_FILE, PROVIDER } from './support/pact-file';

process.env.PACT_DO_NOT_TRACK ??= 'true';

type JsonValue = boolean | number | string | null | JsonValue[] | { [key: string]: JsonValue };
type Json = { [key: string]: JsonValue };

/** POSTs to the control API (with the run's secret) and answers its `data`; throws unless it answers code 200. */
const control = async (server: RunningMockServer, path: string, body: Json = {}): Promise<Json> => {
  const response = await fetch(`${server.url}/__mock/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-mock-secret': server.controlSecret },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: number; msg?: string; data?: unknown };
  if (!response.ok || answer.code !== 200) {
    throw new Error(`control ${path} answered HTTP ${response.status}: ${answer.msg ?? 'no message'}`);
  }
  return (answer.data ?? {}) as Json;
};

/**
 * The values the consumer tests take from a state (`fromProviderState`): the mock answers the user's
 * address ids as `address_ids` (the default first); the contract names the first `address_id` and the
 * second `other_address_id`. Every other value passes as the state names it: `order_id` (a number, the
 * payment states), `trade_order_id`, `canceled_trade_order_id`, `filled_trade_order_id` (strings, the trade
 * states), `tx_hash`.
 */
const injected = (data: Json): Json => {
  const ids = Array.isArray(data.address_ids) ? data.address_ids : [];
  return {
    ...data,
    ...(ids[0] !== undefined && { address_id: ids[0] }),
    ...(ids[1] !== undefined && { other_address_id: ids[1] }),
  };
};

/**
 * What the pact asks of states that this run cannot honour. Each interaction must name exactly one state
 * (its handler resets the mock first, so a second state would wipe the first, and no state would leave
 * the previous interaction's world), and one the mock implements: the verifier itself only warns about an
 * unknown state and runs the interaction without setup, which can pass by luck.
 */
const stateProblems = (): string[] => {
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
    interactions: { description: string; providerStates?: { name: string }[] }[];
  };
  const known = new Set<string>(PROVIDER_STATES);
  return pact.interactions.flatMap(({ description, providerStates = [] }) => {
    if (providerStates.length !== 1) return [`${description}: names ${providerStates.length} states, not 1`];
    const name = providerStates[0]?.name ?? '';
    return known.has(name) ? [] : [`${description}: the mock has no state "${name}"`];
  });
};

const main = async (): Promise<number> => {
  const problems = stateProblems();
  if (problems.length > 0) {
    console.error(`provider states:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  const server = await startMockServer({ port: 0 });
  // A failing state handler only logs inside the verifier; remember it so the run fails for certain.
  const stateErrors: string[] = [];
  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = {};
  for (const state of PROVIDER_STATES) {
    stateHandlers[state] = async (params?: unknown): Promise<Json> => {
      try {
        // Start from the seed, then apply the interaction's one state (see stateProblems).
        await control(server, 'reset');
        return injected(await control(server, 'state', { state, params: (params ?? {}) as JsonValue }));
      } catch (error) {
        stateErrors.push(`${state}: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    };
  }
  try {
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: server.url,
      pactUrls: [PACT_FILE],
      stateHandlers,
      logLevel: 'warn',
    }).verifyProvider();
  } catch (error) {
    // The verifier has printed every mismatch already; its error repeats them as one long JSON line.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`provider verification failed${message.length < 300 ? `: ${message}` : ''}`);
    return 1;
  } finally {
    await server.close();
  }
  if (stateErrors.length > 0) {
    console.error(`provider states failed:\n  ${stateErrors.join('\n  ')}`);
    return 1;
  }
  console.log(`provider verification passed: ${PACT_FILE}`);
  return 0;
};

process.exitCode = await main();
