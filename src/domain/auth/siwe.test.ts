import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { formatSiwe, isSiweText, parseSiwe, SIWE_MAX_VALIDITY_MS, siweProblem } from './siwe';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const base = {
  domain: 'app.nadi.example',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  statement: 'Sign in to NADI. This costs no gas.',
  uri: 'https://app.nadi.example',
  chainId: 56,
  nonce: 'Zx81kq02LmNa',
  issuedAt: new Date(now),
  expirationTime: new Date(now + 300_000),
  notBefore: null,
};
const parsedBase = { ...base, version: '1', scheme: null, requestId: null, resources: [] };
const expect4361 = {
  domain: 'app.nadi.example',
  origin: 'https://app.nadi.example',
  address: base.address.toLowerCase(),
  chainId: 56,
  now,
};

/** The example messages of EIP-4361 itself, written out from the standard. */
const eipExample = [
  'example.com wants you to sign in with your Ethereum account:',
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '',
  'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
  'Resources:',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  '- https://example.com/my-web2-claim.json',
].join('\n');
const serviceOrgExample = [
  'service.org wants you to sign in with your Ethereum account:',
  '0xe5A12547fe4E872D192E3eCecb76F2Ce1aeA4946',
  '',
  'I accept the ServiceOrg Terms of Service: https://service.org/tos',
  '',
  'URI: https://service.org/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891757',
  'Issued At: 2021-09-30T16:25:24.000Z',
  'Resources:',
  '- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
  '- https://example.com/my-web2-claim.json',
].join('\n');

describe('EIP-4361 messages: the grammar', () => {
  it("reads the EIP's own examples, with and without a scheme, and with every optional field", () => {
    expect(parseSiwe(eipExample)).toEqual({
      scheme: null,
      domain: 'example.com',
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      uri: 'https://example.com/login',
      version: '1',
      chainId: 1,
      nonce: '32891756',
      issuedAt: new Date('2021-09-30T16:25:24Z'),
      expirationTime: null,
      notBefore: null,
      requestId: null,
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    });
    expect(parseSiwe(`https://${eipExample}`)).toMatchObject({ scheme: 'https', domain: 'example.com' });
    expect(parseSiwe(eipExample.replaceAll('example.com', 'example.com:3388'))?.domain).toBe(
      'example.com:3388',
    );
    expect(parseSiwe(serviceOrgExample)).toMatchObject({ domain: 'service.org', nonce: '32891757' });
    const full = eipExample.replace(
      'Resources:',
      [
        'Expiration Time: 2021-09-30T17:25:24+01:00',
        'Not Before: 2021-09-30T16:25:24z',
        'Request ID: some_id-7',
        'Resources:',
      ].join('\n'),
    );
    expect(parseSiwe(full)).toMatchObject({
      expirationTime: new Date('2021-09-30T16:25:24Z'),
      notBefore: new Date('2021-09-30T16:25:24Z'),
      requestId: 'some_id-7',
    });
  });

  it('writes and reads back every field, with and without a statement', () => {
    const text = formatSiwe(base);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'app.nadi.example wants you to sign in with your Ethereum account:',
      base.address,
      '',
      base.statement,
    ]);
    expect(parseSiwe(text)).toEqual(parsedBase);
    // Without a statement the ABNF keeps both empty lines: `address LF LF LF "URI: "`.
    const bare = formatSiwe({ ...base, statement: null });
    expect(bare).toContain(`${base.address}\n\n\nURI: `);
    expect(parseSiwe(bare)?.statement).toBeNull();
    const extras = { scheme: 'https', requestId: 'r1', resources: ['https://app.nadi.example/terms'] };
    expect(parseSiwe(formatSiwe({ ...base, ...extras }))).toEqual({ ...parsedBase, ...extras });
    expect(isSiweText(text)).toBe(true);
    expect(isSiweText(`https://${text}`)).toBe(true);
    expect(isSiweText(text.replaceAll('\n', '\r\n'))).toBe(true);
    expect(isSiweText('Welcome to NADI! Sign this message to log in.')).toBe(false);
  });

  it("the EIP's example addresses are EIP-55 (checked against ethers)", () => {
    for (const text of [eipExample, serviceOrgExample]) {
      const address = text.split('\n')[1] ?? '';
      expect(getAddress(address)).toBe(address);
    }
  });

  const good = formatSiwe(base);
  const lines = good.split('\n');
  const swap = (a: number, b: number) => {
    const copy = [...lines];
    [copy[a], copy[b]] = [copy[b] as string, copy[a] as string];
    return copy.join('\n');
  };
  it.each([
    ['two URI lines (the last one used to win)', good.replace(/URI: .*/, '$&\nURI: https://evil.test')],
    ['two URI lines, the second at the end', `${good}\nURI: https://evil.test`],
    ['two Expiration Time lines', `${good}\nExpiration Time: 2099-01-01T00:00:00Z`],
    ['an unknown line among the fields', good.replace('Version: 1', 'Version: 1\nPurpose: transfer')],
    ['an unknown line at the end', `${good}\nSpender: 0x000000000000000000000000000000000000dEaD`],
    ['a trailing line end', `${good}\n`],
    ['trailing garbage', `${good}\n\nsigned`],
    ['a statement on two lines', good.replace(base.statement, `${base.statement}\nAnd approve USDT.`)],
    ['a statement with a character outside the ABNF', good.replace('no gas.', 'no gas — ok.')],
    ['no empty line after the statement', good.replace(`${base.statement}\n\n`, `${base.statement}\n`)],
    ['one empty line and no statement', good.replace(`${base.statement}\n\n`, '')],
    ['no empty line after the address', good.replace(`${base.address}\n\n`, `${base.address}\n`)],
    ['Version before URI', swap(4, 5)],
    ['Nonce before Chain ID', swap(6, 7)],
    ['Expiration Time before Issued At', swap(8, 9)],
    ['no Version', good.replace('Version: 1\n', '')],
    ['Version 2', good.replace('Version: 1', 'Version: 2')],
    ['no URI', good.replace(/URI: .*\n/, '')],
    ['a URI that is not one', good.replace(/URI: .*/, 'URI: app.nadi.example')],
    ['no nonce', good.replace(/Nonce: .*\n/, '')],
    ['a short nonce', good.replace(/Nonce: .*/, 'Nonce: abc')],
    ['a nonce with other characters', good.replace(/Nonce: .*/, 'Nonce: abcd-efgh-1234')],
    ['a chain id that is not digits', good.replace('Chain ID: 56', 'Chain ID: 0x38')],
    ['no Issued At', good.replace(/Issued At: .*\n/, '')],
    ['an unreadable expiry', good.replace(/Expiration Time: .*/, 'Expiration Time: soon')],
    ['a bare date', good.replace(/Issued At: .*/, 'Issued At: 2026-11-23')],
    ['a date with a space for T', good.replace(/Issued At: (.*)T/, 'Issued At: $1 ')],
    ['a time without its zone', good.replace(/Issued At: (.*)Z/, 'Issued At: $1')],
    ['a day the month lacks', good.replace(/Issued At: .*/, 'Issued At: 2026-11-31T12:00:00Z')],
    ['a bad address', good.replace(base.address, '0x1234')],
    ['an address with a wrong checksum', good.replace(base.address, base.address.replace('C8', 'c8'))],
    ['an address in lower case', good.replace(base.address, base.address.toLowerCase())],
    ['a domain with user information', good.replace('app.nadi.example wants', 'evil@app.nadi.example wants')],
    ['a header with a prefix', `Please: ${good}`],
    ['a Request ID with a space', `${good}\nRequest ID: a b`],
    ['a resource that is not a URI', `${good}\nResources:\n- not a uri`],
    ['a resources list then another line', `${good}\nResources:\n- https://a.test\nNonce: 12345678`],
  ])('refuses a message with %s as malformed', (_name, text) => {
    expect(parseSiwe(text)).toBeNull();
    expect(siweProblem(text, expect4361)).toBe('malformed');
  });
});

