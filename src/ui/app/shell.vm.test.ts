import { describe, expect, it, vi } from 'vitest';
import { FakeNoticeApi } from '../../../tests/fakes/fake-notice-api';
import { FakeUserApi } from '../../../tests/fakes/fake-user-api';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { LoadUserUseCase } from '../../application/auth/load-user.use-case';
import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { SessionStore } from '../../application/auth/session.store';
import { NoticeSummaryStore } from '../../application/notice/notice-summary.store';
import { AppUpdateStore } from '../../application/shared/app-update.store';
import { AuthSignals } from '../../application/shared/auth-signals';
import { ConnectivityStore } from '../../application/shared/connectivity.store';
import { ErrorLog } from '../../application/shared/error-log';
import { LocaleStore } from '../../application/shared/locale.store';
import { WalletSessionStore } from '../../application/wallet/wallet-session.store';
import { AppError } from '../../domain/shared/app-error';
import { MessageCatalogue } from '../intl/message-catalogue';
import type { ScreenModule } from './route-spec';
import { ShellVm } from './shell.vm';

function setup(token: string | null = 'kept') {
  const storage = new InMemoryStorage();
  storage.token = token;
  const signals = new AuthSignals();
  const session = new SessionStore(storage, signals);
  const users = new FakeUserApi();
  const loaded: string[] = [];
  const locales = new LocaleStore(storage, testAppConfig());
  const connectivity = new ConnectivityStore();
  const takeOvers: string[] = [];
  const payment = { running: false };
  const updates = new AppUpdateStore(
    { takeOver: () => void takeOvers.push('taken') },
    { inProgress: async () => payment.running },
    connectivity,
  );
  const parts: string[] = [];
  const catalogue = new MessageCatalogue(locales, async (locale, part) => {
    parts.push(`${locale}:${part}`);
    return { [`${part}.id`]: part };
  });
  const vm = new ShellVm(
    session,
    locales,
    new LoadUserUseCase(users, session),
    new LogoutUseCase(session, new WalletSessionStore()),
    { load: async (feature) => void loaded.push(feature) },
    new ErrorLog(),
    new NoticeSummaryStore(new FakeNoticeApi(), session),
    { now: () => Date.now() },
    connectivity,
    updates,
    catalogue,
  );
  return {
    storage,
    signals,
    session,
    users,
    vm,
    loaded,
    connectivity,
    updates,
    takeOvers,
    payment,
    parts,
    catalogue,
  };
}

describe('ShellVm', () => {
  it('loads the user once for the guard, however often it is asked', async () => {
    const t = setup();
    await Promise.all([t.vm.ensureUser(), t.vm.ensureUser(), t.vm.ensureUser()]);
    expect(t.users.calls).toBe(1);
    expect(t.session.user?.name).toBe('Alice');
    await t.vm.ensureUser();
    expect(t.users.calls).toBe(1);
  });

  it('reports a failed user load so that the guard sends the user to /, then tries again next time', async () => {
    const t = setup();
    t.users.infoError = new AppError('server-exception');
    await t.vm.ensureUser();
    expect(t.vm.userState).toBe('failed');
    t.vm.resetUserState();
    t.users.infoError = null;
    await t.vm.ensureUser();
    expect(t.vm.userState).toBe('idle');
    expect(t.session.user).not.toBeNull();
  });

  it('loads a feature through the loader', async () => {
    const t = setup();
    await t.vm.loadFeature('trade');
    expect(t.loaded).toEqual(['trade']);
  });

  it('prepares a lazy part: its features, and their message files unless the first part does', async () => {
    const t = setup();
    const screen = async (): Promise<ScreenModule> => ({ default: () => null });
    await t.vm.preparePart({ load: screen, messages: 'first' });
    expect(t.parts).toEqual([]);
    await t.vm.preparePart({ load: screen, features: ['trade', 'orders'] });
    expect(t.loaded).toEqual(['trade', 'orders']);
    expect(t.parts).toEqual(['zhTw:first', 'zhTw:enums', 'zhTw:orders', 'zhTw:shared', 'zhTw:trade']);
    expect(t.catalogue.messages).toMatchObject({
      'first.id': 'first',
      'trade.id': 'trade',
      'enums.id': 'enums',
    });
    expect(t.catalogue.messages).not.toHaveProperty('funds.id');
  });

  it('does nothing for a visitor', async () => {
    const t = setup(null);
    await t.vm.ensureUser();
    expect(t.users.calls).toBe(0);
    expect(t.vm.loggedIn).toBe(false);
  });

  it('opens one sheet at a time, stores a language choice and closes the sheet', () => {
    const t = setup();
    t.vm.open('menu');
    t.vm.open('language');
    expect(t.vm.sheet).toBe('language');
    t.vm.setLocale('ko');
    expect(t.vm.sheet).toBeNull();
    expect(t.vm.locale).toBe('ko');
    expect(t.storage.getLocal('lang')).toBe('ko');
  });

  it('logs out from the menu and passes on the 1.5 s expiry note', async () => {
    const t = setup();
    t.signals.unauthorized('login expired');
    expect(t.vm.session.expiry?.serverMessage).toBe('login expired');
    expect(t.vm.expiryDelayMs).toBe(1500);
    t.vm.acknowledgeExpiry();
    expect(t.vm.session.expiry).toBeNull();
    t.session.start('again', '0x1');
    t.vm.open('menu');
    await t.vm.logout();
    expect(t.vm.loggedIn).toBe(false);
    expect(t.vm.sheet).toBeNull();
  });

  it('returns to the screen the session expired on after the next login, once; a logout asked for does not', async () => {
    const t = setup();
    t.vm.navigated('/wallet');
    t.signals.unauthorized('login expired');
    t.vm.navigated('/');
    t.vm.acknowledgeExpiry();
    expect(t.vm.takeReturnPath()).toBeNull();
    t.session.start('again', '0x1');
    expect(t.vm.takeReturnPath()).toBe('/wallet');
    expect(t.vm.takeReturnPath()).toBeNull();
    t.vm.navigated('/orders');
    await t.vm.logout();
    t.session.start('third', '0x1');
    expect(t.vm.takeReturnPath()).toBeNull();
  });

  it('shows the offline note with the time of the kept answers of the screen on view', () => {
    const t = setup();
    t.vm.navigated('/wallet');
    t.connectivity.answered(null, 1_000);
    expect(t.vm.offline).toBe(false);
    t.connectivity.setOnline(false);
    expect(t.vm.offline).toBe(true);
    expect(t.vm.offlineAsOf).toBe(1_000);
    t.connectivity.answered(500, 2_000);
    expect(t.vm.offlineAsOf).toBe(500);
    t.vm.navigated('/index');
    expect(t.vm.offlineAsOf).toBe(1_000);
    const key = t.vm.refreshKey;
    t.connectivity.setOnline(true);
    expect(t.vm.offline).toBe(false);
    expect(t.vm.refreshKey).toBe(key + 1);
  });

  it('lets a waiting new version take over at a navigation, never while a payment is under way', async () => {
    const t = setup();
    t.vm.navigated('/index');
    await Promise.resolve();
    expect(t.takeOvers).toEqual([]);
    t.updates.setWaiting(true);
    t.payment.running = true;
    t.vm.navigated('/orders');
    await vi.waitFor(() => expect(t.updates.waiting).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.takeOvers).toEqual([]);
    t.payment.running = false;
    t.vm.navigated('/index');
    await vi.waitFor(() => expect(t.takeOvers).toEqual(['taken']));
    expect(t.updates.waiting).toBe(false);
  });
});
