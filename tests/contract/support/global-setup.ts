import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { CONTRACTS_DIR, PACT_FILE } from './pact-file';

const OPENAPI_FILE = `${CONTRACTS_DIR}/openapi.json`;

/**
 * PactV4 merges into an existing pact file, so an interaction removed from the tests would linger in
 * the committed contract. The consumer run therefore starts from no file and writes it afresh. When all
 * files have written theirs, the contract is stamped with the API version of contracts/openapi.json
 * (`metadata.nadi.apiVersion`): the consumer version the provider verification names.
 */
export default function setup(): () => void {
  rmSync(PACT_FILE, { force: true });
  return () => {
    if (!existsSync(PACT_FILE) || !existsSync(OPENAPI_FILE)) return;
    const { info } = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { info: { version: string } };
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { metadata?: Record<string, unknown> };
    pact.metadata = { ...pact.metadata, nadi: { apiVersion: info.version } };
    writeFileSync(PACT_FILE, `${JSON.stringify(pact, null, 2)}\n`);
  };
}
