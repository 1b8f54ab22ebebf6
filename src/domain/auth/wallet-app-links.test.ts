import { describe, expect, it } from 'vitest';
import { inviteCodeFromUrl } from './invite-code';
import { isPhoneBrowser, pageUrlWithInviteCode, walletAppLinks, walletPageUrl } from './wallet-app-links';

describe('pageUrlWithInviteCode', () => {
  it.each([
    ['https://nadi.app/#/node/detail/3', 'AB12', 'https://nadi.app/#/node/detail/3?code=AB12'],
    ['https://nadi.app/#/index?code=OLD1', 'NEW2', 'https://nadi.app/#/index?code=NEW2'],
    ['https://nadi.app/#/trade?tab=buy', 'AB12', 'https://nadi.app/#/trade?tab=buy&code=AB12'],
    ['https://nadi.app/', 'AB12', 'https://nadi.app/#/?code=AB12'],
    ['https://nadi.app/app/?code=OLD1&x=1#/index', 'AB12', 'https://nadi.app/app/?x=1#/index?code=AB12'],
    ['https://nadi.app:8443/#/index', ' AB12 ', 'https://nadi.app:8443/#/index?code=AB12'],
    ['https://nadi.app/#/index?code=OLD1', '', 'https://nadi.app/#/index?code=OLD1'],
    ['not a url', 'AB12', 'not a url'],
  ])('%s with %j -> %s', (href, code, expected) => {
    expect(pageUrlWithInviteCode(href, code)).toBe(expected);
  });

  it('gives a URL whose invite code the app reads back', () => {
    const url = pageUrlWithInviteCode('https://nadi.app/?code=OLD1#/mall?x=1', 'NADI2025');
    expect(inviteCodeFromUrl(url)).toBe('NADI2025');
  });
});

describe('walletAppLinks', () => {
  const links = walletAppLinks('https://nadi.app/#/node?x=1', 'NADI2025');
  const href = (app: string) => links.find((link) => link.app === app)?.href ?? '';
  const page = 'https://nadi.app/#/node?x=1&code=NADI2025';

  it('offers every wallet app with a documented link', () => {
    expect(links.map((link) => link.app)).toEqual([
      'metamask',
      'trust',
      'tokenpocket',
      'okx',
      'imtoken',
      'bitget',
    ]);
  });

  it('opens OKX through its download link carrying the okx:// deep link, encoded twice', () => {
    const url = new URL(href('okx'));
    expect(`${url.origin}${url.pathname}`).toBe('https://web3.okx.com/download');
    const deep = new URL(url.searchParams.get('deeplink') ?? '');
    expect(`${deep.protocol}//${deep.host}${deep.pathname}`).toBe('okx://wallet/dapp/url');
    expect(deep.searchParams.get('dappUrl')).toBe(page);
  });

  it('opens imToken’s DappView and Bitget’s dapp action on the encoded page', () => {
    expect(href('imtoken')).toBe(`imtokenv2://navigate/DappView?url=${encodeURIComponent(page)}`);
    const bitget = new URL(href('bitget'));
    expect(`${bitget.origin}${bitget.pathname}`).toBe('https://bkcode.vip/');
    expect(bitget.searchParams.get('action')).toBe('dapp');
    expect(bitget.searchParams.get('url')).toBe(page);
  });

  it('opens MetaMask on the page without its scheme', () => {
    expect(href('metamask')).toBe('https://link.metamask.io/dapp/nadi.app/#/node?x=1&code=NADI2025');
  });

  it('opens Trust Wallet on the encoded page, on BSC', () => {
    const url = new URL(href('trust'));
    expect(`${url.origin}${url.pathname}`).toBe('https://link.trustwallet.com/open_url');
    expect(url.searchParams.get('coin_id')).toBe('20000714');
    expect(url.searchParams.get('url')).toBe(page);
    expect(href('trust')).toContain(encodeURIComponent(page));
  });

  it('opens TokenPocket with the encoded JSON of page, chain and source', () => {
    const prefix = 'tpdapp://open?params=';
    expect(href('tokenpocket').startsWith(prefix)).toBe(true);
    const params = JSON.parse(decodeURIComponent(href('tokenpocket').slice(prefix.length)));
    expect(params).toEqual({ url: page, chain: 'BSC', source: 'NADI' });
  });

  it('keeps the page as it is when no invite code is pending', () => {
    expect(walletAppLinks('http://127.0.0.1:3000/#/index', '')[0]?.href).toBe(
      'https://link.metamask.io/dapp/127.0.0.1:3000/#/index',
    );
  });
});

describe('walletPageUrl', () => {
  it('opens the same route and invite code on the page for wallets that inject by inline script', () => {
    expect(walletPageUrl('https://nadi.app/#/node?x=1', 'NADI2025')).toBe(
      'https://nadi.app/wallet.html#/node?x=1&code=NADI2025',
    );
    expect(walletPageUrl('https://nadi.app/index.html#/index', '')).toBe(
      'https://nadi.app/wallet.html#/index',
    );
  });

  it('answers null on that page already, or for an unreadable address', () => {
    expect(walletPageUrl('https://nadi.app/wallet.html#/index', '')).toBeNull();
    expect(walletPageUrl('not a url', '')).toBeNull();
  });
});

describe('isPhoneBrowser', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false],
  ])('%s -> %s', (agent, phone) => {
    expect(isPhoneBrowser(agent)).toBe(phone);
  });
});
