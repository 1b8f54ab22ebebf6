/**
 * The money addresses a build pins per chain (`PUBLIC_CHAIN_CONTRACTS`): the token contracts, the payment
 * contract and the receiver. The server's `common/config` and every payment intent must name exactly these;
 * the server cannot name another token, spender or receiver, however it is compromised.
 *
 * Written as `<chainId>:USDT=0x…,NADI=0x…,payment=0x…,receiver=0x…` with chains separated by `;`. Every
 * chain has a payment contract (`common/config` must name one): a payment is never a plain transfer, which
 * carries no order reference and has nothing on chain to refuse a second one.
 */
export interface ChainPin {
  readonly chainId: number;
  /** ERC-20 contracts by coin symbol (USDT, NADI). */
  readonly tokens: Readonly<Record<PinnedToken, string>>;
  /** The payment contract every payment of the chain goes through. */
  readonly paymentContract: string;
  readonly receiver: string;
}

export type PinnedToken = 'USDT' | 'NADI';
export const PINNED_TOKENS: readonly PinnedToken[] = ['USDT', 'NADI'];

/** Pins by chain id. */
export type ChainPins = ReadonlyMap<number, ChainPin>;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const KEYS = ['USDT', 'NADI', 'payment', 'receiver'] as const;

/** Why a pins text is not one; the message names the part that is wrong. */
export class ChainPinsError extends Error {}

/** Reads a pins text; throws ChainPinsError saying what is wrong. An empty text is no pins. */
export function parseChainPins(text: string): ChainPins {
  const pins = new Map<number, ChainPin>();
  for (const part of text.split(';').map((p) => p.trim())) {
    if (part === '') continue;
    const colon = part.indexOf(':');
    const idText = colon < 0 ? '' : part.slice(0, colon).trim();
    if (!/^[1-9]\d{0,15}$/.test(idText)) {
      throw new ChainPinsError(`"${part}" must start with a chain id and a colon (56:USDT=0x…)`);
    }
    const chainId = Number(idText);
    if (pins.has(chainId)) throw new ChainPinsError(`chain ${chainId} is pinned twice`);
    const fields = new Map<string, string>();
    for (const pair of part.slice(colon + 1).split(',')) {
      const [key = '', value = '', ...rest] = pair.split('=').map((s) => s.trim());
      if (!(KEYS as readonly string[]).includes(key) || rest.length > 0) {
        throw new ChainPinsError(`chain ${chainId}: "${pair.trim()}" is not one of ${KEYS.join(', ')}=0x…`);
      }
      if (fields.has(key)) throw new ChainPinsError(`chain ${chainId}: ${key} is given twice`);
      if (!ADDRESS.test(value)) {
        throw new ChainPinsError(`chain ${chainId}: ${key} must be a 0x address of 40 hex digits`);
      }
      fields.set(key, value);
    }
    for (const key of KEYS) {
      if (!fields.has(key)) throw new ChainPinsError(`chain ${chainId}: ${key}= is missing`);
    }
    pins.set(chainId, {
      chainId,
      tokens: { USDT: fields.get('USDT') as string, NADI: fields.get('NADI') as string },
      paymentContract: fields.get('payment') as string,
      receiver: fields.get('receiver') as string,
    });
  }
  return pins;
}

/** The pins as the build variable writes them (parseChainPins reads it back). */
export function formatChainPins(pins: Iterable<ChainPin>): string {
  return [...pins]
    .map(
      (pin) =>
        `${pin.chainId}:USDT=${pin.tokens.USDT},NADI=${pin.tokens.NADI},` +
        `payment=${pin.paymentContract},receiver=${pin.receiver}`,
    )
    .join(';');
}

const same = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && ADDRESS.test(a) && a.toLowerCase() === b.toLowerCase();

/** What of a chain's settings differs from the build's pin. */
export type PinMismatch = 'unpinned-chain' | 'token-contract' | 'payment-contract' | 'receiver';

/**
 * Compares what the server says of a chain (`common/config`) with the build's pin of that chain id; null when
 * they agree. Token symbols the pin does not list (the native coin) are not compared.
 */
export function pinMismatch(
  settings: {
    readonly chainId: number;
    readonly tokens: Readonly<Record<string, string>>;
    readonly paymentContract: string | null;
    readonly receiver: string;
  },
  pins: ChainPins,
): PinMismatch | null {
  const pin = pins.get(settings.chainId);
  if (!pin) return 'unpinned-chain';
  for (const token of PINNED_TOKENS) {
    const said = settings.tokens[token];
    if (said !== undefined && !same(said, pin.tokens[token])) return 'token-contract';
  }
  if (!same(settings.paymentContract, pin.paymentContract)) return 'payment-contract';
  if (!same(settings.receiver, pin.receiver)) return 'receiver';
  return null;
}
