import { fileURLToPath } from 'node:url';

/** Names of the two sides, as the pact file and the provider verification know them. */
export const CONSUMER = 'nadi-app';
export const PROVIDER = 'nadi-api';

/** Where the consumer tests write the contract (committed) and the provider verification reads it. */
export const CONTRACTS_DIR = fileURLToPath(new URL('../../../contracts', import.meta.url));
export const PACT_FILE = `${CONTRACTS_DIR}/${CONSUMER}-${PROVIDER}.json`;

/**
 * The consumer files run in two workers, and Pact's merge into one file is not safe between processes (tried:
 * 170 and 174 of 222 interactions were left). Each worker writes a part of its own here; the global
 * teardown joins the parts into PACT_FILE (global-setup.ts).
 */
export const PACT_PARTS_DIR = fileURLToPath(new URL('../../../.tmp/pact-parts', import.meta.url));

/** This worker's part folder (Vitest numbers its workers from 1 in VITEST_POOL_ID). */
export const pactPartDir = (): string => `${PACT_PARTS_DIR}/${process.env.VITEST_POOL_ID ?? '1'}`;
