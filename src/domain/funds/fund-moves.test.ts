import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../language/language';
import { previewTransfer, quoteWithdrawal, WITHDRAW_WORDING } from './fund-moves';

const d = (value: string) => new Decimal(value);

describe('quoteWithdrawal', () => {
  it.each([
    // amount, rate, minimum fee → fee, received
    ['1', '0.01', '0.1', '0.1', '0.9'],
    ['10', '0.01', '0.1', '0.1', '9.9'],
    ['100', '0.01', '0.1', '1', '99'],
    ['123.456789', '0.01', '0.1', '1.234568', '122.222221'],
    ['0.3', '0.01', '0.1', '0.1', '0.2'],
  ])('%s at %s (min %s): fee %s, received %s', (amount, rate, minFee, fee, received) => {
    const quote = quoteWithdrawal(d(amount), d(rate), d(minFee));
    expect(quote.fee.toFixed()).toBe(fee);
    expect(quote.received.toFixed()).toBe(received);
    // Exact: the fee and what arrives add up to the amount, to the last digit.
    expect(quote.fee.plus(quote.received).equals(d(amount))).toBe(true);
  });
});

describe('previewTransfer', () => {
  it('moves the amount out of one account and into the other', () => {
    const preview = previewTransfer('fund', 'trade', { from: d('50'), to: d('0.1') }, d('20.000001'));
    expect(preview.from).toEqual({ account: 'fund', before: d('50'), after: d('29.999999') });
    expect(preview.to).toEqual({ account: 'trade', before: d('0.1'), after: d('20.100001') });
  });
});

describe('WITHDRAW_WORDING', () => {
  it('picks a wording for every language: chain in en, zh, zhTw; review elsewhere', () => {
    expect(Object.keys(WITHDRAW_WORDING).sort()).toEqual([...LOCALES].sort());
    expect(LOCALES.filter((locale) => WITHDRAW_WORDING[locale] === 'chain')).toEqual(['en', 'zh', 'zhTw']);
  });
});
