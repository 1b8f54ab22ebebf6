import Decimal from 'decimal.js';
import { InMemoryOrderLock } from '../../src/adapters/payment/in-memory-order-lock';
import type { OrderLock } from '../../src/application/payment/order-lock.port';
import { PaymentProgressStore } from '../../src/application/payment/payment.store';
import { PaymentEngine } from '../../src/application/payment/payment-engine';
import type { PaymentTiming } from '../../src/application/payment/payment-timing';
import type { AppConfig } from '../../src/application/shared/app-config';
import { WalletSessionStore } from '../../src/application/wallet/wallet-session.store';
import { type ConfirmedQuote, quoteFor } from '../../src/domain/payment/confirmed-quote';
import type { PaymentChoice } from '../../src/domain/payment/payment-method';
import { FakeChainGateway } from './fake-chain-gateway';
import { FakeHomeApi } from './fake-home-api';
import { CONTRACTS, FakePaymentApi } from './fake-payment-api';
import { FakeWallet, FakeWalletRegistry } from './fake-wallet';
import { InMemoryStorage } from './in-memory-storage';
import { pinsOf, testAppConfig } from './test-config';

export interface HarnessOptions {
  readonly api?: FakePaymentApi;
  readonly gateway?: FakeChainGateway;
  readonly storage?: InMemoryStorage;
  readonly lock?: OrderLock;
  readonly wallet?: FakeWallet;
  /** Whether the wallet is attached to the session (false: as after a reload). Default true. */
  readonly attached?: boolean;
  /** The app's configuration (its chain policy); default the tests' demo configuration, pinning the fakes' contracts. */
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
    options.config ?? testAppConfig({ chainPins: pinsOf(common.settingsAnswer.chains) }),
    lock,
    progress,
    timing,
  );
  /** Pays as the sheet does: with the figures the server quotes now, as the person saw them. */
  const pay = (orderId: number, choice: PaymentChoice) => {
    let quote: ConfirmedQuote | null = null;
    try {
      quote = quoteFor(api.optionsOf(orderId), choice);
    } catch {
      // An order the server does not know: the engine finds out at `pay/status`.
    }
    const none = { total: new Decimal(0), unit: api.unit, token: null, balancePart: new Decimal(0) };
    return engine.pay(orderId, choice, quote ?? none);
  };
  return {
    engine,
    pay,
    api,
    gateway,
    common,
    wallet,
    walletSession,
    registry,
    storage,
    lock,
    progress,
    timing,
  };
}