describe('EIP-4361 messages: what the app signs', () => {
  it('accepts a message for this site, account and chain within its time, CR LF or LF', () => {
    expect(siweProblem(formatSiwe(base), expect4361)).toBeNull();
    expect(siweProblem(formatSiwe(base).replaceAll('\n', '\r\n'), expect4361)).toBeNull();
    expect(siweProblem(formatSiwe({ ...base, scheme: 'https' }), expect4361)).toBeNull();
    expect(
      siweProblem(formatSiwe({ ...base, uri: 'https://app.nadi.example/login' }), expect4361),
    ).toBeNull();
    const aDay = new Date(now + SIWE_MAX_VALIDITY_MS);
    expect(siweProblem(formatSiwe({ ...base, expirationTime: aDay }), expect4361)).toBeNull();
  });

  it("refuses the EIP's own example: it has no Expiration Time", () => {
    const at = Date.parse('2021-09-30T16:25:24Z');
    const forExample = {
      domain: 'example.com',
      origin: 'https://example.com',
      address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
      chainId: 1,
      now: at,
    };
    expect(siweProblem(eipExample, forExample)).toBe('no-expiry');
    const expiring = eipExample.replace('Resources:', 'Expiration Time: 2021-09-30T16:30:24Z\nResources:');
    expect(siweProblem(expiring, forExample)).toBeNull();
  });

  it.each([
    ['other-site', { domain: 'app.nadi.example.evil.test' }],
    ['other-site', { scheme: 'http' }],
    ['other-account', { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' }],
    ['other-chain', { chainId: 97 }],
    ['expired', { issuedAt: new Date(now - 9 * 60_000), expirationTime: new Date(now - 120_000) }],
    ['not-yet-valid', { notBefore: new Date(now + 120_000) }],
    ['no-expiry', { expirationTime: null }],
    ['expiry-window', { expirationTime: new Date(now) }],
    ['expiry-window', { expirationTime: new Date(now - 30_000) }],
    ['expiry-window', { expirationTime: new Date(now + SIWE_MAX_VALIDITY_MS + 1000) }],
    ['expiry-window', { expirationTime: new Date(Date.UTC(2099, 0, 1)) }],
    ['expiry-window', { notBefore: new Date(now + 30_000), expirationTime: new Date(now + 20_000) }],
    ['issued-at', { issuedAt: new Date(now - 11 * 60_000) }],
    ['issued-at', { issuedAt: new Date(now + 120_000), expirationTime: new Date(now + 600_000) }],
    ['other-uri', { uri: 'https://app.nadi.example.evil.test' }],
    ['other-uri', { uri: 'urn:nadi:login' }],
  ] as const)('answers %s', (problem, change) => {
    expect(siweProblem(formatSiwe({ ...base, ...change }), expect4361)).toBe(problem);
  });
});
