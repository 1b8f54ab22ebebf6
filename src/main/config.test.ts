import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, withDemoOverrides } from './config';

/** A valid pin of one chain, which a live configuration needs. */
const PIN = `56:USDT=0x${'1'.repeat(40)},NADI=0x${'2'.repeat(40)},payment=0x${'3'.repeat(40)},receiver=0x${'4'.repeat(40)}`;
const PINNED = { PUBLIC_CHAIN_CONTRACTS: PIN };

describe('parseConfig', () => {
  it('runs the demo profile with the in-page mock and the documented defaults when nothing is set', () => {
    const config = parseConfig({}, 'http://localhost:3000');
    expect(config).toMatchObject({
      profile: 'demo',
      apiBase: null,
      apiHost2: null,
      defaultLocale: 'zhTw',
      envelope: { enabled: false },
      token: { storage: 'session', ttlMs: 360000 },
      socket: { protocol: 'a', url: null },
      requestTimeoutMs: 15000,
      demoHooks: false,
      appUrl: 'http://localhost:3000',
    });
  });

  it('switches to the live profile when an API base is given, and keeps demo when asked', () => {
    expect(parseConfig({ PUBLIC_API_BASE: 'https://nadi.example/', ...PINNED }).profile).toBe('live');
    expect(parseConfig({ PUBLIC_API_BASE: 'https://nadi.example/', ...PINNED }).apiBase).toBe(
      'https://nadi.example',
    );
    expect(parseConfig({ PUBLIC_API_BASE: 'http://127.0.0.1:8787', PUBLIC_PROFILE: 'demo' }).profile).toBe(
      'demo',
    );
  });

  it('lets a live build use plain http and ws only on this machine', () => {
    for (const host of ['127.0.0.1:8787', 'localhost:8787', '[::1]:8787']) {
      const config = parseConfig({
        PUBLIC_API_BASE: `http://${host}`,
        PUBLIC_SOCKET_URL: `ws://${host}/ws`,
        PUBLIC_PROFILE: 'live',
        ...PINNED,
      });
      expect(config.apiBase).toBe(`http://${host}`);
    }
    expect(parseConfig({ PUBLIC_API_BASE: 'http://localhost:8787', PUBLIC_PROFILE: 'demo' }).profile).toBe(
      'demo',
    );
  });

  it('reads every other reading of the spec from its variable', () => {
    const config = parseConfig({
      PUBLIC_DEFAULT_LOCALE: 'en',
      PUBLIC_API_ENVELOPE: 'on',
      PUBLIC_TOKEN_STORAGE: 'local',
      PUBLIC_TOKEN_TTL_MS: '60000',
      PUBLIC_SOCKET_PROTOCOL: 'b',
      PUBLIC_SOCKET_URL: 'wss://ws.nadi.example/ws',
      PUBLIC_API_HOST_2: 'https://api.nadi.example',
      PUBLIC_DEMO_HOOKS: 'on',
    });
    expect(config).toMatchObject({
      defaultLocale: 'en',
      envelope: { enabled: true },
      token: { storage: 'local', ttlMs: 60000 },
      socket: { protocol: 'b', url: 'wss://ws.nadi.example/ws' },
      apiHost2: 'https://api.nadi.example',
      demoHooks: true,
    });
    expect(config.envelope.aesKeyHex).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [{ PUBLIC_API_BASE: 'ftp://x' }, 'PUBLIC_API_BASE'],
    [{ PUBLIC_PROFILE: 'live' }, 'PUBLIC_API_BASE'],
    [{ PUBLIC_PROFILE: 'staging' }, 'PUBLIC_PROFILE'],
    [{ PUBLIC_DEFAULT_LOCALE: 'fr' }, 'PUBLIC_DEFAULT_LOCALE'],
    [{ PUBLIC_API_ENVELOPE: 'yes' }, 'PUBLIC_API_ENVELOPE'],
    [{ PUBLIC_ENVELOPE_AES_KEY: 'short' }, 'PUBLIC_ENVELOPE_AES_KEY'],
    [{ PUBLIC_API_BASE: 'https://x.io', PUBLIC_API_ENVELOPE: 'on' }, 'PUBLIC_ENVELOPE_AES_KEY'],
    [{ PUBLIC_TOKEN_STORAGE: 'cookie' }, 'PUBLIC_TOKEN_STORAGE'],
    [{ PUBLIC_TOKEN_TTL_MS: '-5' }, 'PUBLIC_TOKEN_TTL_MS'],
    [{ PUBLIC_TOKEN_TTL_MS: 'abc' }, 'PUBLIC_TOKEN_TTL_MS'],
    [{ PUBLIC_SOCKET_PROTOCOL: 'c' }, 'PUBLIC_SOCKET_PROTOCOL'],
    [{ PUBLIC_SOCKET_URL: 'http://x' }, 'PUBLIC_SOCKET_URL'],
    [{ PUBLIC_REQUEST_TIMEOUT_MS: '0' }, 'PUBLIC_REQUEST_TIMEOUT_MS'],
    [{ PUBLIC_API_BASE: 'https://api.nadi.example', PUBLIC_PROFILE: 'demo' }, 'PUBLIC_PROFILE'],
    [{ PUBLIC_API_BASE: 'http://api.nadi.example' }, 'PUBLIC_API_BASE'],
    [{ PUBLIC_API_BASE: 'https://x.io', PUBLIC_API_HOST_2: 'http://api.x.io' }, 'PUBLIC_API_HOST_2'],
    [{ PUBLIC_API_BASE: 'https://x.io', PUBLIC_SOCKET_URL: 'ws://ws.x.io/ws' }, 'PUBLIC_SOCKET_URL'],
    [{ PUBLIC_API_BASE: 'https://x.io' }, 'PUBLIC_CHAIN_CONTRACTS'],
    [{ PUBLIC_CHAIN_CONTRACTS: '56:USDT=0x12' }, 'PUBLIC_CHAIN_CONTRACTS'],
    [{ PUBLIC_CHAIN_CONTRACTS: PIN.replace(',receiver', ',recipient') }, 'PUBLIC_CHAIN_CONTRACTS'],
    [{ PUBLIC_API_BASE: 'https://x.io', ...PINNED, PUBLIC_DEMO_HOOKS: 'on' }, 'PUBLIC_DEMO_HOOKS'],
  ])('stops on %j naming %s', (env, variable) => {
    let caught: unknown;
    try {
      parseConfig(env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).variable).toBe(variable);
    expect((caught as ConfigError).message).toContain(variable);
  });
});

