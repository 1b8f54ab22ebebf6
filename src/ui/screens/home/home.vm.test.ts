import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHomeApi, sampleMainInfo } from '../../../../tests/fakes/fake-home-api';
import { FakeNoticeApi } from '../../../../tests/fakes/fake-notice-api';
import { FakeUserApi, sampleUser } from '../../../../tests/fakes/fake-user-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../../tests/fakes/test-config';
import { settleFakeTimers } from '../../../../tests/support/settle';
import { LoadUserUseCase } from '../../../application/auth/load-user.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { NoticeSummaryStore } from '../../../application/notice/notice-summary.store';
import { AuthSignals } from '../../../application/shared/auth-signals';
import { LocaleStore } from '../../../application/shared/locale.store';
import { AppError } from '../../../domain/shared/app-error';
import { HomeVm } from './home.vm';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);

function setup({ token = null as string | null } = {}) {
  const storage = new InMemoryStorage();
  storage.token = token;
  const session = new SessionStore(storage, new AuthSignals());
  const users = new FakeUserApi();
  const common = new FakeHomeApi();
  const clock = { now: () => Date.now() };
  const notices = new FakeNoticeApi();
  const locales = new LocaleStore(storage, testAppConfig());
  const summary = new NoticeSummaryStore(notices, session);
  const vm = new HomeVm(common, session, new LoadUserUseCase(users, session), clock, summary, locales);
  return { vm, common, users, session, notices, locales };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HomeVm', () => {
  it('loads banners and home info once, and keeps them when attached again', async () => {
    const t = setup();
    t.vm.attach({ active: true });
    t.vm.attach({ active: true });
    await settleFakeTimers();
    expect(t.vm.banners.data).toHaveLength(3);
    expect(t.vm.quota).toEqual({ sold: 3127, total: 5000, ratio: 3127 / 5000 });
    t.vm.detach();
    t.vm.attach({ active: true });
    await settleFakeTimers();
    expect(t.common.bannerCalls).toBe(1);
    expect(t.common.mainInfoCalls).toBe(1);
    t.vm.detach();
  });

  it('counts down in days, hours, minutes and seconds, one second at a time', async () => {
    const t = setup();
    t.common.info = sampleMainInfo(START, ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 400);
    t.vm.attach({ active: true });
    await settleFakeTimers();
    // 400 ms into a second: a started second counts whole.
    expect(t.vm.countdown).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 6, done: false });
    await vi.advanceTimersByTimeAsync(400);
    expect(t.vm.countdown).toMatchObject({ seconds: 5 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.vm.countdown).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.vm.countdown).toMatchObject({ days: 2, hours: 3, minutes: 3, seconds: 59 });
    expect(vi.getTimerCount()).toBe(1);
    t.vm.detach();
  });

  it('counts down to the end the server gives: a later visit shows less time left, not a fresh start', async () => {
    const end = START + 12 * 86_400_000;
    const first = setup();
    first.common.info = sampleMainInfo(START, end - START);
    first.vm.attach({ active: true });
    await settleFakeTimers();
    expect(first.vm.countdown).toMatchObject({ days: 12, hours: 0, minutes: 0, seconds: 0 });
    first.vm.detach();
    // Two hours and a minute later, another visit: the server answers the same end.
    vi.setSystemTime(START + (2 * 60 + 1) * 60_000);
    const again = setup();
    again.common.info = sampleMainInfo(START, end - START);
    again.vm.attach({ active: true });
    await settleFakeTimers();
    expect(again.vm.countdown).toMatchObject({ days: 11, hours: 21, minutes: 59, seconds: 0 });
    again.vm.detach();
  });

  it('stops the one timer while the page is hidden and catches up when it returns', async () => {
    const t = setup();
    t.common.info = sampleMainInfo(START, 60_000);
    t.vm.attach({ active: true });
    await settleFakeTimers();
    expect(t.vm.ticking).toBe(true);

    t.vm.detach();
    t.vm.attach({ active: false });
    expect(t.vm.ticking).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.vm.countdown?.totalSeconds).toBe(60);

    t.vm.detach();
    t.vm.attach({ active: true });
    expect(t.vm.ticking).toBe(true);
    expect(t.vm.countdown?.totalSeconds).toBe(50);
    t.vm.detach();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says the sale has ended at zero and stops ticking', async () => {
    const t = setup();
    t.common.info = sampleMainInfo(START, 2500);
    t.vm.attach({ active: true });
    await settleFakeTimers();
    expect(t.vm.saleEnded).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.vm.countdown?.totalSeconds).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(t.vm.saleEnded).toBe(true);
    expect(t.vm.countdown).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(t.vm.ticking).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts with the sale ended when the end lies in the past, without a timer', async () => {
    const t = setup();
    t.common.info = sampleMainInfo(START, -5000);
    t.vm.attach({ active: true });
    await settleFakeTimers();
    expect(t.vm.saleEnded).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps each part apart: a failed home info leaves the banners, and retry recovers', async () => {
    const t = setup();
    t.common.mainInfoError = new AppError('network');
    t.vm.attach({ active: true });
    await settleFakeTimers();
    expect(t.vm.banners.data).toHaveLength(3);
    expect(t.vm.info.failedEmpty).toBe(true);
    expect(t.vm.countdown).toBeNull();
    expect(t.vm.ticking).toBe(false);

    t.common.mainInfoError = null;
    t.vm.retryInfo();
    await settleFakeTimers();
    expect(t.vm.info.failedEmpty).toBe(false);
    expect(t.vm.ticking).toBe(true);
    t.vm.detach();
  });

  it('retries failed banners on their own', async () => {
    const t = setup();
    t.common.bannersError = new AppError('server-exception');
    t.vm.attach({ active: true });
    await settleFakeTimers();
    expect(t.vm.banners.failedEmpty).toBe(true);
    t.common.bannersError = null;
    t.vm.retryBanners();
    await settleFakeTimers();
    expect(t.vm.banners.data).toHaveLength(3);
    t.vm.detach();
  });

  it('a zero total quota shows no progress rather than dividing by zero', async () => {
    const t = setup();
    t.common.info = sampleMainInfo(START, 1000, { nodeTotal: 0, nodeSold: 0 });
    t.vm.attach({ active: false });
    await settleFakeTimers();
    expect(t.vm.quota?.ratio).toBe(0);
  });

  it('loads the user behind a held token, and reports a failure with a retry', async () => {
    const t = setup({ token: 'stored-token' });
    t.users.infoError = new AppError('network');
    t.vm.attach({ active: false });
    expect(t.vm.userPending).toBe(true);
    await settleFakeTimers();
    expect(t.vm.userError).toBeInstanceOf(AppError);
    expect(t.vm.user).toBeNull();

    t.users.infoError = null;
    t.vm.retryUser();
    await settleFakeTimers();
    expect(t.vm.userError).toBeNull();
    expect(t.vm.user?.name).toBe('Alice');
  });

  it('pull-to-refresh reloads every part, the user too when logged in', async () => {
    const t = setup({ token: 'stored-token' });
    t.vm.attach({ active: false });
    await settleFakeTimers();
    t.users.user = sampleUser({ name: 'Alice B' });
    await t.vm.refresh();
    expect(t.common.bannerCalls).toBe(2);
    expect(t.common.mainInfoCalls).toBe(2);
    expect(t.vm.user?.name).toBe('Alice B');
  });

  it('reads the balances again when home is shown again, keeping the ones shown until they arrive', async () => {
    const t = setup({ token: 'stored-token' });
    t.vm.attach({ active: true });
    await settleFakeTimers();
    expect(t.users.calls).toBe(1);
    t.vm.attach({ active: true });
    await settleFakeTimers();
    expect(t.users.calls).toBe(1);

    t.vm.attach({ active: false });
    t.users.user = sampleUser({ name: 'Alice', balance: new Decimal('12.5') });
    t.vm.attach({ active: true });
    expect(t.vm.user?.balance.toString()).not.toBe('12.5');
    expect(t.vm.userPending).toBe(false);
    await settleFakeTimers();
    expect(t.users.calls).toBe(2);
    expect(t.vm.user?.balance.toString()).toBe('12.5');
  });

  it('a visitor is not asked for the user', async () => {
    const t = setup();
    t.vm.attach({ active: false });
    await t.vm.refresh();
    expect(t.users.calls).toBe(0);
    expect(t.vm.loggedIn).toBe(false);
  });
});
