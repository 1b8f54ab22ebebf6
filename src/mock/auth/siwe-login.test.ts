import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_INVALID_CODE } from '../../adapters/api/catalogue/auth.schema';
import { formatSiwe, parseSiwe, siweProblem } from '../../domain/auth/siwe';
import type { MockBackend } from '../core/mock-backend';
import { call, FIXED_NOW, makeBackend, must, seededWallet } from '../testing/test-kit';
import { LOGIN_MESSAGE } from './auth.handlers';

const LOGIN = '/api/v1/auth/login';
const PAGE = 'http://127.0.0.1:24173';

const messageFor = async (
  backend: MockBackend,
  query: string,
  headers: Record<string, string> = { origin: PAGE },
) => call(backend, 'GET', `/api/v1/auth/loginMessage${query}`, { headers });

const signedLogin = async (wallet: Wallet, message: string, code = '') => ({
  address: wallet.address,
  message,
  sign_message: await wallet.signMessage(message),
  code,
});

const post = (backend: MockBackend, body: unknown) => call(backend, 'POST', LOGIN, { body });

describe('auth.loginMessage with an address: Sign-In with Ethereum', () => {
  it('names the calling page, the address (EIP-55), the chain, a fresh nonce, now and 5 minutes', async () => {
    const { backend } = makeBackend();
    const wallet = seededWallet(10001);
    const { json } = await messageFor(backend, `?address=${wallet.address.toLowerCase()}&chain_id=1337`);
    expect(json.code).toBe(200);
    const message = must(parseSiwe(json.data));
    expect(message).toMatchObject({
      domain: '127.0.0.1:24173',
      address: wallet.address,
      uri: PAGE,
      version: '1',
      chainId: 1337,
      issuedAt: new Date(FIXED_NOW),
      expirationTime: new Date(FIXED_NOW + 5 * 60_000),
      notBefore: null,
    });
    expect(message.nonce).toMatch(/^[A-Za-z0-9]{16,}$/);
    // The app's own check (domain = the page's host) lets it be signed.
    expect(
      siweProblem(json.data, {
        domain: '127.0.0.1:24173',
        origin: PAGE,
        address: wallet.address,
        chainId: 1337,
        now: FIXED_NOW,
      }),
    ).toBeNull();

    const again = must(parseSiwe((await messageFor(backend, `?address=${wallet.address}`)).json.data));
    expect(again.nonce).not.toBe(message.nonce);
    expect(again.chainId).toBe(56);
  });

  it('names the configured origin when the call has no Origin (the in-page host)', async () => {
    const { backend } = makeBackend({ origin: 'https://demo.nadi.example' });
    const wallet = seededWallet(10002);
    const { json } = await messageFor(backend, `?address=${wallet.address}`, {});
    expect(must(parseSiwe(json.data))).toMatchObject({
      domain: 'demo.nadi.example',
      uri: 'https://demo.nadi.example',
    });
  });

  it('still answers the fixed welcome text without an address, and refuses a malformed one', async () => {
    const { backend } = makeBackend();
    expect((await messageFor(backend, '')).json.data).toBe(LOGIN_MESSAGE);
    expect((await messageFor(backend, '?chain_id=56')).json.data).toBe(LOGIN_MESSAGE);
    expect((await messageFor(backend, '?address=0x1234')).status).toBe(400);
    expect((await messageFor(backend, `?address=${seededWallet(10001).address}&chain_id=0`)).status).toBe(
      400,
    );
  });
});

describe('auth.login with a Sign-In with Ethereum message', () => {
  it('logs in once: the same message and signature again are refused with 4001', async () => {
    const { backend } = makeBackend();
    const wallet = seededWallet(10001);
    const message = (await messageFor(backend, `?address=${wallet.address}`)).json.data;
    const body = await signedLogin(wallet, message);
    const first = await post(backend, body);
    expect(first.json.code).toBe(200);
    expect(backend.state.userByToken(first.json.data.token)?.id).toBe(10001);
    expect((await post(backend, body)).json).toEqual({
      code: SIGNATURE_INVALID_CODE,
      msg: 'signature invalid',
    });
  });

  it('registers a new address with it', async () => {
    const { backend } = makeBackend();
    const wallet = new Wallet(`0x${'5'.repeat(64)}`);
    const message = (await messageFor(backend, `?address=${wallet.address}&chain_id=97`)).json.data;
    const result = await post(backend, await signedLogin(wallet, message));
    expect(result.json.code).toBe(200);
    expect(backend.state.userByAddress(wallet.address)).toBeDefined();
  });

  it('refuses a message past its 5 minutes', async () => {
    const { backend, clock } = makeBackend();
    const wallet = seededWallet(10001);
    const message = (await messageFor(backend, `?address=${wallet.address}`)).json.data;
    clock.advance(5 * 60_000);
    expect((await post(backend, await signedLogin(wallet, message))).json.code).toBe(SIGNATURE_INVALID_CODE);
  });

  it('refuses a message it did not issue, or changed, or issued for another address', async () => {
    const { backend } = makeBackend();
    const wallet = seededWallet(10001);
    const other = seededWallet(10002);
    const issued = (await messageFor(backend, `?address=${wallet.address}`)).json.data;
    const parsed = must(parseSiwe(issued));
    const codeOf = async (signer: Wallet, message: string) =>
      (await post(backend, await signedLogin(signer, message))).json.code;

    // A well-formed message with a nonce of the wallet's own making.
    expect(await codeOf(wallet, formatSiwe({ ...parsed, nonce: 'MadeUpByTheClient123' }))).toBe(
      SIGNATURE_INVALID_CODE,
    );
    // The issued nonce, with another site or a later expiry.
    expect(await codeOf(wallet, formatSiwe({ ...parsed, domain: 'evil.example' }))).toBe(
      SIGNATURE_INVALID_CODE,
    );
    const later = new Date(FIXED_NOW + 3_600_000);
    expect(await codeOf(wallet, formatSiwe({ ...parsed, expirationTime: later }))).toBe(
      SIGNATURE_INVALID_CODE,
    );
    // Issued for one address, signed and claimed by another.
    expect(await codeOf(other, issued)).toBe(SIGNATURE_INVALID_CODE);
    // A signature that is not the claimed address's does not use the nonce up: the owner still logs in.
    const forged = { ...(await signedLogin(wallet, issued)), sign_message: await other.signMessage(issued) };
    expect((await post(backend, forged)).json.code).toBe(SIGNATURE_INVALID_CODE);
    expect(await codeOf(wallet, issued)).toBe(200);
  });

  it('forgets the nonces with a reset', async () => {
    const { backend } = makeBackend();
    const wallet = seededWallet(10001);
    const message = (await messageFor(backend, `?address=${wallet.address}`)).json.data;
    backend.reset();
    expect((await post(backend, await signedLogin(wallet, message))).json.code).toBe(SIGNATURE_INVALID_CODE);
  });
});
