import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { epochMs, evmAddress, isoDate, isRealIsoDate, LATEST_MS } from './endpoint';
import { configWire } from './home.schema';
import { tradeOrderWire } from './trade.schema';

describe('dates at the boundary', () => {
  it.each([
    '2026-11-23T19:00:00Z',
    '2026-02-28T23:59:59.999+08:00',
    '2024-02-29T00:00:00Z',
    '1970-01-01T00:00:00Z',
  ])('accepts the real date-time %s', (text) => {
    expect(isRealIsoDate(text)).toBe(true);
    expect(z.safeParse(isoDate, text).success).toBe(true);
  });

  it.each([
    '2026-13-45T00:00:00Z',
    '2026-02-30T00:00:00Z',
    '2025-02-29T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T12:60:00Z',
    '2100-01-01T00:00:00Z',
    '1969-12-31T23:59:59Z',
    '2026-01-01',
    'not a date',
  ])('refuses %s', (text) => {
    expect(isRealIsoDate(text)).toBe(false);
    expect(z.safeParse(isoDate, text).success).toBe(false);
  });

  it('bounds epoch milliseconds so that no screen meets a date toISOString cannot write', () => {
    expect(z.safeParse(epochMs, 1_763_924_400_000).success).toBe(true);
    expect(z.safeParse(epochMs, LATEST_MS).success).toBe(true);
    expect(z.safeParse(epochMs, 9e15).success).toBe(false);
    expect(z.safeParse(epochMs, -1).success).toBe(false);
    expect(z.safeParse(epochMs, 1.5).success).toBe(false);
  });

  it('refuses a trade order whose create_time is out of range', () => {
    const order = {
      order_id: '1',
      inst_id: 'NADI-USDT',
      side: 'buy',
      type: 'limit',
      status: 'new',
      price: '0.08',
      quantity: '10',
      amount: '0.8',
      filled: '0',
      filled_amount: '0',
      avg_price: null,
      fee: '0',
      fee_coin: 'NADI',
      create_time: 1_763_924_400_000,
      update_time: 1_763_924_400_000,
    };
    expect(z.safeParse(tradeOrderWire, order).success).toBe(true);
    expect(z.safeParse(tradeOrderWire, { ...order, create_time: 9e15 }).success).toBe(false);
  });
});

describe('addresses in common/config', () => {
  const chain = {
    key: 'BSC',
    chain_id: 56,
    name: 'BNB Smart Chain',
    rpc_url: 'https://bsc.invalid',
    explorer_url: 'https://bscscan.invalid',
    native_symbol: 'BNB',
    tokens: {},
    receiver: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    payment_contract: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  };
  const config = {
    chains: [chain],
    withdraw_min: '1',
    withdraw_confirmations: 3,
    customer_service_url: 'https://help.invalid',
  };

  it('takes 20-byte 0x addresses for the receiver and the payment contract', () => {
    expect(z.safeParse(evmAddress, chain.receiver).success).toBe(true);
    expect(z.safeParse(configWire, config).success).toBe(true);
  });

  it.each([['receiver'], ['payment_contract']])('refuses a %s that is not an address', (field) => {
    const bad = { ...config, chains: [{ ...chain, [field]: '0xdead' }] };
    expect(z.safeParse(configWire, bad).success).toBe(false);
  });
});
