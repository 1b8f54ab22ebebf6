import { describe, expect, it } from 'vitest';
import { PlainEnvelope } from '../adapters/api/plain-envelope.adapter';
import { WebCryptoEnvelope } from '../adapters/crypto/webcrypto-envelope.adapter';
import type { WebSocketFactory } from '../adapters/socket/socket-runtime';
import { MemoryStorage } from '../adapters/storage/storage-areas';
import { AuthApi } from '../application/auth/auth-api.port';
import { LoginWithWalletUseCase } from '../application/auth/login-with-wallet.use-case';
import { SessionStore } from '../application/auth/session.store';
import { PaymentApi } from '../application/payment/payment-api.port';
import { PaymentEngine } from '../application/payment/payment-engine';
import { CurrentLanguage } from '../application/shared/current-language.port';
import { FeatureLoader } from '../application/shared/feature-loader.port';
import { LocaleStore } from '../application/shared/locale.store';
import { RequestEnvelope } from '../application/shared/request-envelope.port';
import { AppStorage } from '../application/shared/storage.port';
import { MarketSocket } from '../application/trade/market-socket.port';
import { TradeApi } from '../application/trade/trade-api.port';
import { WalletRegistry } from '../application/wallet/wallet.port';
import { AppVm } from '../ui/app/app.vm';
import { ShellVm } from '../ui/app/shell.vm';
import { LoginVm } from '../ui/screens/auth/login.vm';
import { parseConfig } from './config';
import { buildContainer } from './container';

const platform = () => ({
  storageAreas: { local: new MemoryStorage(), session: new MemoryStorage() },
  fetch: (async () => new Response('{}')) as typeof fetch,
  webSocket: (() => {
    throw new Error('no socket in this test');
  }) as WebSocketFactory,
});

describe('buildContainer', () => {
  it('resolves the whole graph of the demo profile, features included once loaded', async () => {
    const container = buildContainer(parseConfig({}), platform());
    expect(container.isBound(PaymentApi)).toBe(false);
    const features = container.get<FeatureLoader>(FeatureLoader);
    await Promise.all([
      features.load('node'),
      features.load('payment'),
      features.load('trade'),
      features.load('login'),
    ]);
    await features.load('payment');
    expect(container.isBound(PaymentApi)).toBe(true);
    const resolved = [
      container.get(AuthApi),
      container.get(AppStorage),
      container.get(WalletRegistry),
      container.get(CurrentLanguage),
      container.get(LoginWithWalletUseCase),
      container.get(AppVm),
      container.get(ShellVm),
      container.get(LoginVm),
      container.get(PaymentEngine),
      container.get(MarketSocket),
      container.get(TradeApi),
    ];
    for (const value of resolved) expect(value).toBeDefined();
  });

  it('shares stores and adapters, and gives every screen its own view-model', () => {
    const container = buildContainer(parseConfig({}), platform());
    expect(container.get(SessionStore)).toBe(container.get(SessionStore));
    expect(container.get(CurrentLanguage)).toBe(container.get(LocaleStore));
    expect(container.get(ShellVm)).not.toBe(container.get(ShellVm));
    expect(container.get(ShellVm).session).toBe(container.get(SessionStore));
  });

  it.each([
    [{}, PlainEnvelope],
    [{ PUBLIC_API_ENVELOPE: 'on' }, WebCryptoEnvelope],
  ])('picks the request envelope from the configuration %j', (env, type) => {
    expect(buildContainer(parseConfig(env), platform()).get(RequestEnvelope)).toBeInstanceOf(type);
  });
});
