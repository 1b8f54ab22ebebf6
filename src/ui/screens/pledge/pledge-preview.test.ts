import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { day, samplePledgeProduct } from '../../../../tests/fakes/fake-pledge-samples';
import { T0 } from '../../../../tests/fakes/sample-time';
import { err, ok } from '../../../domain/shared/result';
import { pledgePreview } from './pledge-preview';

const start = new Date(T0);

describe('pledgePreview', () => {
  it('brings daily and monthly income, income at maturity, the end date and the release calendar', () => {
    const preview = pledgePreview(samplePledgeProduct(), ok(new Decimal(400)), start);
    expect(
      preview && [preview.daily.toFixed(), preview.monthly.toFixed(), preview.atMaturity.toFixed()],
    ).toEqual(['2', '60', '60']);
    expect(preview?.endDate.getTime()).toBe(T0 + day(30));
    expect(preview?.calendar.map((row) => [row.time.getTime() - T0, row.runningTotal.toFixed()])).toEqual([
      [day(10), '20'],
      [day(20), '40'],
      [day(30), '460'],
    ]);
  });

  it('still shows what an amount too large for the balance would bring, and nothing for other failures', () => {
    const tooMuch = err({
      kind: 'insufficient-balance' as const,
      current: new Decimal(100),
      required: new Decimal(2000),
    });
    expect(pledgePreview(samplePledgeProduct(), tooMuch, start)?.amount.toFixed()).toBe('2000');
    const below = err({ kind: 'below-minimum' as const, minimum: new Decimal(100) });
    expect(pledgePreview(samplePledgeProduct(), below, start)).toBeNull();
  });
});
