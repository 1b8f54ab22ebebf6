import { rmSync } from 'node:fs';
import { PACT_FILE } from './pact-file';

/**
 * PactV4 merges into an existing pact file, so an interaction removed from the tests would linger in
 * the committed contract. The consumer run therefore starts from no file and writes it afresh.
 */
export default function setup(): void {
  rmSync(PACT_FILE, { force: true });
}
