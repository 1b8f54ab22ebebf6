import type { AppStorage } from '../shared/storage.port';

/**
 * What this tab remembers of an on-chain payment in progress, so that a reload (a wallet's in-app browser
 * reloads freely) resumes it instead of paying again. The server keeps the hash too (`pay/chainSubmit`);
 * this copy covers the moment between the wallet answering and the server hearing of it.
 */
export interface PaymentEntry {
  readonly orderId: number;
  /** The intent being paid: chain, token, order reference and on-chain amount (decimal text). */
  readonly chain: string;
  readonly token: string;
  readonly orderRef: string;
  readonly amount: string;
  /** The approval transaction, once the wallet returned it. */
  readonly approveHash?: string;
  /** The payment transaction, once the wallet returned it: never sent again. */
  readonly txHash?: string;
  /**
   * Where the payer's account stood before a transfer without a payment contract was first sent: a later
   * attempt looks for that transfer on chain from here (it carries no order reference to find it by).
   */
  readonly mark?: { readonly block: number; readonly nonce: number };
}

const KEY = 'paymentInfo' as const;
const VERSION = 1;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function readMark(value: unknown): PaymentEntry['mark'] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { block, nonce } = value as Record<string, unknown>;
  return isCount(block) && isCount(nonce) ? { block, nonce } : null;
}

/** Reads one entry back, or null when it is not one (storage is user-editable and may be old). */
function readEntry(value: unknown): PaymentEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.orderId !== 'number' || !Number.isSafeInteger(v.orderId)) return null;
  if (!isText(v.chain) || !isText(v.token) || !isText(v.orderRef) || !isText(v.amount)) return null;
  const mark = readMark(v.mark);
  return {
    orderId: v.orderId,
    chain: v.chain,
    token: v.token,
    orderRef: v.orderRef,
    amount: v.amount,
    ...(isText(v.approveHash) && { approveHash: v.approveHash }),
    ...(isText(v.txHash) && { txHash: v.txHash }),
    ...(mark && { mark }),
  };
}

/**
 * The payments in progress of this tab, under the session key `paymentInfo` as
 * `{v: 1, orders: {<orderId>: entry}}`. Unreadable content counts as empty.
 */
export class PaymentJournal {
  constructor(private readonly storage: AppStorage) {}

  get(orderId: number): PaymentEntry | null {
    return this.all().find((entry) => entry.orderId === orderId) ?? null;
  }

  /** Every order with a payment in progress in this tab. */
  all(): PaymentEntry[] {
    const stored = this.storage.getSession(KEY);
    if (typeof stored !== 'object' || stored === null) return [];
    const { v, orders } = stored as { v?: unknown; orders?: unknown };
    if (v !== VERSION || typeof orders !== 'object' || orders === null) return [];
    return Object.values(orders).flatMap((value) => {
      const entry = readEntry(value);
      return entry ? [entry] : [];
    });
  }

  put(entry: PaymentEntry): void {
    const others = this.all().filter((e) => e.orderId !== entry.orderId);
    this.write([...others, entry]);
  }

  /** Adds fields to the order's entry; does nothing when there is none. */
  update(orderId: number, fields: Pick<PaymentEntry, 'approveHash' | 'txHash' | 'mark'>): void {
    const entry = this.get(orderId);
    if (entry) this.put({ ...entry, ...fields });
  }

  remove(orderId: number): void {
    const others = this.all().filter((e) => e.orderId !== orderId);
    if (others.length === 0) this.storage.removeSession(KEY);
    else this.write(others);
  }

  private write(entries: readonly PaymentEntry[]): void {
    const orders = Object.fromEntries(entries.map((entry) => [String(entry.orderId), entry]));
    this.storage.setSession(KEY, { v: VERSION, orders });
  }
}
