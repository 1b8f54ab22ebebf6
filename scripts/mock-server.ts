/**
 * The mock backend as a local server (HTTP + WebSocket on 127.0.0.1), run by `npm run mock` and beside
 * the dev server by `npm start`. Environment:
 *   MOCK_PORT                 port (default 8787; 0 = any free port)
 *   MOCK_ORIGIN               the app's origin for invite links (default http://127.0.0.1:$PORT or :3000)
 *   PUBLIC_API_ENVELOPE=on    require the request envelope, with keys from
 *   PUBLIC_ENVELOPE_AES_KEY / PUBLIC_ENVELOPE_HMAC_KEY (default: DEV_ENVELOPE_KEYS, as the app)
 *   MOCK_NADI_CHAIN_ID / MOCK_NADI_RPC_URL / MOCK_NADI_EXPLORER_URL   the NADI chain common.config announces
 *                             (with the local chain on, only the explorer URL applies: the chain is the NADI chain)
 *   MOCK_CHAIN=off            no local chain (default on: ganache with the test tokens, see scripts/chain)
 *   CHAIN_PORT                the local chain's JSON-RPC port (default 8545; 0 = any free port)
 *   CHAIN_ID                  its chain id (default MOCK_NADI_CHAIN_ID, else 1337)
 *   CHAIN_BLOCK_MS            milliseconds between empty blocks, for confirmations (default 1000; 0 = none)
 *   MOCK_SECRET               what the control API (/__mock/*) wants in its x-mock-secret header
 *                             (default: a random one, printed with the URL)
 * Prints `local chain … at http://127.0.0.1:<port> …` when the chain is up, then one line,
 * `mock backend listening on http://127.0.0.1:<port> (control API: header x-mock-secret: <secret>)`, once
 * it accepts calls.
 */
import { DEV_ENVELOPE_KEYS } from '../src/adapters/crypto/dev-keys';
import { CONTROL_SECRET_HEADER, newControlSecret } from '../src/mock/server/control-guard';
import { DEFAULT_MOCK_PORT, startMockServer } from '../src/mock/server/http-server';
import { DEFAULT_CHAIN_ID, DEFAULT_CHAIN_PORT, type LocalChain, startLocalChain } from './chain/local-chain';

const env = process.env;

const fail = (message: string): never => {
  console.error(`mock backend: ${message}`);
  process.exit(1);
};

const integer = (name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fail(`${name} must be a whole number, got "${raw}"`);
};

const port = integer('MOCK_PORT', DEFAULT_MOCK_PORT);
const chainId = env.MOCK_NADI_CHAIN_ID ? integer('MOCK_NADI_CHAIN_ID', 97) : undefined;

let chain: LocalChain | undefined;
if (env.MOCK_CHAIN !== 'off') {
  const chainPort = integer('CHAIN_PORT', DEFAULT_CHAIN_PORT);
  chain = await startLocalChain({
    port: chainPort,
    chainId: integer('CHAIN_ID', chainId ?? DEFAULT_CHAIN_ID),
    blockIntervalMs: integer('CHAIN_BLOCK_MS', 1000),
  }).catch((error: unknown) =>
    fail(
      `the local chain did not start on port ${chainPort} (${error instanceof Error ? error.message : String(error)}); ` +
        'set CHAIN_PORT to a free port, or MOCK_CHAIN=off',
    ),
  );
  console.log(
    `local chain (NADI chain, id ${chain.chainId}) at ${chain.rpcUrl}: USDT ${chain.tokens.USDT}, ` +
      `NADI ${chain.tokens.NADI}, payment ${chain.paymentContract}, receiver ${chain.receiver}`,
  );
}

const controlSecret = env.MOCK_SECRET || newControlSecret();

const server = await startMockServer({
  port,
  controlSecret,
  origin: env.MOCK_ORIGIN || `http://127.0.0.1:${env.PORT || 3000}`,
  envelope: {
    enabled: env.PUBLIC_API_ENVELOPE === 'on',
    keys: {
      aesKeyHex: env.PUBLIC_ENVELOPE_AES_KEY || DEV_ENVELOPE_KEYS.aesKeyHex,
      hmacKeyHex: env.PUBLIC_ENVELOPE_HMAC_KEY || DEV_ENVELOPE_KEYS.hmacKeyHex,
    },
  },
  nadiChain: {
    ...(chainId === undefined ? {} : { chainId }),
    ...(env.MOCK_NADI_RPC_URL ? { rpcUrl: env.MOCK_NADI_RPC_URL } : {}),
    ...(env.MOCK_NADI_EXPLORER_URL ? { explorerUrl: env.MOCK_NADI_EXPLORER_URL } : {}),
  },
  ...(chain ? { chain } : {}),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

console.log(
  `mock backend listening on ${server.url} (control API: header ${CONTROL_SECRET_HEADER}: ${controlSecret})`,
);

const stop = () => {
  server
    .close()
    .then(() => chain?.close())
    .finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
