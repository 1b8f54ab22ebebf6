import { describe, expect, it } from 'vitest';
import { FakeWallet, FakeWalletRegistry } from '../../../tests/fakes/fake-wallet';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { ErrorLog } from '../shared/error-log';
import { SocketHealth } from '../shared/socket-health.store';
import { WalletSessionStore } from '../wallet/wallet-session.store';
import type { BrowserReport } from './browser-probe.port';
import { DiagnosticsUseCase, diagnosticsText } from './diagnostics.use-case';

const BROWSER: BrowserReport = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14) TokenPocket',
  injectedWallet: 'TokenPocket',
  providerFlags: ['isTokenPocket'],
  online: true,
  standalone: false,
};

const setup = () => {
  const wallet = new FakeWallet({ id: 'injected', name: 'TokenPocket', icon: '', kind: 'injected' });
  const walletSession = new WalletSessionStore();
  const socket = new SocketHealth();
  const errors = new ErrorLog(() => Date.UTC(2026, 10, 26, 8, 0, 0));
  const diagnostics = new DiagnosticsUseCase(
    { read: () => BROWSER },
    new FakeWalletRegistry([wallet]),
    walletSession,
    socket,
    errors,
    testAppConfig({ apiBase: 'https://api.example.com' }),
    { version: '1.4.0', builtAt: '2026-11-26T07:00:00.000Z' },
    { now: () => Date.UTC(2026, 10, 26, 9, 0, 0) },
  );
  return { wallet, walletSession, socket, errors, diagnostics };
};

describe('DiagnosticsUseCase', () => {
  it('reports the browser, the wallets, the attached wallet, the socket, the build and the last errors', async () => {
    const t = setup();
    t.walletSession.attach(t.wallet, '0x1111111111111111111111111111111111111111', 97);
    t.socket.setState('connected');
    t.socket.messageAt(Date.UTC(2026, 10, 26, 8, 59, 58));
    t.errors.record('script', new TypeError('x is undefined at 0xdeadbeefdeadbeef'));

    const report = await t.diagnostics.execute();
    expect(report).toMatchObject({
      browser: BROWSER,
      wallets: ['TokenPocket'],
      wallet: 'TokenPocket',
      chainId: 97,
      account: '0x1111111111111111111111111111111111111111',
      socket: { state: 'connected', lastMessageAt: Date.UTC(2026, 10, 26, 8, 59, 58) },
      apiBase: 'https://api.example.com',
      version: '1.4.0',
    });
    const text = diagnosticsText(report);
    expect(text).toContain('chain id: 97');
    expect(text).toContain('socket: connected; last message 2026-11-26T08:59:58.000Z');
    expect(text).toContain('provider flags: isTokenPocket');
    expect(text).toContain('errors (1):');
    expect(text).toContain('TypeError: x is undefined at 0x…');
    expect(text).not.toContain('deadbeef');
  });

  it('says what is missing before a login and before the socket opens', async () => {
    const text = diagnosticsText(await setup().diagnostics.execute());
    expect(text).toContain('wallet: not attached');
    expect(text).toContain('chain id: -');
    expect(text).toContain('socket: never opened; last message -');
    expect(text).toContain('errors (0):');
  });
});
