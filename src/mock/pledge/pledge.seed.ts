import type { PledgeKind, PledgeReturn } from '../../domain/pledge/pledge';

/**
 * The savings products of the mock (ids and kinds fixed by the helpers' agreement: joint 101-105, node 201
 * and 202). Their terms are in savings days (the mock's day length, MOCK_DAY_MS); their sale windows are in
 * real days from when the savings feature first opens in a state (`pledgeOpenedAt`), so that a demo on a
 * 20-second day does not see its products close after a few minutes. Pools are in U: `filled` is the seeded
 * part, the positions saved in the mock are added to it (pledge-products.ts).
 */
export interface PledgeProductSeed {
  readonly id: number;
  readonly kind: Exclude<PledgeKind, 'unknown'>;
  readonly returns: Exclude<PledgeReturn, 'unknown'>;
  /** Term and release period, in savings days. */
  readonly days: number;
  readonly releaseEveryDays: number;
  readonly dayRate: string;
  readonly monthRate: string;
  /** Share of the principal each release returns: 1 for `redeem` products (the whole of it, at the end). */
  readonly releaseRate: string;
  /** Null: early redemption refused. */
  readonly earlyPenaltyRate: string | null;
  /** In U. */
  readonly minPledge: string;
  readonly pledgePool: { readonly filled: string; readonly total: string };
  readonly powerPool: { readonly filled: string; readonly total: string };
  /** The sale window, in real days from `pledgeOpenedAt` (negative: before it). */
  readonly saleFromDay: number;
  readonly saleToDay: number;
}

const joint = { kind: 'joint' } as const;
const node = { kind: 'node' } as const;

export const PLEDGE_PRODUCTS: readonly PledgeProductSeed[] = [
  {
    // Open; redeemed by the person at the end, or earlier for 10 % of the principal.
    ...joint,
    id: 101,
    returns: 'redeem',
    days: 30,
    releaseEveryDays: 10,
    dayRate: '0.005',
    monthRate: '0.15',
    releaseRate: '1',
    earlyPenaltyRate: '0.1',
    minPledge: '100',
    pledgePool: { filled: '182500', total: '500000' },
    powerPool: { filled: '8600', total: '20000' },
    saleFromDay: -60,
    saleToDay: 90,
  },
  {
    // Open; a fifth of the principal back every 6 days, no early redemption.
    ...joint,
    id: 102,
    returns: 'release',
    days: 30,
    releaseEveryDays: 6,
    dayRate: '0.004',
    monthRate: '0.12',
    releaseRate: '0.2',
    earlyPenaltyRate: null,
    minPledge: '50',
    pledgePool: { filled: '64250.5', total: '300000' },
    powerPool: { filled: '3100', total: '12000' },
    saleFromDay: -30,
    saleToDay: 90,
  },
  {
    // Full: the pledge pool is filled.
    ...joint,
    id: 103,
    returns: 'redeem',
    days: 15,
    releaseEveryDays: 5,
    dayRate: '0.003',
    monthRate: '0.09',
    releaseRate: '1',
    earlyPenaltyRate: '0.08',
    minPledge: '100',
    pledgePool: { filled: '200000', total: '200000' },
    powerPool: { filled: '10000', total: '10000' },
    saleFromDay: -20,
    saleToDay: 40,
  },
  {
    // Ended: the sale closed yesterday.
    ...joint,
    id: 104,
    returns: 'release',
    days: 20,
    releaseEveryDays: 5,
    dayRate: '0.0045',
    monthRate: '0.135',
    releaseRate: '0.25',
    earlyPenaltyRate: null,
    minPledge: '100',
    pledgePool: { filled: '87300', total: '150000' },
    powerPool: { filled: '4200', total: '8000' },
    saleFromDay: -45,
    saleToDay: -1,
  },
  {
    // Not started: the sale opens in three days.
    ...joint,
    id: 105,
    returns: 'redeem',
    days: 60,
    releaseEveryDays: 15,
    dayRate: '0.006',
    monthRate: '0.18',
    releaseRate: '1',
    earlyPenaltyRate: '0.12',
    minPledge: '200',
    pledgePool: { filled: '0', total: '400000' },
    powerPool: { filled: '0', total: '16000' },
    saleFromDay: 3,
    saleToDay: 60,
  },
  {
    // Node savings, open; 15 % of the principal every 10 days, the last release topping it up.
    ...node,
    id: 201,
    returns: 'release',
    days: 60,
    releaseEveryDays: 10,
    dayRate: '0.006',
    monthRate: '0.18',
    releaseRate: '0.15',
    earlyPenaltyRate: '0.05',
    minPledge: '200',
    pledgePool: { filled: '412000', total: '1000000' },
    powerPool: { filled: '15400', total: '40000' },
    saleFromDay: -30,
    saleToDay: 120,
  },
  {
    // Node savings, open; redeemed at the end only.
    ...node,
    id: 202,
    returns: 'redeem',
    days: 90,
    releaseEveryDays: 30,
    dayRate: '0.008',
    monthRate: '0.24',
    releaseRate: '1',
    earlyPenaltyRate: null,
    minPledge: '500',
    pledgePool: { filled: '1250000', total: '2000000' },
    powerPool: { filled: '52000', total: '80000' },
    saleFromDay: -30,
    saleToDay: 150,
  },
];

export const pledgeProductSeed = (id: number): PledgeProductSeed | undefined =>
  PLEDGE_PRODUCTS.find((p) => p.id === id);
