import Decimal from 'decimal.js';
import type { PledgeProduct } from '../../src/domain/pledge/pledge';
import { T0 } from './sample-time';

const d = (value: string | number) => new Decimal(value);

/** The fake's savings day: one second, as short as the mock's in e2e, so that tests move the clock in days. */
export const FAKE_DAY_MS = 1000;
export const day = (n: number): number => n * FAKE_DAY_MS;
/** Sale windows are in calendar days, as the mock's (a demo on a short savings day still sees them open). */
export const saleDay = (n: number): number => n * 86_400_000;

/**
 * A joint product on sale from T0 − 10 to T0 + 20 calendar days: 30 savings days, 0.5 % a day, redeemed at
 * the end.
 */
export const samplePledgeProduct = (fields: Partial<PledgeProduct> = {}): PledgeProduct => ({
  id: 101,
  kind: 'joint',
  days: 30,
  dayRate: d('0.005'),
  monthRate: d('0.15'),
  releaseEveryDays: 10,
  releaseRate: d('1'),
  returns: 'redeem',
  earlyPenaltyRate: d('0.1'),
  dayMs: FAKE_DAY_MS,
  minPledge: d('100'),
  pledgePool: { filled: d('5000'), total: d('100000') },
  powerPool: { filled: d('250'), total: d('1000') },
  startDate: new Date(T0 - saleDay(10)),
  endDate: new Date(T0 + saleDay(20)),
  remainingDays: 20,
  ...fields,
});

/** The products of the brief's fixed agreement (ids and kinds as the mock seeds them). */
export const samplePledgeProducts = (): PledgeProduct[] => [
  samplePledgeProduct(),
  samplePledgeProduct({
    id: 102,
    dayRate: d('0.004'),
    monthRate: d('0.12'),
    releaseEveryDays: 6,
    releaseRate: d('0.2'),
    returns: 'release',
    earlyPenaltyRate: null,
    minPledge: d('50'),
  }),
  samplePledgeProduct({ id: 103, pledgePool: { filled: d('50000'), total: d('50000') } }),
  samplePledgeProduct({
    id: 104,
    startDate: new Date(T0 - saleDay(40)),
    endDate: new Date(T0 - saleDay(1)),
    remainingDays: 0,
  }),
  samplePledgeProduct({
    id: 105,
    startDate: new Date(T0 + saleDay(2)),
    endDate: new Date(T0 + saleDay(32)),
    remainingDays: 32,
  }),
  samplePledgeProduct({
    id: 201,
    kind: 'node',
    days: 60,
    dayRate: d('0.006'),
    monthRate: d('0.18'),
    releaseRate: d('0.15'),
    returns: 'release',
    earlyPenaltyRate: d('0.05'),
    minPledge: d('200'),
  }),
  samplePledgeProduct({
    id: 202,
    kind: 'node',
    days: 90,
    dayRate: d('0.008'),
    monthRate: d('0.24'),
    releaseEveryDays: 30,
    earlyPenaltyRate: null,
    minPledge: d('500'),
  }),
];
