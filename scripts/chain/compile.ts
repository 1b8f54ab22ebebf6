/**
 * Compiles the local chain's contracts (scripts/chain/contracts/*.sol) with solc-js, offline (the solc npm
 * package carries the compiler). Ganache 7 runs the Shanghai rules at most, so the output targets
 * `evmVersion: 'shanghai'` (solc 0.8.20+ would default to a newer EVM with opcodes ganache lacks).
 * The output is cached in node_modules/.cache/nadi-chain/, keyed by a hash of the sources, the compiler
 * version and the settings: the first compile takes a few seconds, later starts read the cache.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CompiledContract {
  readonly abi: readonly unknown[];
  /** Creation bytecode, 0x-prefixed. */
  readonly bytecode: string;
}

export interface CompiledContracts {
  readonly TestToken: CompiledContract;
  readonly NadiPayment: CompiledContract;
}

const here = dirname(fileURLToPath(import.meta.url));
export const CONTRACTS_DIR = join(here, 'contracts');
const CACHE_DIR = join(here, '..', '..', 'node_modules', '.cache', 'nadi-chain');

const SETTINGS = {
  evmVersion: 'shanghai',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

interface Solc {
  version(): string;
  compile(input: string): string;
}

const loadSolc = (): Solc => createRequire(import.meta.url)('solc') as Solc;

const readSources = async (): Promise<Record<string, { content: string }>> => {
  const names = (await readdir(CONTRACTS_DIR)).filter((name) => name.endsWith('.sol')).sort();
  const sources: Record<string, { content: string }> = {};
  for (const name of names) sources[name] = { content: await readFile(join(CONTRACTS_DIR, name), 'utf8') };
  return sources;
};

const pick = (output: SolcOutput, file: string, name: string): CompiledContract => {
  const contract = output.contracts?.[file]?.[name];
  if (!contract) throw new Error(`solc produced no ${name} from ${file}`);
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
};

/** Compiles the contracts, or reads them from the cache when nothing changed. */
export async function compileContracts(options: { cache?: boolean } = {}): Promise<CompiledContracts> {
  const useCache = options.cache ?? true;
  const sources = await readSources();
  // The package version names the compiler without loading its 8 MB of asm.js.
  const solcVersion = (createRequire(import.meta.url)('solc/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(JSON.stringify({ sources, settings: SETTINGS, solcVersion }))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = join(CACHE_DIR, `contracts-${key}.json`);
  if (useCache) {
    try {
      return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledContracts;
    } catch {
      // not cached yet (or unreadable): compile below
    }
  }
  const solc = loadSolc();
  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: 'Solidity', sources, settings: SETTINGS })),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`);
  }
  const compiled: CompiledContracts = {
    TestToken: pick(output, 'TestToken.sol', 'TestToken'),
    NadiPayment: pick(output, 'NadiPayment.sol', 'NadiPayment'),
  };
  if (useCache) {
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed, so a parallel start never reads half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(compiled));
    await rename(partial, cacheFile);
  }
  return compiled;
}
