import Decimal from 'decimal.js';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { english } from '../../../../tests/support/catalogue';
import { ticketErrorText } from './trade-errors';

const intl = createIntl({ locale: 'en', messages: english });

describe('order form errors while balances are hidden', () => {
  const notEnough = {
    kind: 'insufficient-balance',
    coin: 'USDT',
    current: new Decimal('10001.234567'),
    required: new Decimal('20000'),
  } as const;

  it('name what the account holds, or stars while hidden; what was asked stays', () => {
    expect(ticketErrorText(intl, notEnough)).toContain('10,001.234567');
    const hidden = ticketErrorText(intl, notEnough, { hideOwn: true });
    expect(hidden).not.toContain('10001.234567');
    expect(hidden).toContain('****');
    expect(hidden).toContain('20,000');
  });

  it('mask the available amount of a rule too', () => {
    const error = { kind: 'above-available', available: new Decimal('998.765433') } as const;
    expect(ticketErrorText(intl, error)).toContain('998.765433');
    expect(ticketErrorText(intl, error, { hideOwn: true })).toContain('****');
  });
});
