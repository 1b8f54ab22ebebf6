import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_INVALID_CODE } from '../../adapters/api/catalogue/auth.schema';
import { call, login, loginBody, makeBackend, seededWallet } from '../testing/test-kit';
import { INVITE_CODE_NOT_FOUND_CODE, LOGIN_MESSAGE } from './auth.handlers';

const LOGIN = '/api/v1/auth/login';
const newWallet = () => new Wallet('0x'.padEnd(66, '7'));

describe('auth handlers', () => {
  it('answers the fixed welcome message', async () => {
    const { backend } = makeBackend();
    const result = await call(backend, 'GET', '/api/v1/auth/loginMessage');
    expect(result.json).toEqual({ code: 200, msg: 'success', data: LOGIN_MESSAGE });
  });

  it('logs a seeded user in with a real signature, without registering again', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(backend.state.userCount).toBe(5);
    const info = await call(backend, 'GET', '/api/v1/user/info', { token });
    expect(info.json.data.code).toBe('NADI2025');
  });

  it('gives each login a new token; older tokens stay valid', async () => {
    const { backend } = makeBackend();
    const first = await login(backend, seededWallet(10002));
    const second = await login(backend, seededWallet(10002));
    expect(first).not.toBe(second);
    expect((await call(backend, 'GET', '/api/v1/user/info', { token: first })).status).toBe(200);
  });

  it('registers a new address with an invite code under its referrer', async () => {
    const { backend } = makeBackend();
    const wallet = newWallet();
    const token = await login(backend, wallet, 'chain999'); // codes are matched case-insensitively
    const info = (await call(backend, 'GET', '/api/v1/user/info', { token })).json.data;
    expect(info.wallet_address).toBe(wallet.address.toLowerCase());
    expect(info.code).toMatch(/^[A-Z0-9]{6,8}$/);
    expect(info.zhi_num).toBe(0);
    expect(info.balance).toBe('1000');
    expect(backend.state.userByAddress(wallet.address)?.referrerId).toBe(10005);
    // The whole line above gains a team member.
    const rootToken = await login(backend, seededWallet(10001));
    const root = (await call(backend, 'GET', '/api/v1/user/info', { token: rootToken })).json.data;
    expect(root.team_num).toBe(5);
    expect(root.zhi_num).toBe(2);
  });

  it('registers a new address with an empty invite code and no referrer', async () => {
    const { backend } = makeBackend();
    await login(backend, newWallet(), '  ');
    expect(backend.state.userCount).toBe(6);
    expect(backend.state.userByAddress(newWallet().address)?.referrerId).toBeNull();
  });

  it('refuses a new address whose invite code belongs to nobody', async () => {
    const { backend } = makeBackend();
    const result = await call(backend, 'POST', LOGIN, { body: await loginBody(newWallet(), 'NOPE1234') });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ code: INVITE_CODE_NOT_FOUND_CODE, msg: 'invite code not found' });
    expect(backend.state.userCount).toBe(5);
  });

  it('ignores the invite code of a known address', async () => {
    const { backend } = makeBackend();
    const result = await call(backend, 'POST', LOGIN, {
      body: await loginBody(seededWallet(10003), 'NOPE1234'),
    });
    expect(result.json.code).toBe(200);
  });

  it('answers 4001 for a signature by another wallet', async () => {
    const { backend } = makeBackend();
    const body = { ...(await loginBody(newWallet())), address: seededWallet(10001).address };
    const result = await call(backend, 'POST', LOGIN, { body });
    expect(result.json).toEqual({ code: SIGNATURE_INVALID_CODE, msg: 'signature invalid' });
  });

  it('answers 4001 for another message and for an unreadable signature', async () => {
    const { backend } = makeBackend();
    const wallet = seededWallet(10001);
    const otherMessage = {
      ...(await loginBody(wallet)),
      message: 'hello',
      sign_message: await wallet.signMessage('hello'),
    };
    expect((await call(backend, 'POST', LOGIN, { body: otherMessage })).json.code).toBe(
      SIGNATURE_INVALID_CODE,
    );
    const garbage = { ...(await loginBody(wallet)), sign_message: '0x1234' };
    expect((await call(backend, 'POST', LOGIN, { body: garbage })).json.code).toBe(SIGNATURE_INVALID_CODE);
  });

  it('says whether an address is registered', async () => {
    const { backend } = makeBackend();
    const known = await call(backend, 'POST', '/api/v1/auth/isRegister', {
      body: { address: seededWallet(10004).address },
    });
    expect(known.json.data).toEqual({ is_register: true });
    const unknown = await call(backend, 'POST', '/api/v1/auth/isRegister', {
      body: { address: newWallet().address },
    });
    expect(unknown.json.data).toEqual({ is_register: false });
  });
});
