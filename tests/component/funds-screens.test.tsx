// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { type ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FundsApi } from '../../src/application/funds/funds-api.port';
import { AppStorage } from '../../src/application/shared/storage.port';
import { AppError } from '../../src/domain/shared/app-error';
import { PageContext } from '../../src/ui/app/page-context';
import AssetsScreen from '../../src/ui/screens/funds/assets.screen';
import ExchangeScreen from '../../src/ui/screens/funds/exchange.screen';
import MoneyLogScreen from '../../src/ui/screens/funds/money-log.screen';
import { FakeFundsApi } from '../fakes/fake-funds-api';
import { InMemoryStorage } from '../fakes/in-memory-storage';
import { renderInAppFrame } from './app-frame';
import { fake, testContainer } from './test-container';

async function renderScreen(
  pathname: string,
  element: ReactNode,
  api = new FakeFundsApi(),
  storage = new InMemoryStorage(),
) {
  api.now = () => Date.now();
  // The real clock: the exchange's quote counts down in real time.
  const container = await testContainer({
    features: ['funds'],
    fakes: [fake(FundsApi, api), fake(AppStorage, storage)],
  });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <PageContext.Provider value={{ active: true, pathname, search: '' }}>{element}</PageContext.Provider>
      ),
    },
  ]);
  renderInAppFrame(container, router);
  return { api, storage };
}

afterEach(cleanup);

