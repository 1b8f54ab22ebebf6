// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import Decimal from 'decimal.js';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountPrivacyStore } from '../../src/application/shared/amount-privacy.store';
import { AppError } from '../../src/domain/shared/app-error';
import { AmountPrivacyContext } from '../../src/ui/shared/amount-privacy';
import { Amount, OwnFigure } from '../../src/ui/shared/components/amount';
import { AmountRuleText } from '../../src/ui/shared/components/amount-rule-text';
import { ErrorLine } from '../../src/ui/shared/components/states';
import { InMemoryStorage } from '../fakes/in-memory-storage';
import { english } from '../support/catalogue';

afterEach(cleanup);

/** A price, the person's balance and a figure of theirs inside a sentence, under one app-wide switch. */
function renderFigures(store: AmountPrivacyStore) {
  render(
    <IntlProvider locale="en" messages={english} defaultLocale="en">
      <AmountPrivacyContext.Provider value={store}>
        <p data-testid="price">
          <Amount value="765.6" unit="USDT" />
        </p>
        <p data-testid="balance">
          <Amount own value="15234.567891" unit="USDT" />
        </p>
        <p data-testid="sentence">
          Available <OwnFigure value="998.7654339" /> USDT
        </p>
      </AmountPrivacyContext.Provider>
    </IntlProvider>,
  );
}

describe('hide balances, app-wide', () => {
  it('masks every figure of the person’s own money and no price, and follows the switch at once', () => {
    const store = new AmountPrivacyStore(new InMemoryStorage());
    renderFigures(store);
    expect(screen.getByTestId('balance').textContent).toBe('15,234.567891 USDT');
    expect(screen.getByTestId('sentence').textContent).toBe('Available 998.765433 USDT');

    act(() => store.toggle());
    expect(screen.getByTestId('price').textContent).toBe('765.6 USDT');
    expect(screen.getByTestId('balance').textContent).toBe('**** USDT');
    expect(screen.getByRole('img', { name: 'Amount hidden' })).toBeTruthy();
    expect(screen.getByTestId('sentence').textContent).toBe('Available **** USDT');

    act(() => store.toggle());
    expect(screen.getByTestId('balance').textContent).toBe('15,234.567891 USDT');
  });

  it('shows amounts where no switch is given (a screen drawn alone)', () => {
    // The rendered container, not the whole body: another file's toast ("Order placed") may still be
    // closing in the body of this worker.
    const { container } = render(
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <Amount own value="1.5" unit="NADI" />
      </IntlProvider>,
    );
    expect(container.textContent).toBe('1.5 NADI');
  });

  it('masks the balance inside a typing rule and a refusal too, never the amount asked for', () => {
    const store = new AmountPrivacyStore(new InMemoryStorage());
    const refusal = new AppError('insufficient-balance', {
      current: new Decimal('998.765433'),
      required: new Decimal('1200'),
      unit: 'USDT',
    });
    render(
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <AmountPrivacyContext.Provider value={store}>
          <p data-testid="rule">
            <AmountRuleText
              error={{ kind: 'above-available', available: new Decimal('998.765433') }}
              coin="USDT"
            />
          </p>
          <ErrorLine error={refusal} />
        </AmountPrivacyContext.Provider>
      </IntlProvider>,
    );
    expect(screen.getByTestId('rule').textContent).toBe('Must not exceed the available 998.765433 USDT');
    expect(screen.getByRole('alert').textContent).toContain('current 998.765433 USDT');

    act(() => store.toggle());
    expect(screen.getByTestId('rule').textContent).toBe('Must not exceed the available **** USDT');
    expect(screen.getByRole('alert').textContent).toBe(
      'Insufficient balance: current **** USDT, required 1,200 USDT.',
    );
  });
});
