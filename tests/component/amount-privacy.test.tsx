// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import { AmountPrivacyStore } from '../../src/application/shared/amount-privacy.store';
import { AmountPrivacyContext } from '../../src/ui/shared/amount-privacy';
import { Amount, OwnFigure } from '../../src/ui/shared/components/amount';
import { InMemoryStorage } from '../fakes/in-memory-storage';

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
    expect(screen.getByTestId('balance').textContent).toBe('15234.567891 USDT');
    expect(screen.getByTestId('sentence').textContent).toBe('Available 998.765433 USDT');

    act(() => store.toggle());
    expect(screen.getByTestId('price').textContent).toBe('765.6 USDT');
    expect(screen.getByTestId('balance').textContent).toBe('**** USDT');
    expect(screen.getByRole('img', { name: 'Amount hidden' })).toBeTruthy();
    expect(screen.getByTestId('sentence').textContent).toBe('Available **** USDT');

    act(() => store.toggle());
    expect(screen.getByTestId('balance').textContent).toBe('15234.567891 USDT');
  });

  it('shows amounts where no switch is given (a screen drawn alone)', () => {
    render(
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <Amount own value="1.5" unit="NADI" />
      </IntlProvider>,
    );
    expect(document.body.textContent).toBe('1.5 NADI');
  });
});
