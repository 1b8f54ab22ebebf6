import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { chooseDeliveryAddress } from './delivery-choice';
import {
  autoConfirmCountdown,
  type MallOrder,
  mallOrderActions,
  mallOrderState,
  newestFirst,
} from './mall-order';
import {
  checkQuantity,
  clampQuantity,
  MAX_QUANTITY,
  orderTotal,
  parseIdParam,
  validateMallOrder,
} from './mall-purchase';

const T0 = Date.UTC(2026, 0, 1);
const order = (fields: Partial<MallOrder> = {}): MallOrder => ({
  id: 1,
  orderNo: 'NO1',
  goodsId: 1,
  goodsName: 'Tab',
  goodsImage: '',
  num: 1,
  price: new Decimal(299),
  totalPrice: new Decimal(299),
  payStatus: 'paid',
  shipping: 'toShip',
  expressCompany: '',
  expressNo: '',
  createdAt: new Date(T0),
  expiresAt: new Date(T0 + 900_000),
  shippedAt: null,
  confirmedAt: null,
  autoConfirmAt: null,
  ...fields,
});
const at = (ms: number) => new Date(T0 + ms);

describe('mall order state and actions', () => {
  it.each([
    ['toPay', 'toShip', 0, 'toPay', { pay: true, cancel: true, confirmReceipt: false }],
    ['toPay', 'toShip', 900_000, 'cancelled', { pay: false, cancel: false, confirmReceipt: false }],
    ['inProgress', 'unknown', 0, 'paying', { pay: false, cancel: false, confirmReceipt: false }],
    ['cancelled', 'unknown', 0, 'cancelled', { pay: false, cancel: false, confirmReceipt: false }],
    ['paid', 'toShip', 0, 'toShip', { pay: false, cancel: false, confirmReceipt: false }],
    ['completed', 'toReceive', 0, 'toReceive', { pay: false, cancel: false, confirmReceipt: true }],
    ['paid', 'completed', 0, 'completed', { pay: false, cancel: false, confirmReceipt: false }],
    ['unknown', 'toShip', 0, 'unknown', { pay: false, cancel: false, confirmReceipt: false }],
  ] as const)('paid %s, shipping %s at +%d ms → %s', (payStatus, shipping, now, state, actions) => {
    const shown = mallOrderState(order({ payStatus, shipping }), at(now));
    expect(shown).toBe(state);
    expect(mallOrderActions(shown)).toEqual(actions);
  });

  it('counts down to the auto-confirmation only while waiting to be received', () => {
    const shipped = order({ shipping: 'toReceive', autoConfirmAt: at(3_600_000) });
    expect(autoConfirmCountdown(shipped, at(0))).toMatchObject({ hours: 1, minutes: 0, done: false });
    expect(autoConfirmCountdown({ ...shipped, shipping: 'completed' }, at(0))).toBeNull();
    expect(autoConfirmCountdown({ ...shipped, autoConfirmAt: null }, at(0))).toBeNull();
  });

  it('orders courier events newest first', () => {
    const events = [1, 3, 2].map((n) => ({ time: at(n), status: 'inTransit' as const, location: `${n}` }));
    expect(newestFirst(events).map((e) => e.location)).toEqual(['3', '2', '1']);
  });
});

describe('mall purchase rules', () => {
  const goods = {
    id: 1,
    name: 'Tab',
    image: '',
    price: new Decimal('299.5'),
    power: new Decimal(1),
    stock: 3,
    sold: 0,
    needDelivery: true,
  };

  it.each([
    [1, 3, null],
    [3, 3, null],
    [4, 3, { kind: 'above-available', available: new Decimal(3) }],
    [0, 3, { kind: 'zero' }],
    [1.5, 3, { kind: 'not-an-integer' }],
    [1, 0, { kind: 'sold-out' }],
    [MAX_QUANTITY + 1, 1000, { kind: 'above-available', available: new Decimal(MAX_QUANTITY) }],
  ])('quantity %d of stock %d → %o', (quantity, stock, error) => {
    expect(checkQuantity(quantity, stock)).toEqual(error);
  });

  it('clamps a quantity into 1..stock and totals exactly', () => {
    expect(clampQuantity(9, 3)).toBe(3);
    expect(clampQuantity(-2, 3)).toBe(1);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(orderTotal(new Decimal('0.1'), 3).toFixed()).toBe('0.3');
    expect(orderTotal(goods.price, 2).toFixed()).toBe('599');
  });

  it('wants an address for shipped goods and drops it for others', () => {
    expect(validateMallOrder({ goods, quantity: 2, addressId: null })).toEqual({
      ok: false,
      error: { kind: 'address-required' },
    });
    expect(validateMallOrder({ goods, quantity: 2, addressId: 5 })).toEqual({
      ok: true,
      value: { goodsId: 1, num: 2, addressId: 5 },
    });
    expect(
      validateMallOrder({ goods: { ...goods, needDelivery: false }, quantity: 1, addressId: 5 }),
    ).toEqual({
      ok: true,
      value: { goodsId: 1, num: 1, addressId: null },
    });
    expect(validateMallOrder({ goods, quantity: 9, addressId: 5 }).ok).toBe(false);
  });

  it.each([
    ['7', 7],
    [' 12 ', 12],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['9999999999999999', null],
  ])('reads the id param %o as %o', (text, id) => {
    expect(parseIdParam(text)).toBe(id);
  });
});

describe('chooseDeliveryAddress', () => {
  const address = (id: number, isDefault = false) => ({
    id,
    name: `A${id}`,
    phone: '+66812345678',
    country: 'TH',
    area: '',
    detail: '',
    isDefault,
  });

  it('takes the default first, else the first, else none', () => {
    expect(chooseDeliveryAddress([address(1), address(2, true)], null)).toBe(2);
    expect(chooseDeliveryAddress([address(1), address(2)], null)).toBe(1);
    expect(chooseDeliveryAddress([], null)).toBeNull();
  });

  it('keeps the earlier choice while it exists, and takes one just added', () => {
    const book = [address(1, true), address(2)];
    expect(chooseDeliveryAddress(book, { addressId: 2, knownAddressIds: [1, 2] })).toBe(2);
    expect(chooseDeliveryAddress(book, { addressId: 9, knownAddressIds: [1, 2, 9] })).toBe(1);
    expect(chooseDeliveryAddress([...book, address(3)], { addressId: 1, knownAddressIds: [1, 2] })).toBe(3);
  });
});
