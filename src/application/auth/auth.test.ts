import { describe, expect, it } from 'vitest';
import { FakeAuthApi } from '../../../tests/fakes/fake-auth-api';
import { FakeUserApi } from '../../../tests/fakes/fake-user-api';
import { FakeWallet, FakeWalletRegistry } from '../../../tests/fakes/fake-wallet';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { formatSiwe } from '../../domain/auth/siwe';
import { WELCOME_TEXT } from '../../domain/auth/welcome-text';
import { AppError } from '../../domain/shared/app-error';
import { AuthSignals } from '../shared/auth-signals';
import { WalletSessionStore } from '../wallet/wallet-session.store';
import { LoadUserUseCase } from './load-user.use-case';
import { type LoginStep, LoginWithWalletUseCase } from './login-with-wallet.use-case';
import { LogoutUseCase } from './logout.use-case';
import { SessionStore } from './session.store';

function setup() {
  const storage = new InMemoryStorage();
  const signals = new AuthSignals();
  const session = new SessionStore(storage, signals);
  const walletSession = new WalletSessionStore();
  const wallet = new FakeWallet();
  const auth = new FakeAuthApi();
  const users = new FakeUserApi();
  const loadUser = new LoadUserUseCase(users, session);
  const clock = { now: () => Date.UTC(2026, 10, 23, 12, 0, 0) };
  const login = new LoginWithWalletUseCase(
    new FakeWalletRegistry([wallet]),
    auth,
    session,
    walletSession,
    loadUser,
    testAppConfig(),
    clock,
  );
  const logout = new LogoutUseCase(session, walletSession);
  return { storage, signals, session, walletSession, wallet, auth, users, login, logout, clock };
}

describe('wallet login', () => {
  it('connects, signs the login message, logs in with the invite code and loads the user', async () => {
    const t = setup();
    const steps: LoginStep[] = [];
    const user = await t.login.execute({
      walletId: 'fake',
      inviteCode: ' ref42 ',
      onStep: (s) => steps.push(s),
    });

    expect(steps).toEqual(['connecting', 'fetching-message', 'signing', 'logging-in', 'loading-user']);
    expect(t.wallet.signed).toEqual([{ address: t.wallet.address, message: WELCOME_TEXT }]);
    expect(t.auth.logins).toEqual([
      {
        address: t.wallet.address,
        message: WELCOME_TEXT,
        signature: `0xsigned:${WELCOME_TEXT.length}`,
        inviteCode: 'ref42',
      },
    ]);
    expect(user?.name).toBe('Alice');
    expect(t.session.loggedIn).toBe(true);
    expect(t.storage.token).toBe('token-1');
    expect(t.storage.getLocal('walletAddress')).toBe(t.wallet.address);
    expect(t.storage.getLocal('inviteUrl')).toBe(user?.inviteLink);
    expect(t.storage.userInfo).toMatchObject({ name: 'Alice', balance: '1500.123456' });
    expect(t.walletSession.address).toBe(t.wallet.address);
    expect(t.walletSession.chainId).toBe(56);
  });

  it('uses the invite code of the invite link when none is typed', async () => {
    const t = setup();
    t.session.setInviteCode('LINK01');
    await t.login.execute({ walletId: 'fake' });
    expect(t.auth.logins[0]?.inviteCode).toBe('LINK01');
  });

  it('refuses a malformed invite code before touching the wallet', async () => {
    const t = setup();
    await expect(t.login.execute({ walletId: 'fake', inviteCode: 'no spaces!' })).rejects.toBeInstanceOf(
      AppError,
    );
    expect(t.wallet.signed).toHaveLength(0);
  });

  it.each([
    ['connect', new AppError('connection-rejected', { code: 4001 })],
    ['sign', new AppError('signature-cancelled', { code: 4001 })],
  ] as const)('keeps nothing when the wallet fails at %s', async (step, error) => {
    const t = setup();
    t.wallet.failWith[step] = error;
    await expect(t.login.execute({ walletId: 'fake' })).rejects.toBe(error);
    expect(t.session.loggedIn).toBe(false);
    expect(t.auth.logins).toHaveLength(0);
  });

  it('keeps nothing when the server rejects the signature', async () => {
    const t = setup();
    t.auth.loginError = new AppError('signature-invalid');
    await expect(t.login.execute({ walletId: 'fake' })).rejects.toMatchObject({ kind: 'signature-invalid' });
    expect(t.storage.token).toBeNull();
  });

  it('undoes the session when the user cannot be loaded', async () => {
    const t = setup();
    t.users.infoError = new AppError('server-exception', { code: 500 });
    await expect(t.login.execute({ walletId: 'fake' })).rejects.toMatchObject({ kind: 'server-exception' });
    expect(t.session.loggedIn).toBe(false);
    expect(t.walletSession.wallet).toBeNull();
    expect(t.wallet.listenerCount).toBe(0);
  });

  it('fails with wallet-not-installed for an unknown wallet', async () => {
    const t = setup();
    await expect(t.login.execute({ walletId: 'nope' })).rejects.toMatchObject({
      kind: 'wallet-not-installed',
    });
  });
});

