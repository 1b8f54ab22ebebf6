// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketStore } from '../../src/application/trade/market.store';
import type { FeedStatus } from '../../src/application/trade/trade-session';
import { DepthBook } from '../../src/ui/screens/trade/depth-book';
import { snapshotA, updateA } from '../fakes/fake-trade-socket';
import { english } from '../support/catalogue';

function renderBook(status: FeedStatus) {
  const store = new MarketStore({ protocol: 'a', depthRows: 3 });
  store.handle(
    snapshotA(
      1,
      [
        ['0.08249', '10'],
        ['0.08248', '30'],
        ['0.08247', '20'],
        ['0.08246', '99'],
      ],
      [
        ['0.08251', '5'],
        ['0.08252', '5'],
        ['0.08253', '1000.5'],
        ['0.08254', '1'],
      ],
    ),
  );
  render(
    <StrictMode>
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <DepthBook store={store} status={status} priceDecimals={5} quantityDecimals={2} />
      </IntlProvider>
    </StrictMode>,
  );
  return store;
}

const column = (testId: string, cell: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((row) => row.querySelector(cell)?.textContent);

afterEach(cleanup);

describe('depth book', () => {
  it('shows only the visible levels: asks highest first down to the best, then the spread, then bids', () => {
    renderBook('live');
    expect(column('book-asks', '.depth-price')).toEqual(['0.08253', '0.08252', '0.08251']);
    expect(column('book-asks', '.depth-qty')).toEqual(['1,000.50', '5.00', '5.00']);
    expect(column('book-bids', '.depth-price')).toEqual(['0.08249', '0.08248', '0.08247']);
    expect(screen.getByTestId('book-spread').textContent).toBe('Spread 0.00002');
    expect(screen.getByTestId('depth-book').className).not.toContain('stale');
  });

  it('draws cumulative depth bars against the deeper side', () => {
    renderBook('live');
    const bars = within(screen.getByTestId('book-asks'))
      .getAllByRole('listitem')
      .map((row) => (row.querySelector('.depth-bar') as HTMLElement).style.transform);
    // Asks total 5, 10, 1010.5 (the deepest, full length); bids total 60.
    expect(bars[0]).toBe('scaleX(1)');
    expect(bars[2]).toBe(`scaleX(${5 / 1010.5})`);
  });

  it('says why the book is not live instead of sitting there silently stale', () => {
    renderBook('reconnecting');
    expect(screen.getByTestId('depth-book').className).toContain('stale');
    expect(screen.getByRole('status').textContent).toBe('Reconnecting: prices may be out of date');
  });

  it('follows the store as it publishes', async () => {
    const store = renderBook('live');
    store.handle(updateA(2, 2, [['0.08249', '0']]));
    expect(await screen.findByText('0.08246')).toBeTruthy();
  });
});
