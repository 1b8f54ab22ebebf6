/**
 * The local chain on its own (without the mock backend): `npx tsx scripts/chain/start.ts`.
 * CHAIN_PORT (default 8545; 0 = any free port), CHAIN_ID (default 1337), CHAIN_BLOCK_MS (default 1000).
 * Prints the chain's addresses as JSON once it is ready; Ctrl-C stops it.
 */
import { DEFAULT_CHAIN_ID, DEFAULT_CHAIN_PORT, startLocalChain } from './local-chain';

const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`local chain: ${name} must be a whole number, got "${raw}"`);
    process.exit(1);
  }
  return value;
};

const chain = await startLocalChain({
  port: number('CHAIN_PORT', DEFAULT_CHAIN_PORT),
  chainId: number('CHAIN_ID', DEFAULT_CHAIN_ID),
  blockIntervalMs: number('CHAIN_BLOCK_MS', 1000),
});
const { rpcUrl, chainId, tokens, paymentContract, receiver, deployer } = chain;
console.log(JSON.stringify({ rpcUrl, chainId, tokens, paymentContract, receiver, deployer }, null, 2));

const stop = () => {
  chain.close().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
