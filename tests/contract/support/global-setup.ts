import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { CONSUMER, CONTRACTS_DIR, PACT_FILE, PACT_PARTS_DIR, PROVIDER } from './pact-file';

const OPENAPI_FILE = `${CONTRACTS_DIR}/openapi.json`;
const PART_NAME = `${CONSUMER}-${PROVIDER}.json`;

interface PactDocument {
  readonly interactions: readonly { readonly description: string }[];
  metadata?: Record<string, unknown>;
  readonly [key: string]: unknown;
}

/**
 * Joins the workers' parts into one contract: their interactions in the order Pact itself writes them (by
 * description, compared as UTF-8 bytes), so that the file is the same whichever worker ran which test file.
 * Two parts declaring the same interaction differently is an error, as it is for Pact's own merge.
 */
export function joinParts(parts: readonly PactDocument[]): PactDocument | undefined {
  const [first] = parts;
  if (!first) return undefined;
  const byDescription = new Map<string, string>();
  const interactions: PactDocument['interactions'][number][] = [];
  for (const part of parts) {
    for (const interaction of part.interactions) {
      const text = JSON.stringify(interaction);
      const seen = byDescription.get(interaction.description);
      if (seen !== undefined && seen !== text) {
        throw new Error(`two test files declare "${interaction.description}" differently`);
      }
      if (seen === undefined) interactions.push(interaction);
      byDescription.set(interaction.description, text);
    }
  }
  interactions.sort((a, b) => Buffer.compare(Buffer.from(a.description), Buffer.from(b.description)));
  return { ...first, interactions };
}

/**
 * PactV4 merges into an existing pact file, so an interaction removed from the tests would linger in
 * the committed contract. The consumer run therefore starts from no file and no parts, and writes it
 * afresh. When all files have written theirs, the parts are joined and the contract is stamped with the
 * API version of contracts/openapi.json (`metadata.nadi.apiVersion`): the consumer version the provider
 * verification names.
 */
export default function setup(): () => void {
  rmSync(PACT_FILE, { force: true });
  rmSync(PACT_PARTS_DIR, { recursive: true, force: true });
  return () => {
    const parts = existsSync(PACT_PARTS_DIR)
      ? readdirSync(PACT_PARTS_DIR)
          .sort()
          .map((worker) => `${PACT_PARTS_DIR}/${worker}/${PART_NAME}`)
          .filter((file) => existsSync(file))
          .map((file) => JSON.parse(readFileSync(file, 'utf8')) as PactDocument)
      : [];
    const pact = joinParts(parts);
    if (!pact || !existsSync(OPENAPI_FILE)) return;
    const { info } = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { info: { version: string } };
    pact.metadata = { ...pact.metadata, nadi: { apiVersion: info.version } };
    writeFileSync(PACT_FILE, `${JSON.stringify(pact, null, 2)}\n`);
  };
}