describe('wallet login with Sign-In with Ethereum (EIP-4361)', () => {
  const siwe = (t: ReturnType<typeof setup>, change: Partial<Parameters<typeof formatSiwe>[0]> = {}) =>
    formatSiwe({
      domain: '127.0.0.1:3000',
      address: t.wallet.address,
      statement: 'Sign in to NADI.',
      uri: 'http://127.0.0.1:3000',
      chainId: t.wallet.chain,
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: new Date(t.clock.now()),
      expirationTime: new Date(t.clock.now() + 300_000),
      notBefore: null,
      ...change,
    });

  it('signs a message for this site, account and chain, and logs in with it', async () => {
    const t = setup();
    t.auth.message = siwe(t);
    await t.login.execute({ walletId: 'fake', inviteCode: 'ref42' });
    expect(t.wallet.signed).toEqual([{ address: t.wallet.address, message: t.auth.message }]);
    expect(t.session.loggedIn).toBe(true);
  });

  it.each([
    ['another site', { domain: 'nadi-login.example' }, 'other-site'],
    ['another account', { address: '0x2222222222222222222222222222222222222222' }, 'other-account'],
    ['another chain', { chainId: 1 }, 'other-chain'],
    ['an expired message', { expirationTime: new Date(Date.UTC(2026, 10, 23, 11, 0, 0)) }, 'expired'],
  ] as const)('refuses %s before the wallet is asked to sign', async (_name, change, problem) => {
    const t = setup();
    t.auth.message = siwe(t, change);
    const error = await t.login.execute({ walletId: 'fake', inviteCode: 'ref42' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'login-message-refused',
      detail: { operation: `auth.loginMessage.${problem}` },
    });
    expect(t.wallet.signed).toEqual([]);
    expect(t.auth.logins).toEqual([]);
    expect(t.session.loggedIn).toBe(false);
  });

  it.each([
    ['two URI lines', (m: string) => m.replace(/URI: .*/, '$&\nURI: https://evil.example')],
    ['an unknown line', (m: string) => `${m}\nSpender: 0x000000000000000000000000000000000000dEaD`],
    [
      'a statement on two lines',
      (m: string) => m.replace('Sign in to NADI.', 'Sign in to NADI.\nApprove USDT.'),
    ],
    ['fields out of order', (m: string) => m.replace(/(URI: .*)\n(Version: 1)/, '$2\n$1')],
    ['Version 2', (m: string) => m.replace('Version: 1', 'Version: 2')],
  ])('refuses a message with %s as not EIP-4361', async (_name, spoil) => {
    const t = setup();
    t.auth.message = spoil(siwe(t));
    const error = await t.login.execute({ walletId: 'fake', inviteCode: 'ref42' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'login-message-refused',
      detail: { operation: 'auth.loginMessage.malformed' },
    });
    expect(t.wallet.signed).toEqual([]);
  });

  it('refuses a message that stays valid for more than a day', async () => {
    const t = setup();
    t.auth.message = siwe(t, { expirationTime: new Date(t.clock.now() + 25 * 3_600_000) });
    const error = await t.login.execute({ walletId: 'fake', inviteCode: 'ref42' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ detail: { operation: 'auth.loginMessage.expiry-window' } });
    expect(t.wallet.signed).toEqual([]);
  });

  it('refuses a message that claims to be EIP-4361 but does not parse', async () => {
    const t = setup();
    t.auth.message = `${siwe(t).split('Nonce:')[0]}`;
    const error = await t.login.execute({ walletId: 'fake', inviteCode: 'ref42' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'login-message-refused' });
    expect(t.wallet.signed).toEqual([]);
  });
});

