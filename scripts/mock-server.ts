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
 *   MOCK_BSC_CHAIN=on         a second local chain standing for BSC (same contracts), announced by common.config
 *                             as BSC in place of BSC mainnet; `standby` starts it but announces it only after
 *                             POST /__mock/chains {bsc: 'local'} (until the next reset); default off
 *   BSC_CHAIN_PORT            its JSON-RPC port (default CHAIN_PORT + 1, else 8546)
 *   BSC_CHAIN_ID              its chain id (default 31337: not 56, see src/mock/README.md)
 *   MOCK_QUOTE_MS             how long an exchange quote stays valid (default 30000)
 *   MOCK_WITHDRAW_REVIEW_MS   how long a withdrawal waits for review before it is approved (default 5000)
 *   MOCK_WITHDRAW_REVIEW_LIMIT  NADI above which a withdrawal is rejected at review and refunded (default 10000)
 *   MOCK_FUNDS_BLOCK_MS       one simulated confirmation this often, for deposits and withdrawals on a chain
 *                             the mock has not attached (default 2000)
 *   MOCK_SHIP_MS              how long a paid mall order waits before it ships (default 60000)
 *   MOCK_AUTO_CONFIRM_MS      how long a shipped one waits before it is confirmed received (default 600000)
 *   MOCK_DAY_MS               how long a savings day is: savings terms and releases run on it (default 86400000,
 *                             a real day; `npm start` sets 20000, the end-to-end run 3000)
 *   MOCK_SECRET               what the control API (/__mock/*) wants in its x-mock-secret header
 *                             (default: a random one, printed with the URL)
 * Prints `local chain … at http://127.0.0.1:<port> …` when the chain is up, then
 * `PUBLIC_CHAIN_CONTRACTS=<pins>`, the money addresses of the chains it announces (what a live build against
 * it must be given), then one line, `mock backend listening on http://127.0.0.1:<port> (control API: header x-mock-secret: <secret>)`, once
 * it accepts calls.
 */
import { DEV_ENVELOPE_KEYS } from '../src/adapters/crypto/dev-keys';
import { MOCK_BSC_PIN, mockNadiPin, pinsOf } from '../src/mock/core/mock-chain-pins';
import { settingsFromEnv } from '../src/mock/core/mock-world';
import { CONTROL_SECRET_HEADER, newControlSecret } from '../src/mock/server/control-guard';
import { DEFAULT_MOCK_PORT, startMockServer } from '../src/mock/server/http-server';
import {
  DEFAULT_BSC_CHAIN_ID,
  DEFAULT_CHAIN_ID,
  DEFAULT_CHAIN_PORT,
  type LocalChain,
  startLocalChain,
} from './chain/local-chain';

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

const bscMode = env.MOCK_BSC_CHAIN ?? 'off';
if (!['on', 'standby', 'off'].includes(bscMode))
  fail(`MOCK_BSC_CHAIN must be on, standby or off, got "${bscMode}"`);

/** Starts one local chain, or stops the start with a hint. */
const startChain = async (
  name: string,
  port: number,
  id: number,
  portVariable: string,
): Promise<LocalChain> => {
  const started = await startLocalChain({
    port,
    chainId: id,
    blockIntervalMs: integer('CHAIN_BLOCK_MS', 1000),
  }).catch((error: unknown) =>
    fail(
      `the local chain did not start on port ${port} (${error instanceof Error ? error.message : String(error)}); ` +
        `set ${portVariable} to a free port, or MOCK_CHAIN=off / MOCK_BSC_CHAIN=off`,
    ),
  );
  console.log(
    `local chain (${name}, id ${started.chainId}) at ${started.rpcUrl}: USDT ${started.tokens.USDT}, ` +
      `NADI ${started.tokens.NADI}, payment ${started.paymentContract}, receiver ${started.receiver}`,
  );
  return started;
};

const chainPort = integer('CHAIN_PORT', DEFAULT_CHAIN_PORT);
const chain =
  env.MOCK_CHAIN === 'off'
    ? undefined
    : await startChain(
        'NADI chain',
        chainPort,
        integer('CHAIN_ID', chainId ?? DEFAULT_CHAIN_ID),
        'CHAIN_PORT',
      );
const bscChain =
  bscMode === 'off'
    ? undefined
    : await startChain(
        bscMode === 'on' ? 'BSC' : 'BSC, on standby',
        integer('BSC_CHAIN_PORT', chainPort === 0 ? 0 : chainPort + 1),
        integer('BSC_CHAIN_ID', DEFAULT_BSC_CHAIN_ID),
        'BSC_CHAIN_PORT',
      );

const controlSecret = env.MOCK_SECRET || newControlSecret();
const decimal = (name: string, fallback: string): string => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return /^\d+(\.\d+)?$/.test(raw) ? raw : fail(`${name} must be a decimal number, got "${raw}"`);
};

// Each mock feature's settings from its variables (MockFeature.settings: MOCK_SHIP_MS, MOCK_QUOTE_MS, MOCK_DAY_MS, …).
const settings = settingsFromEnv({ integer, decimal });

const server = await startMockServer({
  port,
  controlSecret,
  backend: settings,
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
  ...(bscChain ? { bscChain: Object.assign(bscChain, { announced: bscMode === 'on' }) } : {}),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

// The pins a live build against this server needs (PUBLIC_CHAIN_CONTRACTS): the chains it may announce, BSC
// mainnet too while the BSC stand-in waits on standby.
const nadiPin = chain ?? mockNadiPin(chainId);
const bscPins = bscMode === 'on' && bscChain ? [bscChain] : [MOCK_BSC_PIN, ...(bscChain ? [bscChain] : [])];
console.log(`PUBLIC_CHAIN_CONTRACTS=${pinsOf([nadiPin, ...bscPins])}`);

console.log(
  `mock backend listening on ${server.url} (control API: header ${CONTROL_SECRET_HEADER}: ${controlSecret})`,
);

const stop = () => {
  server
    .close()
    .then(() => Promise.all([chain?.close(), bscChain?.close()]))
    .finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
