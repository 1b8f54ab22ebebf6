import { describe, expect, it } from 'vitest';
import { FakeUserApi, sampleMembers, sampleUser } from '../../../../tests/fakes/fake-user-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../../tests/fakes/test-config';
import { LoadUserUseCase } from '../../../application/auth/load-user.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { AuthSignals } from '../../../application/shared/auth-signals';
import { LocaleStore } from '../../../application/shared/locale.store';
import { AppError } from '../../../domain/shared/app-error';
import { TeamVm } from './team.vm';

function setup() {
  const storage = new InMemoryStorage();
  storage.token = 'token';
  const session = new SessionStore(storage, new AuthSignals());
  session.setUser(sampleUser());
  const users = new FakeUserApi();
  const locales = new LocaleStore(storage, testAppConfig());
  const vm = new TeamVm(users, session, new LoadUserUseCase(users, session), locales);
  return { vm, users, session, locales };
}

describe('TeamVm', () => {
  it('shows the session user and loads the first page of referrals once', async () => {
    const t = setup();
    t.vm.attach();
    t.vm.attach();
    await t.vm.referrals.ensure();
    expect(t.vm.user?.code).toBe('ABC123');
    expect(t.vm.referrals.items.map((m) => m.name)).toEqual(['Member 1', 'Member 2', 'Member 3']);
    expect(t.users.queries).toEqual([{ page: 1, pageSize: 10 }]);
    expect(t.vm.referrals.hasMore).toBe(false);
  });

  it('pages through a long list with load more', async () => {
    const t = setup();
    t.users.members = sampleMembers(23);
    t.vm.attach();
    await t.vm.referrals.ensure();
    expect(t.vm.referrals.items).toHaveLength(10);
    await t.vm.referrals.loadMore();
    await t.vm.referrals.loadMore();
    expect(t.vm.referrals.items).toHaveLength(23);
    expect(t.vm.referrals.hasMore).toBe(false);
    expect(t.users.queries.map((q) => q.page)).toEqual([1, 2, 3]);
  });

  it('is empty when there are no referrals', async () => {
    const t = setup();
    t.users.members = [];
    t.vm.attach();
    await t.vm.referrals.ensure();
    expect(t.vm.referrals.empty).toBe(true);
  });

  it('fails with a retry, and a failed refresh keeps what the list had', async () => {
    const t = setup();
    t.users.listError = new AppError('network');
    t.vm.attach();
    await t.vm.referrals.ensure();
    expect(t.vm.referrals.failedEmpty).toBe(true);

    t.users.listError = null;
    await t.vm.retryReferrals();
    expect(t.vm.referrals.items).toHaveLength(3);

    t.users.listError = new AppError('timeout');
    await t.vm.refresh();
    expect(t.vm.referrals.items).toHaveLength(3);
    expect(t.vm.referrals.error).toBeInstanceOf(AppError);
  });

  it('pull-to-refresh reloads the counts and performance too', async () => {
    const t = setup();
    t.users.user = sampleUser({ directCount: 4, teamCount: 12 });
    await t.vm.refresh();
    expect(t.vm.user?.directCount).toBe(4);
    expect(t.vm.user?.teamCount).toBe(12);
    expect(t.vm.userError).toBeNull();
  });

  it('keeps the user it had when reloading the user fails', async () => {
    const t = setup();
    t.users.infoError = new AppError('server-exception');
    await t.vm.refresh();
    expect(t.vm.userError).toBeInstanceOf(AppError);
    expect(t.vm.user?.name).toBe('Alice');
  });

  it('formats dates with the BCP 47 tag of the language', () => {
    const t = setup();
    t.locales.setLocale('pt');
    expect(t.vm.dateTag).toBe('pt-BR');
    t.locales.setLocale('vn');
    expect(t.vm.dateTag).toBe('vi');
  });
});
