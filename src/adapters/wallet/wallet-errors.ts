import { AppError, type WalletErrorKind } from '../../domain/shared/app-error';

/**
 * What the app was doing when a wallet failed; the same code means different things in different
 * steps (4001 on a connect is a rejected connection, on a signature a cancelled signature).
 * `request` is any other raw EIP-1193 call (eth_call, eth_getBalance, ...).
 */
export type WalletOperation = 'connect' | 'sign' | 'transaction' | 'switch' | 'request';

/** EIP-1193 / JSON-RPC codes the error catalogue (spec section 8) names. */
export const WalletErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  methodNotFound: -32601,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  requestPending: -32002,
  invalidParams: -32602,
  internal: -32603,
  limitExceeded: -32005,
} as const;

/** An EIP-1193 ProviderRpcError, thrown by the demo wallet and by the fakes in tests. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}

/** Codes that say something precise; they win over a generic -32603 found around them. */
const SPECIFIC_CODES: ReadonlySet<number> = new Set([4001, 4902, -32002, -32602, -32005]);

/** ethers' string code for a user's rejection in the wallet. */
const ETHERS_ACTION_REJECTED = 'ACTION_REJECTED';

/** MetaMask (mobile in particular) reports an unknown chain as -32603 with this text. */
const UNRECOGNIZED_CHAIN = /unrecognized chain/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Every code found in the error and in the places wallets and ethers nest the original one:
 * `data.originalError` (MetaMask), `info.error` (ethers' wrapper; reached through `info` then
 * `error`), `error` (JSON-RPC bodies), `cause`. Outer first. ethers' ACTION_REJECTED counts as 4001.
 */
function collectCodes(error: unknown, depth = 0, found: number[] = []): number[] {
  if (!isRecord(error) || depth > 5) return found;
  const { code } = error;
  if (typeof code === 'number' && Number.isInteger(code)) found.push(code);
  else if (code === ETHERS_ACTION_REJECTED) found.push(WalletErrorCode.userRejected);
  const data = error.data;
  for (const inner of [
    isRecord(data) ? data.originalError : undefined,
    error.info,
    error.error,
    error.cause,
  ]) {
    collectCodes(inner, depth + 1, found);
  }
  return found;
}

function collectMessages(error: unknown, depth = 0, found: string[] = []): string[] {
  if (typeof error === 'string') found.push(error);
  if (!isRecord(error) || depth > 5) return found;
  if (typeof error.message === 'string') found.push(error.message);
  const data = error.data;
  for (const inner of [
    isRecord(data) ? data.originalError : undefined,
    error.info,
    error.error,
    error.cause,
  ]) {
    collectMessages(inner, depth + 1, found);
  }
  return found;
}

/** The wallet's numeric code behind an error, looking through the wrappers; undefined when none. */
export function walletErrorCode(error: unknown): number | undefined {
  const codes = collectCodes(error);
  const specific = codes.find((code) => SPECIFIC_CODES.has(code));
  if (specific !== undefined) return specific;
  if (collectMessages(error).some((message) => UNRECOGNIZED_CHAIN.test(message))) {
    return WalletErrorCode.unrecognizedChain;
  }
  return codes[0];
}

/**
 * 4001 by operation. A declined chain switch (or add) maps to `wrong-network`, "switch to the
 * required network first": that is the user's situation after saying no, and the message tells
 * them what to do, where "user rejected the connection request" would describe a step they did
 * not take. A 4001 on any other request (a permission prompt, say) is a rejected connection.
 */
const REJECTED: Record<WalletOperation, WalletErrorKind> = {
  connect: 'connection-rejected',
  sign: 'signature-cancelled',
  transaction: 'transaction-cancelled',
  switch: 'wrong-network',
  request: 'connection-rejected',
};

/** What an unrecognised failure becomes, by operation. */
const FALLBACK: Record<WalletOperation, WalletErrorKind> = {
  connect: 'wallet-connect-failed',
  sign: 'signature-failed',
  transaction: 'payment-failed',
  switch: 'system-error',
  request: 'system-error',
};

const BY_CODE: ReadonlyMap<number, WalletErrorKind> = new Map([
  [WalletErrorCode.requestPending, 'requests-too-frequent'],
  [WalletErrorCode.invalidParams, 'signature-params'],
  [WalletErrorCode.internal, 'wallet-internal'],
  [WalletErrorCode.limitExceeded, 'too-many-operations'],
  [WalletErrorCode.unrecognizedChain, 'chain-unknown'],
]);

/**
 * A wallet that cannot switch chains from a page (4200 or -32601 to wallet_switchEthereumChain: imToken
 * before 2.10, several smaller wallets): the person must switch in the wallet, so it is `wrong-network`
 * ("switch to the required network") with the code kept, by which the prompt says where to switch.
 */
const CANNOT_SWITCH: ReadonlySet<number> = new Set([
  WalletErrorCode.unsupportedMethod,
  WalletErrorCode.methodNotFound,
]);

/**
 * Any thrown value from a wallet, ethers or our own code as an AppError of a wallet kind, keeping the
 * numeric code in `detail.code` and the original as `cause`. An AppError passes through unchanged.
 */
export function toWalletError(error: unknown, operation: WalletOperation): AppError {
  if (error instanceof AppError) return error;
  const code = walletErrorCode(error);
  const kind =
    code === WalletErrorCode.userRejected
      ? REJECTED[operation]
      : operation === 'switch' && code !== undefined && CANNOT_SWITCH.has(code)
        ? 'wrong-network'
        : ((code !== undefined ? BY_CODE.get(code) : undefined) ?? FALLBACK[operation]);
  return new AppError(kind, code !== undefined ? { code } : {}, { cause: error });
}