describe('wallet login: only a login text the app can check is signed (issue 23, item 3)', () => {
  const siwe = (t: ReturnType<typeof setup>, change: Partial<Parameters<typeof formatSiwe>[0]> = {}) =>
    formatSiwe({
      domain: '127.0.0.1:3000',
      address: t.wallet.address,
      statement: 'Sign in to NADI.',
      uri: 'http://127.0.0.1:3000',
      chainId: t.wallet.chain,
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: new Date(t.clock.now()),
      expirationTime: new Date(t.clock.now() + 300_000),
      notBefore: null,
      ...change,
    });
  const refusal = async (message: string) => {
    const t = setup();
    t.auth.message = message;
    const error = await t.login.execute({ walletId: 'fake', inviteCode: 'ref42' }).catch((e: unknown) => e);
    expect(t.wallet.signed).toEqual([]);
    expect(t.auth.logins).toEqual([]);
    return error;
  };
  const refused = (problem: string) => ({
    kind: 'login-message-refused',
    detail: { operation: `auth.loginMessage.${problem}` },
  });

  it.each([
    ['any other text', 'Please sign: transfer all my tokens'],
    ['the welcome text with a trailing space', `${WELCOME_TEXT} `],
    ['the welcome text in CR LF lines', WELCOME_TEXT.replace('! ', '!\r\n')],
    ['an empty text', ''],
  ])('refuses %s', async (_name, message) => {
    expect(await refusal(message)).toMatchObject(refused('malformed'));
  });

  it('refuses a message whose EIP-4361 header has a leading space, or CR LF line ends that hide another site', async () => {
    const t = setup();
    expect(await refusal(` ${siwe(t)}`)).toMatchObject(refused('malformed'));
    const crlf = siwe(t, { domain: 'evil.example' }).replaceAll('\n', '\r\n');
    expect(await refusal(crlf)).toMatchObject(refused('other-site'));
  });

  it('reads a message with CR LF line ends like one with LF, and signs it as the server sent it', async () => {
    const t = setup();
    t.auth.message = siwe(t).replaceAll('\n', '\r\n');
    await t.login.execute({ walletId: 'fake', inviteCode: 'ref42' });
    expect(t.wallet.signed).toEqual([{ address: t.wallet.address, message: t.auth.message }]);
  });

  it.each([
    ['no expiration time', { expirationTime: null }, 'no-expiry'],
    ['issued an hour ago', { issuedAt: new Date(Date.UTC(2026, 10, 23, 11, 0, 0)) }, 'issued-at'],
    ['issued in the future', { issuedAt: new Date(Date.UTC(2026, 10, 23, 12, 5, 0)) }, 'issued-at'],
    ['a URI on another origin', { uri: 'https://evil.example/login' }, 'other-uri'],
    ['a URI on another scheme of the same host', { uri: 'https://127.0.0.1:3000' }, 'other-uri'],
  ] as const)('refuses a message with %s', async (_name, change, problem) => {
    const t = setup();
    expect(await refusal(siwe(t, change))).toMatchObject(refused(problem));
  });
});

