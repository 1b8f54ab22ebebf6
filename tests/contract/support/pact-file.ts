import { fileURLToPath } from 'node:url';

/** Names of the two sides, as the pact file and the provider verification know them. */
export const CONSUMER = 'nadi-app';
export const PROVIDER = 'nadi-api';

/** Where the consumer tests write the contract (committed) and the provider verification reads it. */
export const CONTRACTS_DIR = fileURLToPath(new URL('../../../contracts', import.meta.url));
export const PACT_FILE = `${CONTRACTS_DIR}/${CONSUMER}-${PROVIDER}.json`;
