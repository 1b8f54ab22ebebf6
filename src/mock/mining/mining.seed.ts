import { DESTROY_STATUS_CODES, POWER_LOG_CODES } from '../../domain/mining/mining-status';

/**
 * Mining's seeded history beyond what orders and devices make: the seeded users' gift and released power,
 * power log lines and destroy entries (their devices are in mining.state.ts).
 */

/** When the seeded devices on their way were shipped. */
export const SHIPPED_AT = '2025-06-01T00:00:00.000Z';

/** Gift and released power of the seeded users beyond what their orders make. */
export const SEED_POWER: Readonly<Record<number, { gift: string; released: string }>> = {
  10001: { gift: '300', released: '420.5' },
  10002: { gift: '50', released: '80' },
};

export interface LogLine {
  readonly id: number;
  readonly type: number;
  readonly amount: string;
  readonly time: string;
}

export const SEED_POWER_LOG: Readonly<Record<number, readonly LogLine[]>> = {
  10001: [
    { id: 1, type: POWER_LOG_CODES.buyMachine, amount: '100', time: '2025-03-01T08:00:00.000Z' },
    { id: 2, type: POWER_LOG_CODES.freezePower, amount: '-200', time: '2025-03-05T10:00:00.000Z' },
    { id: 3, type: POWER_LOG_CODES.unlockPower, amount: '200', time: '2025-04-05T10:00:00.000Z' },
    { id: 4, type: POWER_LOG_CODES.withdraw, amount: '-120.5', time: '2025-04-20T12:30:00.000Z' },
    { id: 5, type: POWER_LOG_CODES.buyNode, amount: '300', time: '2025-05-02T09:15:00.000Z' },
    { id: 6, type: POWER_LOG_CODES.withdraw, amount: '-300', time: '2025-06-11T16:45:00.000Z' },
  ],
};

export interface DestroyLine {
  readonly id: number;
  readonly price: string;
  readonly num: string;
  readonly usdt: string;
  readonly time: string;
  readonly status: number;
}

export const SEED_DESTROY: Readonly<Record<number, readonly DestroyLine[]>> = {
  10001: [
    {
      id: 1,
      price: '0.05',
      num: '4000',
      usdt: '200',
      time: '2025-02-10T08:00:00.000Z',
      status: DESTROY_STATUS_CODES.permanent,
    },
    {
      id: 2,
      price: '0.06',
      num: '5000',
      usdt: '300',
      time: '2025-03-12T08:00:00.000Z',
      status: DESTROY_STATUS_CODES.paused,
    },
    {
      id: 3,
      price: '0.075',
      num: '2000',
      usdt: '150',
      time: '2025-05-20T08:00:00.000Z',
      status: DESTROY_STATUS_CODES.unknown,
    },
    {
      id: 4,
      price: '0.08',
      num: '1250',
      usdt: '100',
      time: '2025-06-30T08:00:00.000Z',
      status: DESTROY_STATUS_CODES.trial,
    },
  ],
};
