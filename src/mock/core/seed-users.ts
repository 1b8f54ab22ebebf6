import type { MockUser } from './mock-state';

/**
 * The seeded users, the same on every start (no clock, no randomness); the features seed the rest of the
 * world with their slices (mock-world.ts). The wallets are the first five accounts of the well-known
 * development mnemonic "test test … junk" (Hardhat, Anvil), so end-to-end tests can sign in as them and a
 * local chain funds them; their keys are in testing/seed-keys.ts, which the app never imports.
 * Referral tree: 10001 ← {10002, 10003}, 10002 ← 10004, 10004 ← 10005.
 */
export const SEED_USERS: readonly MockUser[] = [
  {
    id: 10001,
    address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    code: 'NADI2025',
    name: 'Aiden Chen',
    referrerId: null,
    level: 5,
    createdAt: '2025-01-08T09:30:00.000Z',
    mePerformance: '12500',
    devicePerformance: '4200',
    power: '1850.75',
    balance: '15234.567891',
    destroyPool: '2500',
    flowPool: '860.125',
  },
  {
    id: 10002,
    address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    code: 'BLOCK777',
    name: 'Mei Lin',
    referrerId: 10001,
    level: 3,
    createdAt: '2025-02-14T12:00:00.000Z',
    mePerformance: '5200.5',
    devicePerformance: '1800',
    power: '620.5',
    balance: '3420.18',
    destroyPool: '800',
    flowPool: '120.5',
  },
  {
    id: 10003,
    address: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    code: 'MINER888',
    name: 'Kenji Sato',
    referrerId: 10001,
    level: 2,
    createdAt: '2025-03-02T06:45:00.000Z',
    mePerformance: '3100',
    devicePerformance: '1200',
    power: '410',
    balance: '980.42',
    destroyPool: '300',
    flowPool: '45',
  },
  {
    id: 10004,
    address: '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
    code: 'NODE5566',
    name: 'Siti Rahman',
    referrerId: 10002,
    level: 1,
    createdAt: '2025-04-20T15:10:00.000Z',
    mePerformance: '860',
    devicePerformance: '500',
    power: '120.25',
    balance: '310.07',
    destroyPool: '100',
    flowPool: '12.5',
  },
  {
    id: 10005,
    address: '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65',
    code: 'CHAIN999',
    name: 'Lucas Silva',
    referrerId: 10004,
    level: 0,
    createdAt: '2025-05-05T03:20:00.000Z',
    mePerformance: '150',
    devicePerformance: '0',
    power: '20',
    balance: '88.8',
    destroyPool: '0',
    flowPool: '0',
  },
];

/** The first id a registered user gets. */
export const FIRST_NEW_USER_ID = 10006;
