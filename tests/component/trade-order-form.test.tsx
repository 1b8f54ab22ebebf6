// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewTradeOrder } from '../../src/application/trade/trade-api.port';
import { AppError } from '../../src/domain/shared/app-error';
import { OrderForm } from '../../src/ui/screens/trade/order-form';
import { OrderFormVm } from '../../src/ui/screens/trade/order-form.vm';
import { FeedbackProvider } from '../../src/ui/shared/components/feedback';
import { sampleOrder, samplePair } from '../fakes/fake-trade-api';
import { english } from '../support/catalogue';

const d = (text: string) => new Decimal(text);

function renderForm(options: { fail?: AppError } = {}) {
  const sent: NewTradeOrder[] = [];
  const form = new OrderFormVm(
    {
      pair: samplePair(),
      base: d('100000'),
      quote: d('10000'),
      bestBid: d('0.08248'),
      bestAsk: d('0.08257'),
      moneyBlock: null,
    },
    async (order) => {
      sent.push(order);
      if (options.fail) throw options.fail;
      return sampleOrder();
    },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <FeedbackProvider>
          {/* The form links to the transfer screen (/draw). */}
          <MemoryRouter>
            <OrderForm form={form} base="NADI" quote="USDT" available={d('10000')} />
          </MemoryRouter>
        </FeedbackProvider>
      </IntlProvider>
    </StrictMode>,
  );
  return { form, sent };
}

const type = (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

afterEach(cleanup);

describe('order form', () => {
  it('offers a transfer into the trade account beside the available balance', () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'Transfer funds into the trade account' });
    expect(link.getAttribute('href')).toBe('/draw?to=trade');
    expect(link.textContent).toBe('Transfer');
  });

  it('shows the exact total, the fee in the coin received and what the order receives', () => {
    renderForm();
    expect(screen.getByTestId('form-available').textContent).toBe('Available 10,000 USDT');
    type('Price (USDT)', '0.08251');
    type('Quantity (NADI)', '1234.56');
    // 0.08251 × 1234.56 = 101.8635456 (shown to 6 decimals, truncated); fee 0.1 % of 1234.56 NADI.
    expect(screen.getByTestId('form-total').textContent).toBe('101.863545 USDT');
    expect(screen.getByTestId('form-fee').textContent).toBe('1.23456 NADI');
    expect(screen.getByTestId('form-receive').textContent).toBe('1,233.32544 NADI');
    expect(screen.getByText('Fee (0.1%)')).toBeTruthy();
  });

  it('says what is wrong with a field once it is left, in words', () => {
    renderForm();
    type('Price (USDT)', '0.082505');
    expect(screen.getByRole('alert').textContent).toBe('Use steps of 0.00001');
    expect(screen.getByLabelText('Price (USDT)').getAttribute('aria-invalid')).toBe('true');
    type('Price (USDT)', '1');
    type('Quantity (NADI)', '20000');
    expect(screen.getByTestId('form-total-error').textContent).toBe(
      'Not enough USDT: you have 10,000, 20,000 needed',
    );
  });

  it('fills the quantity from a percentage of the balance', () => {
    renderForm();
    const shortcuts = within(screen.getByRole('group', { name: 'Share of the available balance' }));
    expect((shortcuts.getByRole('button', { name: '50%' }) as HTMLButtonElement).disabled).toBe(true);
    type('Price (USDT)', '0.08251');
    fireEvent.click(shortcuts.getByRole('button', { name: '50%' }));
    expect((screen.getByLabelText('Quantity (NADI)') as HTMLInputElement).value).toBe('60598.71');
  });

  it('switches to a market buy sized in USDT with estimates', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Market' }));
    expect(screen.queryByLabelText('Price (USDT)')).toBeNull();
    type('Amount (USDT)', '8.257');
    expect(screen.getByTestId('form-fee').textContent).toBe('≈ 0.1 NADI');
    expect(screen.getByRole('button', { name: 'Buy NADI' })).toBeTruthy();
  });

  it('places a valid order and clears the quantity', async () => {
    const { sent } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    type('Price (USDT)', '0.09');
    type('Quantity (NADI)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Sell NADI' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      instId: 'NADI-USDT',
      type: 'limit',
      side: 'sell',
      price: d('0.09'),
      quantity: d('100'),
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Quantity (NADI)') as HTMLInputElement).value).toBe(''),
    );
  });

  it('says why the server refused, and keeps what was typed', async () => {
    renderForm({ fail: new AppError('server-exception', { code: 4101 }) });
    type('Price (USDT)', '0.05');
    type('Quantity (NADI)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Buy NADI' }));
    const failure = await screen.findByTestId('form-failure');
    expect(failure.textContent).toBe(
      'The order was not placed. Your trade account balance is too low. Lower the amount or add funds.',
    );
    expect((screen.getByLabelText('Quantity (NADI)') as HTMLInputElement).value).toBe('100');
  });
});
