import { wireEnum } from '../shared/wire-enum';

/**
 * Money-log entry types, in the order of the spec's list (section 3). The spec names them but not their
 * codes, so the numbering 1..28 is ours, proposed to the backend in the API catalogue; an unlisted code parses
 * as 'unknown' and shows a neutral label instead of breaking the log. The spec's list says "about 40" and names
 * 28; 29–32 are the movements this app makes itself (a withdrawal, both sides of a transfer, an exchange), and
 * 33 a gold bar bought from the balance (the spec's 20 names a node or device, which a gold bar is not).
 * Deposits are "cross-chain deposit" (19), the spec's only deposit type.
 */
export const FUND_RECORD_CODES = {
  deviceIncome: 1,
  machineDestruction: 2,
  withdrawReturn: 3,
  powerIncome: 4,
  sameLevelIncome: 5,
  communityPowerIncome: 6,
  levelIncome: 7,
  destroyMining: 8,
  destroyProfit: 9,
  savingsRedemption: 10,
  balanceSavings: 11,
  savingsIncome: 12,
  incomeReduction: 13,
  nodeFeeDividend: 14,
  nodeMiningIncome: 15,
  deviceActivation: 16,
  nodePurchase: 17,
  releasedSavingsIncome: 18,
  crossChainDeposit: 19,
  balancePurchase: 20,
  directDevicePromotionReward: 21,
  activitySettlement: 22,
  registrationVic: 23,
  withholdingBalance: 24,
  refundBalance: 25,
  goldCarOrderRelease: 26,
  speedUpRelease: 27,
  sameLevelRelease: 28,
  withdraw: 29,
  transferOut: 30,
  transferIn: 31,
  exchange: 32,
  goldPurchase: 33,
} as const;
export type FundRecordType = keyof typeof FUND_RECORD_CODES;
export const fundRecordTypes = wireEnum('fundRecord', FUND_RECORD_CODES);
export const parseFundRecordType = fundRecordTypes.parse;

/**
 * The types that are income (what the income record lists, and what its totals add up). Income reduction is
 * a (negative) correction of income, so it belongs with them.
 */
export const INCOME_RECORD_TYPES: readonly FundRecordType[] = [
  'deviceIncome',
  'powerIncome',
  'sameLevelIncome',
  'communityPowerIncome',
  'levelIncome',
  'destroyProfit',
  'savingsIncome',
  'incomeReduction',
  'nodeFeeDividend',
  'nodeMiningIncome',
  'releasedSavingsIncome',
  'directDevicePromotionReward',
  'activitySettlement',
];

export const isIncomeRecord = (type: FundRecordType | 'unknown'): boolean =>
  type !== 'unknown' && INCOME_RECORD_TYPES.includes(type);
