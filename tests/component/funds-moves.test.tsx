// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { type ComponentType } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FundsApi } from '../../src/application/funds/funds-api.port';
import { HomeApi } from '../../src/application/home/home-api.port';
import { ChainGateway } from '../../src/application/payment/chain-gateway.port';
import { WalletRegistry } from '../../src/application/wallet/wallet.port';
import { AppError } from '../../src/domain/shared/app-error';
import { PageContext } from '../../src/ui/app/page-context';
import DepositScreen from '../../src/ui/screens/funds/deposit.screen';
import TransferScreen from '../../src/ui/screens/funds/transfer.screen';
import WithdrawScreen from '../../src/ui/screens/funds/withdraw.screen';
import WithdrawListScreen from '../../src/ui/screens/funds/withdraw-list.screen';
import { FakeChainGateway } from '../fakes/fake-chain-gateway';
import { FakeFundsApi, SAMPLE_DEPOSIT_ADDRESS } from '../fakes/fake-funds-api';
import { FakeHomeApi } from '../fakes/fake-home-api';
import { FakeWalletRegistry } from '../fakes/fake-wallet';
import { pinsOf } from '../fakes/test-config';
import { renderInAppFrame } from './app-frame';
import { fake, testContainer } from './test-container';

afterEach(cleanup);

async function renderScreen(Screen: ComponentType, api: FakeFundsApi, search = '') {
  const common = new FakeHomeApi();
  common.settingsAnswer = {
    ...common.settingsAnswer,
    chains: common.settingsAnswer.chains.map((chain) => ({
      ...chain,
      tokens: { USDT: `0x${'b'.repeat(40)}` },
    })),
  };
  // The deposit's route loads the payment feature too (its chain gateway sends the deposit).
  const container = await testContainer({
    features: ['funds', 'payment'],
    config: { defaultLocale: 'en', chainPins: pinsOf(common.settingsAnswer.chains) },
    fakes: [
      fake(FundsApi, api),
      fake(HomeApi, common),
      fake(ChainGateway, new FakeChainGateway()),
      fake(WalletRegistry, new FakeWalletRegistry([])),
    ],
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PageContext.Provider value={{ active: true, pathname: '/', search }}>
          <Screen />
        </PageContext.Provider>
      ),
    },
  ]);
  renderInAppFrame(container, router);
}

describe('funds moves screens', () => {
  it('deposit: the chain waits for the coin; the address shows with its ends in bold, minimum and warning', async () => {
    await renderScreen(DepositScreen, new FakeFundsApi());
    const bsc = screen.getByRole('button', { name: 'BSC' });
    expect((bsc as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('deposit-missing').textContent).toBe('Choose a coin first');
    fireEvent.click(screen.getByRole('button', { name: 'USDT' }));
    fireEvent.click(screen.getByRole('button', { name: 'BSC' }));
    const text = await screen.findByTestId('deposit-address-text');
    expect(text.textContent).toBe(SAMPLE_DEPOSIT_ADDRESS);
    expect([...text.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['0xdE90', 'beef']);
    expect(screen.getByTestId('deposit-minimum').textContent).toBe('1 USDT');
    expect(screen.getByRole('note').textContent).toContain('Send only USDT on BSC');
    expect(screen.getByRole('button', { name: 'Copy the deposit address' })).toBeTruthy();
    // No wallet to send from: the failure says so, and what was typed stays.
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send from my wallet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please install a wallet app.');
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('5');
  });

  it('withdraw: refuses 0.5 with the minimum, then confirms 20 NADI with its fee', async () => {
    const api = new FakeFundsApi();
    await renderScreen(WithdrawScreen, api);
    const amount = await screen.findByTestId('withdraw-amount');
    fireEvent.change(amount, { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('alert').textContent).toBe('The minimum is 1 NADI');
    fireEvent.change(amount, { target: { value: '20' } });
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.2 NADI');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const sheet = screen.getByTestId('withdraw-confirm');
    expect(within(sheet).getByTestId('withdraw-received').textContent).toBe('19.8 NADI');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    expect((await screen.findByTestId('withdraw-done')).textContent).toContain('19.8 NADI');
    expect(api.callsOf('withdraw')).toHaveLength(1);
  });

  it('withdraw list: the chain wording, n of 3, and a rejection with its refund', async () => {
    const api = new FakeFundsApi();
    const made = await api.withdraw({ coin: 'NADI', amount: new Decimal(5), requestId: 'r-list-0001' });
    api.withdrawalList = [
      { ...made, id: 2, status: 'confirming', confirmations: 2, txHash: `0x${'a'.repeat(64)}` },
      { ...made, id: 1, status: 'failed', reason: 'Over the review limit', refunded: new Decimal(5) },
    ];
    await renderScreen(WithdrawListScreen, api);
    const [confirming, failed] = (await screen.findAllByTestId('withdraw-entry')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(confirming).getByTestId('withdraw-state').textContent).toBe('Block confirming');
    expect(within(confirming).getByTestId('withdraw-confirmations').textContent).toBe('2 of 3 confirmations');
    expect(within(failed).getByTestId('withdraw-state').textContent).toBe('Failed');
    expect(within(failed).getByTestId('withdraw-rejected').textContent).toContain('5 NADI returned');
  });

  it('transfer: from the trade screen towards the trade account, with a refusal in words', async () => {
    const api = new FakeFundsApi();
    await renderScreen(TransferScreen, api, '?to=trade');
    expect((await screen.findByTestId('transfer-to')).textContent).toBe('Trade account');
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '10' } });
    const after = within(screen.getByTestId('transfer-change-trade')).getByTestId('after');
    expect(after.textContent).toBe('10');
    api.failWith.transfer = new AppError('server-exception', {
      code: 4101,
      current: new Decimal(2),
      required: new Decimal(10),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    fireEvent.click(
      within(screen.getByTestId('transfer-confirm')).getByRole('button', { name: 'Confirm transfer' }),
    );
    const refusal = await screen.findByTestId('moves-refusal');
    expect(refusal.textContent).toBe('Insufficient balance: 2 USDT available, 10 USDT needed.');
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('10');
  });
});
