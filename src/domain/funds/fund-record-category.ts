import type { Unknown } from '../shared/wire-enum';
import { FUND_RECORD_CODES, type FundRecordType, INCOME_RECORD_TYPES } from './fund-record-type';

/**
 * The money log's filter: the 33 record types grouped into a few categories a person recognises, so that the
 * filter is a short row of chips rather than a list of 33. Every type belongs to exactly one category; income
 * is exactly the income record's types (INCOME_RECORD_TYPES), so the "income" filter and the income record
 * agree. A record of a code the app does not know counts as "other".
 */
export const FUND_RECORD_CATEGORIES = [
  'income',
  'depositWithdraw',
  'transferExchange',
  'purchases',
  'savings',
  'releases',
  'other',
] as const;
export type FundRecordCategory = (typeof FUND_RECORD_CATEGORIES)[number];

const BY_CATEGORY: Readonly<
  Record<Exclude<FundRecordCategory, 'income' | 'other'>, readonly FundRecordType[]>
> = {
  depositWithdraw: ['crossChainDeposit', 'withdraw', 'withdrawReturn'],
  transferExchange: ['transferOut', 'transferIn', 'exchange'],
  // Money spent on (or held for, and given back from) what the user buys: nodes, devices, gold, destroy mining.
  purchases: [
    'nodePurchase',
    'balancePurchase',
    'goldPurchase',
    'deviceActivation',
    'destroyMining',
    'machineDestruction',
    'withholdingBalance',
    'refundBalance',
  ],
  savings: ['balanceSavings', 'savingsRedemption'],
  releases: ['goldCarOrderRelease', 'speedUpRelease', 'sameLevelRelease'],
};

/** The category a record type belongs to. */
export function fundRecordCategory(type: FundRecordType | Unknown): FundRecordCategory {
  if (type === 'unknown') return 'other';
  if (INCOME_RECORD_TYPES.includes(type)) return 'income';
  for (const [category, types] of Object.entries(BY_CATEGORY)) {
    if (types.includes(type)) return category as FundRecordCategory;
  }
  return 'other';
}

const ALL_TYPES = Object.keys(FUND_RECORD_CODES) as FundRecordType[];

/** The record types of a category, in the spec's order (what the money log asks the server for). */
export const typesOfCategory = (category: FundRecordCategory): readonly FundRecordType[] =>
  ALL_TYPES.filter((type) => fundRecordCategory(type) === category);

/** How many records a category holds, from the log's counts per type. */
export function categoryCount(
  category: FundRecordCategory,
  counts: Readonly<Partial<Record<FundRecordType, number>>>,
): number {
  return typesOfCategory(category).reduce((sum, type) => sum + (counts[type] ?? 0), 0);
}

/** How many records the whole log holds, from the same counts. */
export const totalCount = (counts: Readonly<Partial<Record<FundRecordType, number>>>): number =>
  Object.values(counts).reduce((sum: number, count) => sum + (count ?? 0), 0);
