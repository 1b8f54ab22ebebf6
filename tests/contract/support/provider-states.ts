/** What `verify-provider.ts` reads of a pact file, and the checks it makes before replaying anything. */

/** The values a state change answers: what the interactions inject (`fromProviderState`). */
export type StateValues = { [key: string]: JsonValue };
type JsonValue = boolean | number | string | null | JsonValue[] | { [key: string]: JsonValue };

export interface PactFile {
  readonly consumer: { readonly name: string };
  readonly provider: { readonly name: string };
  readonly interactions: readonly {
    readonly description: string;
    readonly providerStates?: readonly { readonly name: string }[];
  }[];
  readonly metadata?: { readonly nadi?: { readonly apiVersion?: string } };
}

/**
 * The API version the contract was written for: the consumer run stamps `metadata.nadi.apiVersion` with the
 * version of contracts/openapi.json (global-setup.ts), and that version names the consumer's version.
 */
export const contractVersion = (pact: PactFile): string => pact.metadata?.nadi?.apiVersion ?? 'unversioned';

/**
 * What the contract asks of states that a run cannot honour: each interaction must name exactly one state
 * (the state endpoint starts from a clean world, so a second state would wipe the first, and no state would
 * leave the previous interaction's world behind).
 */
export const stateProblems = (pact: PactFile): string[] =>
  pact.interactions.flatMap(({ description, providerStates = [] }) =>
    providerStates.length === 1 ? [] : [`${description}: names ${providerStates.length} states, not 1`],
  );
