/** Examples of the funds calls' answers (wire, with Pact matchers) shared by the funds contract tests. */
import { MatchersV3 } from '@pact-foundation/pact';
import { dateTime, decimal, failure, walletAddress } from './pact-kit';

const { integer, regex, string } = MatchersV3;

export const AT = '2026-11-20T08:00:00.000Z';
export const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** The seeded user's NADI in the fund account (a past deposit and two income records). */
export const FUND_NADI = '20020.75';
export const FUND_USDT = '15234.567891';

export const coin = (example: string) => regex('^[A-Z]+$', example);
export const chain = (example: string) => regex('^(BSC|NADI)$', example);
export const txHash = (example = `0x${'c'.repeat(64)}`) => regex('^0x[0-9a-fA-F]{64}$', example);

/** The refusal of an amount above what the account holds, with its figures. */
export const insufficient = (current: string, required: string) => ({
  ...failure(4101, 'insufficient balance'),
  data: { current: decimal(current), required: decimal(required) },
});

/** The refusal of an amount below the minimum, with the minimum. */
export const belowMinimum = (minimum: string) => ({
  ...failure(4201, `below the minimum of ${minimum}`),
  data: { minimum: decimal(minimum) },
});

export interface WithdrawalExample {
  readonly requestId: string;
  readonly amount: string;
  readonly fee: string;
  readonly received: string;
  readonly status: number;
  readonly confirmations: number;
  readonly txHash: string | null;
  readonly reason: string | null;
  readonly refunded: string | null;
}

/** A withdrawal as the wire carries it; the request id is pinned when the app chose it. */
export const withdrawalWire = (w: WithdrawalExample, pinRequestId = true) => ({
  id: integer(7),
  request_id: pinRequestId ? w.requestId : string(w.requestId),
  coin: 'NADI',
  chain: 'NADI',
  amount: decimal(w.amount),
  fee: decimal(w.fee),
  received: decimal(w.received),
  address: walletAddress(WALLET),
  status: w.status,
  confirmations: integer(w.confirmations),
  required_confirmations: 3,
  tx_hash: w.txHash === null ? null : txHash(w.txHash),
  reason: w.reason === null ? null : string(w.reason),
  refunded: w.refunded === null ? null : decimal(w.refunded),
  create_time: dateTime(AT),
  update_time: dateTime(AT),
});

export const transferWire = (requestId: unknown, from: unknown, to: unknown, amount: string) => ({
  id: integer(9),
  request_id: requestId,
  from_account: from,
  to_account: to,
  coin: coin('USDT'),
  amount: decimal(amount),
  create_time: dateTime(AT),
});

/** 100 NADI → USDT at the home price 0.0825: 8.25 gross, 0.2 % fee 0.0165, 8.2335 received. */
export const NADI_QUOTE = { amount: '100', price: '0.0825', fee: '0.0165', receive: '8.2335' } as const;

/** A money-log line. */
export const recordWire = (type: number, amount: string, ref: unknown) => ({
  id: integer(3),
  type: integer(type),
  coin: coin('NADI'),
  amount: decimal(amount),
  account: integer(1),
  ref,
  create_time: dateTime(AT),
});

export const PAGE = (page: number, size: number) => ({ page: String(page), page_size: String(size) });
