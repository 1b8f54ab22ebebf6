// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeApi } from '../../src/application/home/home-api.port';
import { NodeApi } from '../../src/application/node/node-api.port';
import { OrdersApi } from '../../src/application/orders/orders-api.port';
import { ChainGateway } from '../../src/application/payment/chain-gateway.port';
import { OrderLock } from '../../src/application/payment/order-lock.port';
import { PaymentApi } from '../../src/application/payment/payment-api.port';
import { PaymentTiming } from '../../src/application/payment/payment-timing';
import { Clock } from '../../src/application/shared/clock.port';
import { AppStorage } from '../../src/application/shared/storage.port';
import { UserApi } from '../../src/application/user/user-api.port';
import { WalletRegistry } from '../../src/application/wallet/wallet.port';
import { WalletSessionStore } from '../../src/application/wallet/wallet-session.store';
import { AppError } from '../../src/domain/shared/app-error';
import { PageContext } from '../../src/ui/app/page-context';
import NodeDetailScreen from '../../src/ui/screens/node/node-detail.screen';
import { FakeNodeApi, sampleNode } from '../fakes/fake-node-api';
import { FakeOrdersApi, sampleOrder } from '../fakes/fake-orders-api';
import { FakeUserApi } from '../fakes/fake-user-api';
import { paymentHarness } from '../fakes/payment-harness';
import { T0 } from '../fakes/sample-time';
import { renderInAppFrame } from './app-frame';
import { fake, testContainer } from './test-container';

async function renderDetail(pathname: string, nodes = new FakeNodeApi()) {
  const orders = new FakeOrdersApi();
  // The fakes behind the payment engine: the payment server, the chain, the chains' settings, the wallet.
  const payment = paymentHarness();
  // The detail's route loads the orders and payment features with its own (node.routes.ts).
  const container = await testContainer({
    features: ['node', 'orders', 'payment'],
    fakes: [
      fake(NodeApi, nodes),
      fake(OrdersApi, orders),
      fake(Clock, { now: () => T0 }),
      fake(PaymentApi, payment.api),
      fake(ChainGateway, payment.gateway),
      fake(OrderLock, payment.lock),
      fake(PaymentTiming, payment.timing),
      fake(HomeApi, payment.common),
      fake(WalletRegistry, payment.registry),
      fake(AppStorage, payment.storage),
      fake(UserApi, new FakeUserApi()),
    ],
  });
  // The wallet is connected, as the harness's own session has it.
  container.get(WalletSessionStore).attach(payment.wallet, payment.wallet.address, payment.wallet.chain);
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <PageContext.Provider value={{ active: true, pathname, search: '' }}>
          <NodeDetailScreen />
        </PageContext.Provider>
      ),
    },
  ]);
  renderInAppFrame(container, router);
  return { nodes, orders, payment };
}

afterEach(cleanup);

describe('node detail', () => {
  it('shows the tier: numbers, quota, benefits and the stake plan from today', async () => {
    await renderDetail('/node/detail/1');
    const card = await screen.findByTestId('node-detail');
    expect(within(card).getByRole('heading', { name: 'Elite node' })).toBeTruthy();
    expect(card.textContent).toContain('500 USDT');
    expect(card.textContent).toContain('180 days');
    expect(card.textContent).toContain('T3');
    expect(card.textContent).toContain('5%');
    expect(card.textContent).toContain('0.3% (1.5 USDT a day)');
    expect(card.textContent).toContain('1 (you hold 0)');
    expect(within(card).getByTestId('node-left').textContent).toBe('388 of 1000 left');
    expect(screen.getByTestId('node-benefits').textContent).toContain('MEME airdrop ×2');
    const plan = screen.getByTestId('node-plan');
    expect(plan.textContent).toContain('Stake 500 USDT for 180 days');
    expect(within(plan).getByTestId('node-return-date').textContent).toBe('06/30/2026');
    expect(within(plan).getByTestId('node-return-amount').textContent).toBe('770 USDT');
  });

  it('buys: the popup offers to pay now, and paying by balance succeeds', async () => {
    const { orders, payment } = await renderDetail('/node/detail/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 500 USDT' }));
    const popup = await screen.findByTestId('pre-order-popup');
    expect(popup.textContent).toContain('Order created');
    expect(popup.textContent).toContain('Buy node');
    expect(orders.created).toEqual([{ type: 'buyNode', goodsId: 1, num: 1 }]);
    payment.api.addOrder(100, '500');
    payment.api.balance = new Decimal(1000);
    fireEvent.click(within(popup).getByRole('button', { name: 'Pay now' }));
    const sheet = await screen.findByTestId('payment-sheet');
    expect((await within(sheet).findByText('Amount due:', { exact: false })).textContent).toContain('500');
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Pay 500 USDT' }));
    expect((await within(sheet).findByTestId('payment-success')).textContent).toContain('Payment successful');
    expect(payment.api.balance).toEqual(new Decimal(500));
  });

  it('keeps browsing: the order stays open and the page offers to pay it', async () => {
    const { nodes } = await renderDetail('/node/detail/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 500 USDT' }));
    const popup = await screen.findByTestId('pre-order-popup');
    // The server now has the order open for the tier.
    nodes.openOrders.set(1, sampleOrder({ id: 100 }));
    fireEvent.click(within(popup).getByRole('button', { name: 'Keep browsing' }));
    expect(await screen.findByRole('button', { name: 'Pay your open order' })).toBeTruthy();
    expect(screen.getByTestId('node-open-order').textContent).toContain(
      'You have an unpaid order for this node',
    );
  });

  it('says why a tier cannot be bought: sold out, or the limit reached', async () => {
    const nodes = new FakeNodeApi();
    nodes.nodes = [sampleNode({ sold: 1000 }), sampleNode({ id: 2, purchasedCount: 1, purchased: true })];
    await renderDetail('/node/detail/1', nodes);
    expect((await screen.findByTestId('node-blocked')).textContent).toBe('Sold out');
    // Sold out is the red badge: nobody can buy.
    expect(screen.getByTestId('node-sold-out').className).toContain('out');
    expect(screen.queryByTestId('node-limit-reached')).toBeNull();
    expect(screen.queryByRole('button', { name: /Buy for/ })).toBeNull();
    cleanup();
    await renderDetail('/node/detail/2', nodes);
    expect((await screen.findByTestId('node-blocked')).textContent).toBe(
      'You have reached the purchase limit of 1',
    );
    expect(screen.getByTestId('node-purchased').textContent).toBe('Purchased');
    // The limit reached after one's own purchase is what the person holds, in a neutral badge, not sold-out red.
    const holding = screen.getByTestId('node-limit-reached');
    expect(holding.textContent).toBe('You hold 1 of 1');
    expect(holding.className).toContain('limit');
    expect(holding.className).not.toContain('out');
    expect(screen.queryByTestId('node-sold-out')).toBeNull();
  });

  it('says when the route has no node, and when loading fails, with a retry', async () => {
    await renderDetail('/node/detail/abc');
    expect((await screen.findByTestId('node-missing-id')).textContent).toContain('No node was chosen');
    cleanup();
    const nodes = new FakeNodeApi();
    nodes.failWith.detail = new AppError('network');
    await renderDetail('/node/detail/1', nodes);
    const failure = await screen.findByTestId('error-state');
    expect(failure.textContent).toContain('Failed to load node details.');
    delete nodes.failWith.detail;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('node-detail')).toBeTruthy();
  });
});
