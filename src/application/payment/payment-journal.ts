import type { AppStorage } from '../shared/storage.port';

/**
 * The record of an on-chain payment that may reach, or has reached, the chain: what goes out (coin,
 * amount, receiver, through which contract), who pays, where the chain stood before, and the hashes once
 * the wallet returned them. It lives in the browser's lasting storage, shared by every tab of the origin,
 * until the server or the chain settles the order: a reload, a logout, a 401, a wallet that disconnects or
 * a closed tab never makes the app forget money that may have moved, nor pay it a second time.
 */
export interface PaymentRecord {
  readonly orderId: number;
  /** The paying account, lower-cased. */
  readonly payer: string;
  readonly chain: string;
  readonly chainId: number;
  /** The coin (USDT, NADI, BNB) and its contract (null for the native coin). */
  readonly token: string;
  readonly tokenContract: string | null;
  /** The on-chain amount, in whole units (decimal text). */
  readonly amount: string;
  readonly receiver: string;
  readonly paymentContract: string;
  readonly orderRef: string;
  /** The chain's explorer (for the link to the transaction); '' when the chain has none. */
  readonly explorerUrl: string;
  /** The chain's head block before anything was sent: an earlier payment is looked for from here. */
  readonly firstBlock?: number;
  /** The approval transaction, once the wallet returned it. */
  readonly approveHash?: string;
  /** The wallet was asked to send the payment: it may have gone out, even without a hash. */
  readonly sending?: boolean;
  /** The payment transaction, once the wallet returned it: never sent again. */
  readonly txHash?: string;
  /**
   * The server said the order is paid when this record was looked at after a login (PaymentEngine.reportKept):
   * kept only so that the order's sheet, opened again, shows how the payment ended; it holds nothing back
   * (no update waits for it) and goes at the next login.
   */
  readonly settled?: boolean;
}

/** The fields a payment in progress adds to its record. */
export type RecordProgress = Pick<
  PaymentRecord,
  'firstBlock' | 'approveHash' | 'sending' | 'txHash' | 'settled'
>;

/** The lasting storage key (`paymentRecords`, JSON `{v: 2, records: [...]}`). */
const KEY = 'paymentRecords' as const;
const VERSION = 2;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Reads one record back, or null when it is not one (storage is user-editable and may be old). */
function readRecord(value: unknown): PaymentRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isCount(v.orderId) || !isCount(v.chainId)) return null;
  const texts = [v.payer, v.chain, v.token, v.amount, v.receiver, v.paymentContract, v.orderRef];
  if (!texts.every(isText)) return null;
  if (v.tokenContract !== null && !isText(v.tokenContract)) return null;
  return {
    orderId: v.orderId,
    payer: (v.payer as string).toLowerCase(),
    chain: v.chain as string,
    chainId: v.chainId,
    token: v.token as string,
    tokenContract: v.tokenContract as string | null,
    amount: v.amount as string,
    receiver: v.receiver as string,
    paymentContract: v.paymentContract as string,
    orderRef: v.orderRef as string,
    explorerUrl: typeof v.explorerUrl === 'string' ? v.explorerUrl : '',
    ...(isCount(v.firstBlock) && { firstBlock: v.firstBlock }),
    ...(isText(v.approveHash) && { approveHash: v.approveHash }),
    ...(v.sending === true && { sending: true }),
    ...(isText(v.txHash) && { txHash: v.txHash }),
    ...(v.settled === true && { settled: true }),
  };
}

const sameRecord = (a: PaymentRecord, orderId: number, payer: string) =>
  a.orderId === orderId && a.payer === payer.toLowerCase();

/**
 * The payment records of this browser (every tab, every login), in local storage. Unreadable content
 * counts as empty. Records are per order and paying account.
 */
export class PaymentJournal {
  constructor(private readonly storage: AppStorage) {}

  /** The record of the order paid by `payer`, or (without a payer) the order's newest record. */
  get(orderId: number, payer?: string): PaymentRecord | null {
    const records = this.all().filter((r) => r.orderId === orderId);
    if (payer === undefined) return records.at(-1) ?? null;
    return records.find((r) => sameRecord(r, orderId, payer)) ?? null;
  }

  /** Every record kept. */
  all(): PaymentRecord[] {
    const raw = this.storage.getLocal(KEY);
    if (raw === null) return [];
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      return [];
    }
    if (typeof stored !== 'object' || stored === null) return [];
    const { v, records } = stored as { v?: unknown; records?: unknown };
    if (v !== VERSION || !Array.isArray(records)) return [];
    return records.flatMap((value) => {
      const record = readRecord(value);
      return record ? [record] : [];
    });
  }

  put(record: PaymentRecord): void {
    const normal = { ...record, payer: record.payer.toLowerCase() };
    const others = this.all().filter((r) => !sameRecord(r, record.orderId, record.payer));
    this.write([...others, normal]);
  }

  /** Adds fields to the record; does nothing when there is none. */
  update(orderId: number, payer: string, fields: RecordProgress): void {
    const record = this.get(orderId, payer);
    if (record) this.put({ ...record, ...fields });
  }

  /** Forgets the order's record (of `payer`, or every one of the order): the order is settled. */
  remove(orderId: number, payer?: string): void {
    const others = this.all().filter((r) =>
      payer === undefined ? r.orderId !== orderId : !sameRecord(r, orderId, payer),
    );
    if (others.length === 0) this.storage.removeLocal(KEY);
    else this.write(others);
  }

  private write(records: readonly PaymentRecord[]): void {
    this.storage.setLocal(KEY, JSON.stringify({ v: VERSION, records }));
  }
}

/** Whether money may have left the payer's account for this record (a hash, or a send under way). */
export const mayHaveSent = (record: PaymentRecord | null): boolean =>
  record !== null && (record.txHash !== undefined || record.sending === true);
