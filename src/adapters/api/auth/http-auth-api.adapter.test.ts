import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { AppError } from '../../../domain/shared/app-error';
import { INVITE_CODE_UNKNOWN_CODE, SIGNATURE_INVALID_CODE } from '../catalogue/auth.schema';
import { HttpAuthApi } from './http-auth-api.adapter';

const address = '0x1234567890abcdef1234567890abcdef12345678';
const request = { address, message: 'Welcome to NADI', signature: '0xabcdef', inviteCode: 'INV42' };

const setup = () => {
  const kit = makeHttpKit();
  return { kit, api: new HttpAuthApi(kit.client) };
};

describe('HttpAuthApi', () => {
  it('answers the login message', async () => {
    const { kit, api } = setup();
    kit.fetch.answer('Welcome to NADI');
    expect(await api.loginMessage()).toBe('Welcome to NADI');
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/auth/loginMessage');
  });

  it('logs in with the wire names of the payload and answers the token', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ token: 'jwt-1' });
    expect(await api.login(request)).toEqual({ token: 'jwt-1' });
    expect(kit.fetch.last.body).toEqual({
      address,
      message: 'Welcome to NADI',
      sign_message: '0xabcdef',
      code: 'INV42',
    });
  });

  it('turns the signature-invalid answer code into signature-invalid', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(null, SIGNATURE_INVALID_CODE, 'bad signature');
    const error = await api.login(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('signature-invalid');
    expect((error as AppError).detail.serverMessage).toBe('bad signature');
  });

  it("turns the unknown invite code's answer into invite-code-unknown, without the server's raw words", async () => {
    const { kit, api } = setup();
    kit.fetch.answer(null, INVITE_CODE_UNKNOWN_CODE, 'invite code not found');
    const error = await api.login(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invite-code-unknown', detail: { code: INVITE_CODE_UNKNOWN_CODE } });
  });

  it('passes other failures on unchanged', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(null, 5000, 'busy').raw(403, '');
    expect(await api.login(request).catch((e: AppError) => e.kind)).toBe('server-exception');
    expect(await api.login(request).catch((e: AppError) => e.kind)).toBe('forbidden');
  });

  it('asks whether an address is registered', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ is_register: true }).answer({ is_register: false });
    expect(await api.isRegistered(address)).toBe(true);
    expect(kit.fetch.last.body).toEqual({ address });
    expect(await api.isRegistered(address)).toBe(false);
  });
});