describe('wallet login with the invite-code dialog', () => {
  const ask = (answer: string | null) => {
    const asked: string[] = [];
    const askInviteCode = async (suggested: string) => {
      asked.push(suggested);
      return answer;
    };
    return { asked, askInviteCode };
  };

  it("asks a new address for its invite code, suggesting the invite link's, and registers with the answer", async () => {
    const t = setup();
    t.session.setInviteCode('LINK01');
    const dialog = ask('TYPED2');
    const steps: LoginStep[] = [];
    const user = await t.login.execute({
      walletId: 'fake',
      askInviteCode: dialog.askInviteCode,
      onStep: (step) => steps.push(step),
    });
    expect(t.auth.registeredChecks).toEqual([t.wallet.address]);
    expect(dialog.asked).toEqual(['LINK01']);
    expect(t.auth.logins[0]?.inviteCode).toBe('TYPED2');
    expect(steps).toEqual(['connecting', 'fetching-message', 'signing', 'logging-in', 'loading-user']);
    expect(user?.name).toBe('Alice');
  });

  it('lets a new address register without a code', async () => {
    const t = setup();
    const dialog = ask('');
    await t.login.execute({ walletId: 'fake', askInviteCode: dialog.askInviteCode });
    expect(dialog.asked).toEqual(['']);
    expect(t.auth.logins[0]?.inviteCode).toBe('');
    expect(t.session.loggedIn).toBe(true);
  });

  it('does not ask an address that already has an account', async () => {
    const t = setup();
    t.auth.registered.add(t.wallet.address.toLowerCase());
    const dialog = ask('NEVER1');
    await t.login.execute({ walletId: 'fake', askInviteCode: dialog.askInviteCode });
    expect(dialog.asked).toEqual([]);
    expect(t.session.loggedIn).toBe(true);
  });

  it('keeps nothing and asks for no signature when the user backs out of the dialog', async () => {
    const t = setup();
    const steps: LoginStep[] = [];
    const result = await t.login.execute({
      walletId: 'fake',
      askInviteCode: ask(null).askInviteCode,
      onStep: (step) => steps.push(step),
    });
    expect(result).toBeNull();
    expect(steps).toEqual(['connecting']);
    expect(t.wallet.signed).toHaveLength(0);
    expect(t.session.loggedIn).toBe(false);
    expect(t.walletSession.wallet).toBeNull();
  });

  it('refuses a malformed answer before the signature', async () => {
    const t = setup();
    await expect(
      t.login.execute({ walletId: 'fake', askInviteCode: ask('no spaces!').askInviteCode }),
    ).rejects.toMatchObject({ kind: 'bad-request' });
    expect(t.wallet.signed).toHaveLength(0);
    expect(t.session.loggedIn).toBe(false);
  });

  it('keeps nothing when the registration check fails', async () => {
    const t = setup();
    t.auth.isRegisteredError = new AppError('network');
    const dialog = ask('LINK01');
    await expect(t.login.execute({ walletId: 'fake', askInviteCode: dialog.askInviteCode })).rejects.toBe(
      t.auth.isRegisteredError,
    );
    expect(dialog.asked).toEqual([]);
    expect(t.session.loggedIn).toBe(false);
  });

  it('asks again, keeping the code, when the server knows no one by it, then signs anew and registers', async () => {
    const t = setup();
    t.auth.loginError = new AppError('invite-code-unknown', { code: 1001 });
    const asked: [string, string | undefined][] = [];
    const answers = ['NOSUCH1', 'GOOD22'];
    const askInviteCode = async (suggested: string, refused?: 'unknown') => {
      asked.push([suggested, refused]);
      // The second answer is a code the server knows.
      if (refused) t.auth.loginError = null;
      return answers.shift() ?? null;
    };
    const user = await t.login.execute({ walletId: 'fake', askInviteCode });
    expect(asked).toEqual([
      ['', undefined],
      ['NOSUCH1', 'unknown'],
    ]);
    expect(t.wallet.signed).toHaveLength(2);
    expect(t.auth.logins.map((login) => login.inviteCode)).toEqual(['GOOD22']);
    expect(user?.name).toBe('Alice');
  });

  it('keeps nothing when the person backs out after a refused invite code', async () => {
    const t = setup();
    t.auth.loginError = new AppError('invite-code-unknown', { code: 1001 });
    const answers = ['NOSUCH1', null];
    const result = await t.login.execute({
      walletId: 'fake',
      askInviteCode: async () => answers.shift() ?? null,
    });
    expect(result).toBeNull();
    expect(t.storage.token).toBeNull();
    expect(t.walletSession.wallet).toBeNull();
  });

  it('keeps nothing when the server refuses the invite code', async () => {
    const t = setup();
    t.auth.loginError = new AppError('server-exception', {
      code: 1001,
      serverMessage: 'invite code not found',
    });
    await expect(
      t.login.execute({ walletId: 'fake', askInviteCode: ask('NOSUCH1').askInviteCode }),
    ).rejects.toMatchObject({ kind: 'server-exception' });
    expect(t.storage.token).toBeNull();
    expect(t.walletSession.wallet).toBeNull();
    expect(t.wallet.listenerCount).toBe(0);
  });
});

