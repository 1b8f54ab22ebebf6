import { InMemoryOrderLock } from '../../src/adapters/payment/in-memory-order-lock';
import type { OrderLock } from '../../src/application/payment/order-lock.port';
import { PaymentProgressStore } from '../../src/application/payment/payment.store';
import { PaymentEngine } from '../../src/application/payment/payment-engine';
import type { PaymentTiming } from '../../src/application/payment/payment-timing';
import type { AppConfig } from '../../src/application/shared/app-config';
import { WalletSessionStore } from '../../src/application/wallet/wallet-session.store';
import { FakeChainGateway } from './fake-chain-gateway';
import { FakeHomeApi } from './fake-home-api';
import { CONTRACTS, FakePaymentApi } from './fake-payment-api';
import { FakeWallet, FakeWalletRegistry } from './fake-wallet';
import { InMemoryStorage } from './in-memory-storage';
import { testAppConfig } from './test-config';

export interface HarnessOptions {
  readonly api?: FakePaymentApi;
  readonly gateway?: FakeChainGateway;
  readonly storage?: InMemoryStorage;
  readonly lock?: OrderLock;
  readonly wallet?: FakeWallet;
  /** Whether the wallet is attached to the session (false: as after a reload). Default true. */
  readonly attached?: boolean;
  /** The app's configuration (its chain policy); default the tests' demo configuration. */
  readonly config?: AppConfig;
}

/** A time that only moves when the engine sleeps. */
export class FakeTiming implements PaymentTiming {
  pollIntervalMs = 1_000;
  confirmationTimeoutMs = 10_000;
  time = 0;
  sleeps = 0;
  async sleep(ms: number): Promise<void> {
    this.sleeps += 1;
    this.time += ms;
  }
  now(): number {
    return this.time;
  }
}

/** A payment engine over fakes of every port it uses; pass shared fakes to build a second engine. */
export function paymentHarness(options: HarnessOptions = {}) {
  const api = options.api ?? new FakePaymentApi();
  const gateway = options.gateway ?? new FakeChainGateway();
  const common = new FakeHomeApi();
  // The chains' settings name the same contracts as the payment server's intents.
  const payTo = {
    receiver: CONTRACTS.receiver,
    paymentContract: CONTRACTS.payment,
    tokens: { USDT: CONTRACTS.usdt, NADI: CONTRACTS.nadi },
  };
  common.settingsAnswer = {
    ...common.settingsAnswer,
    chains: common.settingsAnswer.chains.map((chain) => ({ ...chain, ...payTo })),
  };
  const wallet = options.wallet ?? new FakeWallet();
  const walletSession = new WalletSessionStore();
  if (options.attached !== false) walletSession.attach(wallet, wallet.address, wallet.chain);
  const registry = new FakeWalletRegistry([wallet]);
  const storage = options.storage ?? new InMemoryStorage();
  storage.setLocal('walletAddress', wallet.address);
  const lock = options.lock ?? new InMemoryOrderLock();
  const progress = new PaymentProgressStore();
  const timing = new FakeTiming();
  const engine = new PaymentEngine(
    api,
    gateway,
    common,
    walletSession,
    registry,
    storage,
    options.config ?? testAppConfig(),
    lock,
    progress,
    timing,
  );
  return { engine, api, gateway, common, wallet, walletSession, registry, storage, lock, progress, timing };
}