describe('PUBLIC_CHAIN_CONTRACTS', () => {
  it('pins each chain’s token contracts, payment contract and receiver', () => {
    const config = parseConfig({
      PUBLIC_CHAIN_CONTRACTS: `${PIN};97:USDT=0x${'5'.repeat(40)},NADI=0x${'6'.repeat(40)},payment=0x${'8'.repeat(40)},receiver=0x${'7'.repeat(40)}`,
    });
    expect(config.chainPins.get(56)).toEqual({
      chainId: 56,
      tokens: { USDT: `0x${'1'.repeat(40)}`, NADI: `0x${'2'.repeat(40)}` },
      paymentContract: `0x${'3'.repeat(40)}`,
      receiver: `0x${'4'.repeat(40)}`,
    });
    expect(config.chainPins.get(97)?.paymentContract).toBe(`0x${'8'.repeat(40)}`);
    expect(parseConfig({}).chainPins.size).toBe(0);
  });
});

describe('withDemoOverrides', () => {
  const stored = (value: string | null) => ({
    getItem: (key: string) => (key === 'demoSocketProtocol' ? value : null),
  });

  it('lets a build with test hooks take the market socket version from storage', () => {
    const config = parseConfig({ PUBLIC_DEMO_HOOKS: 'on' });
    expect(withDemoOverrides(config, stored('b')).socket.protocol).toBe('b');
    expect(
      withDemoOverrides(parseConfig({ PUBLIC_DEMO_HOOKS: 'on', PUBLIC_SOCKET_PROTOCOL: 'b' }), stored('a'))
        .socket.protocol,
    ).toBe('a');
  });

  it('keeps the built configuration without test hooks, or for a value that is not a version', () => {
    const plain = parseConfig({});
    expect(withDemoOverrides(plain, stored('b'))).toBe(plain);
    const hooks = parseConfig({ PUBLIC_DEMO_HOOKS: 'on' });
    expect(withDemoOverrides(hooks, stored('c'))).toBe(hooks);
    expect(withDemoOverrides(hooks, stored(null))).toBe(hooks);
  });
});