describe('assets', () => {
  it('shows the total, the accounts per coin, the actions and the links to the records', async () => {
    await renderScreen('/wallet', <AssetsScreen />);
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    const fund = await screen.findByTestId('account-fund');
    expect(screen.getByTestId('assets-total').textContent).toBe('120 USDT');
    expect(within(fund).getByRole('heading').textContent).toBe('Fund account');
    expect(within(screen.getByTestId('asset-fund-NADI')).getByTestId('available').textContent).toBe('100');
    expect(within(screen.getByTestId('asset-destroyQuota-USDT')).getByTestId('available').textContent).toBe(
      '20',
    );
    const trade = screen.getByTestId('account-trade');
    expect(within(trade).getByRole('link', { name: 'Go to spot trading' }).getAttribute('href')).toBe(
      '/trade',
    );
    const actions = screen.getByRole('navigation', { name: 'Move money' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/recharge', '/withdraw', '/draw', '/wallet/exchange']);
    const records = screen.getByRole('navigation', { name: 'Records' });
    expect(
      within(records)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Money log', 'Income record']);
  });

  it('hides every amount at a tap, remembered in storage', async () => {
    const { storage } = await renderScreen('/wallet', <AssetsScreen />);
    await screen.findByTestId('account-fund');
    const toggle = screen.getByRole('button', { name: 'Hide amounts' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('assets-total').textContent).toBe('**** USDT');
    expect(screen.queryByText('100')).toBeNull();
    expect(screen.getAllByRole('img', { name: 'Amount hidden' }).length).toBeGreaterThan(5);
    expect(storage.getLocal('hideAmounts')).toBe('1');
  });

  it('says why the assets could not be loaded and retries', async () => {
    const api = new FakeFundsApi();
    api.failWith.assets = new AppError('network');
    await renderScreen('/wallet', <AssetsScreen />, api);
    const failed = await screen.findByTestId('error-state');
    expect(failed.textContent).toContain('Failed to load.');
    api.failWith = {};
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('account-fund')).toBeTruthy();
  });
});

describe('exchange', () => {
  it('refuses a wrong amount as it is typed, without asking a price', async () => {
    const { api } = await renderScreen('/wallet/exchange', <ExchangeScreen />);
    await screen.findByText('100', { exact: false, selector: '[data-testid="exchange-available"] *' });
    const input = screen.getByLabelText('Amount (NADI)');
    fireEvent.change(input, { target: { value: '1.1234567' } });
    expect(screen.getByRole('alert').textContent).toBe('At most 6 decimal places');
    fireEvent.change(input, { target: { value: '500' } });
    expect(screen.getByRole('alert').textContent).toBe('Must not exceed the available 100 NADI');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(api.callsOf('quote')).toEqual([]);
  });

  it('quotes, confirms once and shows the result, received exactly', async () => {
    const { api } = await renderScreen('/wallet/exchange', <ExchangeScreen />);
    await screen.findByText('100', { exact: false, selector: '[data-testid="exchange-available"] *' });
    fireEvent.change(screen.getByLabelText('Amount (NADI)'), { target: { value: '12.345678' } });
    const receive = await screen.findByTestId('exchange-receive', {}, { timeout: 3000 });
    // 12.345678 × 0.5 = 6.172839, less the fee 0.012346 (0.2 %, rounded up): 6.160493 USDT.
    expect(receive.textContent).toBe('6.160493 USDT');
    expect(screen.getByTestId('exchange-fee').textContent).toBe('0.012346 USDT');
    expect(screen.getByTestId('exchange-price').textContent).toBe('1 NADI = 0.5 USDT');
    expect(screen.getByRole('timer').textContent).toMatch(/^Price valid for (30|29) seconds$/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const sheet = screen.getByTestId('exchange-confirm');
    expect(within(sheet).getByTestId('exchange-pay').textContent).toBe('You pay 12.345678 NADI');
    const confirm = within(sheet).getByRole('button', { name: 'Confirm exchange' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const result = await screen.findByTestId('exchange-result');
    expect(within(result).getByTestId('result-received').textContent).toBe('6.160493 USDT');
    expect(within(result).getByRole('link', { name: 'See the money log' }).getAttribute('href')).toBe(
      '/wallet/moneyLog',
    );
    expect(api.callsOf('exchange')).toHaveLength(1);
    expect(api.balances.fund.USDT?.toFixed()).toBe('56.160493');
  });

  it('swaps the direction', async () => {
    await renderScreen('/wallet/exchange', <ExchangeScreen />);
    expect(screen.getByTestId('exchange-from').textContent).toBe('NADI');
    fireEvent.click(screen.getByRole('button', { name: 'Swap direction' }));
    expect(screen.getByTestId('exchange-from').textContent).toBe('USDT');
    expect(screen.getByTestId('exchange-to').textContent).toBe('NADI');
    expect(screen.getByLabelText('Amount (USDT)')).toBeTruthy();
  });
});

describe('money log', () => {
  it('shows the records by day, signed and coloured, with the filter counts', async () => {
    const api = new FakeFundsApi();
    const at = new Date(2026, 10, 21, 9, 30);
    api.records = [
      {
        id: 2,
        type: 'exchange',
        coin: 'USDT',
        amount: new Decimal('4.99'),
        account: 'fund',
        ref: null,
        createdAt: at,
      },
      {
        id: 1,
        type: 'exchange',
        coin: 'NADI',
        amount: new Decimal(-10),
        account: 'fund',
        ref: null,
        createdAt: at,
      },
    ];
    await renderScreen('/wallet/moneyLog', <MoneyLogScreen />, api);
    const rows = await screen.findAllByTestId('money-record');
    expect(rows.map((row) => within(row).getByTestId('money-amount').textContent)).toEqual([
      '+4.99 USDT',
      '-10 NADI',
    ]);
    expect(rows.map((row) => within(row).getByTestId('money-amount').className)).toEqual([
      'amount money-amount money-in',
      'amount money-amount money-out',
    ]);
    expect(rows[0]?.textContent).toContain('Exchange');
    expect(screen.getByRole('heading', { name: '11/21/2026' })).toBeTruthy();
    const chip = screen.getByTestId('filter-transferExchange');
    expect(within(chip).getByTestId('filter-count').textContent).toBe('2');
    expect(chip.textContent).toContain('2 records');
    fireEvent.click(screen.getByTestId('filter-savings'));
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.getByTestId('filter-savings').getAttribute('aria-pressed')).toBe('true');
  });
});
