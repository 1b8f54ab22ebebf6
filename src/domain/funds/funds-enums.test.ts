import { describe, expect, it } from 'vitest';
import { parseAccountKind, transferTarget } from './account-kind';
import {
  FUND_RECORD_CODES,
  fundRecordTypes,
  INCOME_RECORD_TYPES,
  isIncomeRecord,
  parseFundRecordType,
} from './fund-record-type';
import {
  isWithdrawPending,
  parseWithdrawStatus,
  withdrawStatusMessageId,
  withdrawStatusMessageIds,
} from './withdraw-status';

describe('fund record types', () => {
  it.each([
    [1, 'deviceIncome'],
    [2, 'machineDestruction'],
    [3, 'withdrawReturn'],
    [4, 'powerIncome'],
    [5, 'sameLevelIncome'],
    [6, 'communityPowerIncome'],
    [7, 'levelIncome'],
    [8, 'destroyMining'],
    [9, 'destroyProfit'],
    [10, 'savingsRedemption'],
    [11, 'balanceSavings'],
    [12, 'savingsIncome'],
    [13, 'incomeReduction'],
    [14, 'nodeFeeDividend'],
    [15, 'nodeMiningIncome'],
    [16, 'deviceActivation'],
    [17, 'nodePurchase'],
    [18, 'releasedSavingsIncome'],
    [19, 'crossChainDeposit'],
    [20, 'balancePurchase'],
    [21, 'directDevicePromotionReward'],
    [22, 'activitySettlement'],
    [23, 'registrationVic'],
    [24, 'withholdingBalance'],
    [25, 'refundBalance'],
    [26, 'goldCarOrderRelease'],
    [27, 'speedUpRelease'],
    [28, 'sameLevelRelease'],
    [29, 'withdraw'],
    [30, 'transferOut'],
    [31, 'transferIn'],
    [32, 'exchange'],
    [33, 'goldPurchase'],
    [0, 'unknown'],
    [34, 'unknown'],
    ['abc', 'unknown'],
  ])('code %j → %s', (code, expected) => {
    expect(parseFundRecordType(code)).toBe(expected);
  });

  it('numbers the types 1..N without gaps, in spec order', () => {
    expect(Object.values(FUND_RECORD_CODES)).toEqual(fundRecordTypes.members.map((_, index) => index + 1));
  });

  it('counts income types as income, and nothing else', () => {
    expect(isIncomeRecord('deviceIncome')).toBe(true);
    expect(isIncomeRecord('incomeReduction')).toBe(true);
    expect(isIncomeRecord('withdraw')).toBe(false);
    expect(isIncomeRecord('unknown')).toBe(false);
    expect(INCOME_RECORD_TYPES).toHaveLength(13);
  });

  it('gives each type its message id', () => {
    expect(fundRecordTypes.messageId('deviceIncome')).toBe('enum.fundRecord.deviceIncome');
    expect(new Set(fundRecordTypes.messageIds).size).toBe(fundRecordTypes.members.length + 1);
  });
});

describe('withdraw status', () => {
  it.each([
    [0, 'processing', 'enum.withdrawStatus.processing', 'enum.withdrawReview.processing', true],
    [1, 'confirming', 'enum.withdrawStatus.confirming', 'enum.withdrawReview.confirming', true],
    [2, 'completed', 'enum.withdrawStatus.completed', 'enum.withdrawReview.completed', false],
    [3, 'failed', 'enum.withdrawStatus.failed', 'enum.withdrawReview.failed', false],
    [9, 'unknown', 'enum.withdrawStatus.unknown', 'enum.withdrawReview.unknown', false],
  ])('code %d → %s (%s / %s), pending %s', (code, status, chain, review, pending) => {
    const parsed = parseWithdrawStatus(code);
    expect(parsed).toBe(status);
    expect(withdrawStatusMessageIds(parsed)).toEqual({ chain, review });
    expect(withdrawStatusMessageId(parsed, 'chain')).toBe(chain);
    expect(withdrawStatusMessageId(parsed, 'review')).toBe(review);
    expect(isWithdrawPending(parsed)).toBe(pending);
  });
});

describe('account kinds', () => {
  it.each([
    [1, 'fund', 'trade'],
    [2, 'trade', 'fund'],
    [3, 'destroyQuota', null],
  ])('code %d → %s, transfers to %s', (code, kind, target) => {
    const parsed = parseAccountKind(code);
    expect(parsed).toBe(kind);
    if (parsed !== 'unknown') expect(transferTarget(parsed)).toBe(target);
  });

  it('parses an unknown account as unknown', () => {
    expect(parseAccountKind(4)).toBe('unknown');
  });
});
