import { MatchersV3 } from '@pact-foundation/pact';
import { Wallet } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpAuthApi } from '../../src/adapters/api/auth/http-auth-api.adapter';
import {
  authIsRegister,
  authLogin,
  authLoginMessage,
  SIGNATURE_INVALID_CODE,
} from '../../src/adapters/api/catalogue/auth.schema';
import type { LoginRequest } from '../../src/domain/auth/login';
import { ADDRESS_CHECKSUM_INVALID, LOGIN_MESSAGE } from '../../src/mock/auth/auth.handlers';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { appErrorOf, contractKit, failure, pactInteractions, success } from './support/pact-kit';

const { boolean, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpAuthApi(contractKit(url, null).client);

/**
 * The seeded user 10001 signs in with a real signature. ethers signs deterministically (RFC 6979), so
 * the body recorded here is the body the provider verification replays, and the provider checks it.
 */
const userWallet = new Wallet(SEED_PRIVATE_KEYS[10001] ?? '');
/** A wallet that is not the one claimed: its signature does not match the address. */
const otherWallet = new Wallet(SEED_PRIVATE_KEYS[10002] ?? '');
/** An address nobody has registered. */
const NEW_ADDRESS = '0x000000000000000000000000000000000000dEaD';
/** The registered address with the case of its letters swapped: not its EIP-55 checksum (a mistyped address). */
const MISTYPED_ADDRESS = `0x${userWallet.address
  .slice(2)
  .replace(/[a-fA-F]/g, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))}`;
const TOKEN = '8f2c1d9e4b7a60c3e5f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6';

let goodLogin: LoginRequest;
let badLogin: LoginRequest;

beforeAll(async () => {
  const signature = await userWallet.signMessage(LOGIN_MESSAGE);
  goodLogin = { address: userWallet.address, message: LOGIN_MESSAGE, signature, inviteCode: '' };
  badLogin = { ...goodLogin, signature: await otherWallet.signMessage(LOGIN_MESSAGE) };
});

const loginBody = (request: LoginRequest) => ({
  address: request.address,
  message: request.message,
  sign_message: request.signature,
  code: request.inviteCode,
});

describe('auth contract', () => {
  it('auth.loginMessage answers the message to sign', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: authLoginMessage,
        description: 'a request for the message to sign',
        answer: success(string(LOGIN_MESSAGE)),
      },
      async (server) => {
        expect(await api(server.url).loginMessage()).toBe(LOGIN_MESSAGE);
      },
    );
  });

  it('auth.login answers a token for a valid signature', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: authLogin,
        description: 'the welcome message signed by the wallet of a registered user',
        body: loginBody(goodLogin),
        answer: success({ token: string(TOKEN) }),
      },
      async (server) => {
        expect(await api(server.url).login(goodLogin)).toEqual({ token: TOKEN });
      },
    );
  });

  it('auth.login answers code 4001 for a signature of another wallet', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: authLogin,
        description: 'a signature that does not match the address',
        body: loginBody(badLogin),
        answer: failure(SIGNATURE_INVALID_CODE, 'signature invalid'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).login(badLogin));
        expect(error.kind).toBe('signature-invalid');
        expect(error.detail).toMatchObject({
          code: SIGNATURE_INVALID_CODE,
          serverMessage: 'signature invalid',
          operation: 'auth.login',
        });
      },
    );
  });

  it('auth.isRegister answers true for a registered address', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: authIsRegister,
        description: 'the address of a registered user',
        body: { address: userWallet.address },
        answer: success({ is_register: boolean(true) }),
      },
      async (server) => {
        expect(await api(server.url).isRegistered(userWallet.address)).toBe(true);
      },
    );
  });

  it('auth.isRegister answers false for an unknown address', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: authIsRegister,
        description: 'an address nobody has registered',
        body: { address: NEW_ADDRESS },
        answer: success({ is_register: false }),
      },
      async (server) => {
        expect(await api(server.url).isRegistered(NEW_ADDRESS)).toBe(false);
      },
    );
  });

  it('auth.isRegister with a wrong checksum answers HTTP 400 with the server message', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: authIsRegister,
        description: 'a mixed-case address whose case is not its EIP-55 checksum',
        body: { address: MISTYPED_ADDRESS },
        status: 400,
        answer: failure(400, ADDRESS_CHECKSUM_INVALID),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).isRegistered(MISTYPED_ADDRESS));
        expect(error.kind).toBe('bad-request');
        expect(error.detail).toMatchObject({
          status: 400,
          serverMessage: ADDRESS_CHECKSUM_INVALID,
          operation: 'auth.isRegister',
        });
      },
    );
  });
});
