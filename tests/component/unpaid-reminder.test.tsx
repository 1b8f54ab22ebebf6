// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../src/application/auth/session.store';
import { OrdersApi } from '../../src/application/orders/orders-api.port';
import { Clock } from '../../src/application/shared/clock.port';
import { UnpaidReminder } from '../../src/ui/screens/orders/unpaid-reminder';
import { ContainerProvider } from '../../src/ui/shared/view-model';
import { FakeOrdersApi, sampleOrder } from '../fakes/fake-orders-api';
import { sampleUser } from '../fakes/fake-user-api';
import { T0 } from '../fakes/sample-time';
import { english } from '../support/catalogue';
import { fake, testContainer } from './test-container';

/** Like the shell: the reminder is part of the frame, which a bare route (the opening screen) leaves out. */
function Frame() {
  const { pathname } = useLocation();
  return (
    <>
      {pathname !== '/open_screen' && <UnpaidReminder />}
      <p>page</p>
    </>
  );
}

async function renderShell(start = '/index') {
  const orders = new FakeOrdersApi();
  orders.orders = [sampleOrder({ id: 3, type: 'destroyMining' }), sampleOrder({ id: 4 })];
  // The reminder's part loads the orders feature (orders.routes.ts), whose store is one for the app.
  const container = await testContainer({
    features: ['orders'],
    fakes: [fake(OrdersApi, orders), fake(Clock, { now: () => T0 })],
  });
  const session = container.get(SessionStore);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <Frame />,
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <ContainerProvider container={container}>
          <RouterProvider router={router} />
        </ContainerProvider>
      </IntlProvider>
    </StrictMode>,
  );
  const logIn = () =>
    act(() => {
      session.start('token', '0x1111111111111111111111111111111111111111');
      session.setUser(sampleUser());
    });
  return { orders, router, logIn };
}

afterEach(cleanup);

describe('unpaid-order reminder', () => {
  it('names the unpaid orders once the user is known, and leads to paying the oldest', async () => {
    const { router, logIn } = await renderShell();
    expect(screen.queryByTestId('unpaid-reminder')).toBeNull();
    logIn();
    const reminder = await screen.findByTestId('unpaid-reminder');
    expect(reminder.textContent).toContain('You have 2 unpaid orders (1,000 USDT)');
    expect(reminder.textContent).toContain('Burn mining');
    fireEvent.click(within(reminder).getByRole('link', { name: 'Go to pay' }));
    expect(router.state.location.pathname).toBe('/orders');
    expect(router.state.location.search).toBe('?pay=3');
    expect(screen.queryByTestId('unpaid-reminder')).toBeNull();
  });

  it('goes away with Later, and stays away on the orders page', async () => {
    const first = await renderShell();
    first.logIn();
    const reminder = await screen.findByTestId('unpaid-reminder');
    fireEvent.click(within(reminder).getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('unpaid-reminder')).toBeNull();
    cleanup();
    const onOrders = await renderShell('/orders');
    onOrders.logIn();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onOrders.orders.count('unpaid')).toBe(1);
    expect(screen.queryByTestId('unpaid-reminder')).toBeNull();
  });

  it('stays away after a visit to the opening screen, once dismissed or acted on', async () => {
    const { orders, router, logIn } = await renderShell();
    logIn();
    const reminder = await screen.findByTestId('unpaid-reminder');
    fireEvent.click(within(reminder).getByRole('button', { name: 'Later' }));
    await act(() => router.navigate('/open_screen'));
    await act(() => router.navigate('/index'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByTestId('unpaid-reminder')).toBeNull();
    expect(orders.count('unpaid')).toBe(1);
  });

  it('is still there after a visit to the opening screen when it was not dismissed', async () => {
    const { router, logIn } = await renderShell();
    logIn();
    await screen.findByTestId('unpaid-reminder');
    await act(() => router.navigate('/open_screen'));
    expect(screen.queryByTestId('unpaid-reminder')).toBeNull();
    await act(() => router.navigate('/index'));
    expect(await screen.findByTestId('unpaid-reminder')).toBeTruthy();
  });
});