describe('logout', () => {
  it('clears token, user info, wallet address and invite URL and forgets the wallet', async () => {
    const t = setup();
    await t.login.execute({ walletId: 'fake' });
    await t.logout.execute();
    expect(t.storage.token).toBeNull();
    expect(t.storage.getLocal('walletAddress')).toBeNull();
    expect(t.storage.getLocal('inviteUrl')).toBeNull();
    expect(t.storage.userInfo).toBeNull();
    expect(t.session.user).toBeNull();
    expect(t.walletSession.wallet).toBeNull();
    expect(t.wallet.disconnected).toBe(1);
  });

  it('clears the orders in progress of this tab, and keeps the records of payments that may have moved money', async () => {
    const t = setup();
    await t.login.execute({ walletId: 'fake' });
    const records = JSON.stringify({ v: 2, records: [{ orderId: 7 }] });
    t.storage.setLocal('paymentRecords', records);
    t.storage.setSession('tempOrder', { id: 7 });
    t.storage.setSession('shopOrder', { id: 8 });
    t.storage.setSession('pledgeDetail', { id: 9 });
    await t.logout.execute();
    for (const key of ['tempOrder', 'shopOrder', 'pledgeDetail'] as const)
      expect(t.storage.getSession(key)).toBeNull();
    // Money in flight outlives the session: the next login follows it instead of paying again.
    expect(t.storage.getLocal('paymentRecords')).toBe(records);
  });

  it.each([
    [
      'the account changes',
      { type: 'accountsChanged', accounts: ['0x2222222222222222222222222222222222222222'] },
    ],
    ['the wallet disconnects', { type: 'disconnect' }],
    ['the wallet has no account left', { type: 'accountsChanged', accounts: [] }],
  ] as const)('happens by itself when %s', async (_, event) => {
    const t = setup();
    await t.login.execute({ walletId: 'fake' });
    t.wallet.emit(event);
    await Promise.resolve();
    expect(t.session.loggedIn).toBe(false);
  });

  it('does not happen when the same account is reported again or the chain changes', async () => {
    const t = setup();
    await t.login.execute({ walletId: 'fake' });
    t.wallet.emit({
      type: 'accountsChanged',
      accounts: [t.wallet.address.toUpperCase().replace('0X', '0x')],
    });
    t.wallet.emit({ type: 'chainChanged', chainId: 97 });
    expect(t.session.loggedIn).toBe(true);
    expect(t.walletSession.chainId).toBe(97);
  });
});

describe('session expiry', () => {
  it('logs out once with the server message when several calls fail with 401 together', async () => {
    const t = setup();
    await t.login.execute({ walletId: 'fake' });
    t.signals.unauthorized('login expired');
    t.signals.unauthorized('second');
    t.signals.unauthorized('third');
    expect(t.session.loggedIn).toBe(false);
    expect(t.session.expiry).toEqual({ serverMessage: 'login expired' });
    t.session.acknowledgeExpiry();
    expect(t.session.expiry).toBeNull();
  });

  it('starts from a stored token and reports that the user must be loaded', () => {
    const storage = new InMemoryStorage();
    storage.token = 'kept';
    const session = new SessionStore(storage, new AuthSignals());
    expect(session.loggedIn).toBe(true);
    expect(session.needsUser).toBe(true);
  });
});
