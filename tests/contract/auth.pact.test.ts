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
import { LOGIN_MESSAGE } from '../../src/mock/auth/auth.handlers';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import {
  appErrorOf,
  contractKit,
  failure,
  JSON_HEADERS,
  newPact,
  requestHeaders,
  settled,
  success,
} from './support/pact-kit';

const { boolean, string } = MatchersV3;

const pact = newPact();
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
    await pact
      .addInteraction()
      .given('no user is logged in')
      .uponReceiving('auth.loginMessage: a request for the message to sign')
      .withRequest('GET', authLoginMessage.path, (b) => b.headers(requestHeaders(authLoginMessage)))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(success(string(LOGIN_MESSAGE))))
      .executeTest(
        settled(async (server) => {
          expect(await api(server.url).loginMessage()).toBe(LOGIN_MESSAGE);
        }),
      );
  });

  it('auth.login answers a token for a valid signature', async () => {
    await pact
      .addInteraction()
      .given('a user is logged in')
      .uponReceiving('auth.login: the welcome message signed by the wallet of a registered user')
      .withRequest('POST', authLogin.path, (b) =>
        b.headers(requestHeaders(authLogin)).jsonBody(loginBody(goodLogin)),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(success({ token: string(TOKEN) })))
      .executeTest(
        settled(async (server) => {
          expect(await api(server.url).login(goodLogin)).toEqual({ token: TOKEN });
        }),
      );
  });

  it('auth.login answers code 4001 for a signature of another wallet', async () => {
    await pact
      .addInteraction()
      .given('a user is logged in')
      .uponReceiving('auth.login: a signature that does not match the address')
      .withRequest('POST', authLogin.path, (b) =>
        b.headers(requestHeaders(authLogin)).jsonBody(loginBody(badLogin)),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(failure(SIGNATURE_INVALID_CODE, 'signature invalid')),
      )
      .executeTest(
        settled(async (server) => {
          const error = await appErrorOf(api(server.url).login(badLogin));
          expect(error.kind).toBe('signature-invalid');
          expect(error.detail).toMatchObject({
            code: SIGNATURE_INVALID_CODE,
            serverMessage: 'signature invalid',
            operation: 'auth.login',
          });
        }),
      );
  });

  it('auth.isRegister answers true for a registered address', async () => {
    await pact
      .addInteraction()
      .given('a user is logged in')
      .uponReceiving('auth.isRegister: the address of a registered user')
      .withRequest('POST', authIsRegister.path, (b) =>
        b.headers(requestHeaders(authIsRegister)).jsonBody({ address: userWallet.address }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(success({ is_register: boolean(true) })))
      .executeTest(
        settled(async (server) => {
          expect(await api(server.url).isRegistered(userWallet.address)).toBe(true);
        }),
      );
  });

  it('auth.isRegister answers false for an unknown address', async () => {
    await pact
      .addInteraction()
      .given('no user is logged in')
      .uponReceiving('auth.isRegister: an address nobody has registered')
      .withRequest('POST', authIsRegister.path, (b) =>
        b.headers(requestHeaders(authIsRegister)).jsonBody({ address: NEW_ADDRESS }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(success({ is_register: false })))
      .executeTest(
        settled(async (server) => {
          expect(await api(server.url).isRegistered(NEW_ADDRESS)).toBe(false);
        }),
      );
  });
});
