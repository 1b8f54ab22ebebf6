import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { sampleOrder, samplePair } from '../../../../tests/fakes/fake-trade-api';
import type { NewTradeOrder } from '../../../application/trade/trade-api.port';
import { type OrderFormContext, OrderFormVm } from './order-form.vm';

const d = (text: string) => new Decimal(text);

function setup(context: Partial<OrderFormContext> = {}) {
  const sent: NewTradeOrder[] = [];
  const form = new OrderFormVm(
    {
      pair: samplePair(),
      base: d('100000'),
      quote: d('10000'),
      bestBid: d('0.08248'),
      bestAsk: d('0.08257'),
      moneyBlock: null,
      ...context,
    },
    async (order) => {
      sent.push(order);
      return sampleOrder();
    },
  );
  return { form, sent };
}

describe('OrderFormVm', () => {
  it('places no order offline, and says why', async () => {
    const { form, sent } = setup({ moneyBlock: 'offline' });
    form.setPrice('0.08');
    form.setQuantity('100');
    expect(form.ticket).not.toBeNull();
    expect(form.canSubmit).toBe(false);
    expect(form.moneyBlock).toBe('offline');
    expect(await form.submit()).toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows a field’s error only after the user leaves it or tries to place', async () => {
    const { form, sent } = setup();
    form.setPrice('0.082505');
    expect(form.errorOf('price')).toBeNull();
    form.touch('price');
    expect(form.errorOf('price')).toEqual({ kind: 'off-step', step: d('0.00001') });
    expect(form.errorOf('quantity')).toBeNull();
    expect(await form.submit()).toBeNull();
    expect(form.errorOf('quantity')).toEqual({ kind: 'required' });
    expect(sent).toEqual([]);
  });

  it('shows the total’s error once the quantity is left', () => {
    const { form } = setup({ quote: d('5') });
    form.setPrice('0.08');
    form.setQuantity('100');
    expect(form.errorOf('total')).toBeNull();
    form.touch('quantity');
    expect(form.errorOf('total')).toMatchObject({ kind: 'insufficient-balance', coin: 'USDT' });
  });

  it('fills the quantity with an exact share of the balance, on the lot grid', () => {
    const { form } = setup();
    expect(form.percentEnabled).toBe(false);
    form.setPrice('0.08251');
    expect(form.percentEnabled).toBe(true);
    form.applyPercent(25);
    expect(form.quantity).toBe('30299.35');
    form.setSide('sell');
    form.applyPercent(50);
    expect(form.quantity).toBe('50000.00');
  });

  it('a market buy asks for the USDT to spend, and the shortcut fills that', () => {
    const { form } = setup();
    form.setType('market');
    expect(form.usesAmount).toBe(true);
    form.applyPercent(100);
    expect(form.amount).toBe('10000');
    expect(form.ticket?.estimated).toBe(true);
  });

  it('places a valid order, then clears quantity and amount but keeps the price', async () => {
    const { form, sent } = setup();
    form.setPrice('0.05');
    form.setQuantity(' 100 ');
    const placed = await form.submit();
    expect(placed).not.toBeNull();
    expect(sent).toEqual([
      { instId: 'NADI-USDT', type: 'limit', side: 'buy', price: d('0.05'), quantity: d('100') },
    ]);
    expect(form.quantity).toBe('');
    expect(form.price).toBe('0.05');
    expect(form.errorOf('quantity')).toBeNull();
  });

  it('suggests a price only into an empty field the user has not chosen', () => {
    const { form } = setup();
    form.suggestPrice(d('0.0825'));
    expect(form.price).toBe('0.08250');
    form.setPrice('');
    form.suggestPrice(d('0.09'));
    expect(form.price).toBe('');
  });

  it('places nothing twice while one placing is under way', async () => {
    let release: () => void = () => {};
    const sent: NewTradeOrder[] = [];
    const form = new OrderFormVm(
      {
        pair: samplePair(),
        base: d('1000'),
        quote: d('1000'),
        bestBid: null,
        bestAsk: null,
        moneyBlock: null,
      },
      (order) => {
        sent.push(order);
        return new Promise((resolve) => {
          release = () => resolve(sampleOrder());
        });
      },
    );
    form.setPrice('0.05');
    form.setQuantity('100');
    const first = form.submit();
    expect(form.placing).toBe(true);
    expect(form.canSubmit).toBe(false);
    expect(await form.submit()).toBeNull();
    release();
    await first;
    expect(sent).toHaveLength(1);
  });
});
