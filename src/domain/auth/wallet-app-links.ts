/**
 * Wallet apps whose in-app browser can be opened on a page from a phone browser, each by the link its own
 * documentation gives (docs/decisions/2026-11-28-wallet-app-links.md). SafePal documents none: the sheet's
 * "copy this page's link" covers it and every other wallet.
 */
export type WalletApp = 'metamask' | 'trust' | 'tokenpocket' | 'okx' | 'imtoken' | 'bitget';

export interface WalletAppLink {
  readonly app: WalletApp;
  readonly href: string;
}

/** Trust Wallet's coin id for BNB Smart Chain. */
const TRUST_BSC_COIN_ID = '20000714';

/**
 * The page as it should reopen inside a wallet app: the same URL and hash route, with the invite code in
 * the hash route's query (`#/route?code=`), where the app reads it. A `code` in the page's own query is
 * dropped so that it cannot win over the one given (see inviteCodeFromUrl). Without a code the URL is
 * returned unchanged. An unreadable URL is returned as it came.
 */
export function pageUrlWithInviteCode(href: string, inviteCode: string): string {
  const code = inviteCode.trim();
  if (code === '') return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  url.searchParams.delete('code');
  const hash = url.hash.startsWith('#') ? url.hash.slice(1) : url.hash;
  const queryAt = hash.indexOf('?');
  const route = (queryAt === -1 ? hash : hash.slice(0, queryAt)) || '/';
  const query = new URLSearchParams(queryAt === -1 ? '' : hash.slice(queryAt + 1));
  query.set('code', code);
  url.hash = `${route}?${query.toString()}`;
  return url.toString();
}

/**
 * Links that reopen this page (its hash route and the invite code, when one is pending) inside the
 * MetaMask, Trust Wallet, TokenPocket, OKX, imToken and Bitget apps, for a phone browser that has no wallet
 * of its own. MetaMask's /dapp/ link takes the URL without its scheme; Trust takes it encoded; TokenPocket
 * takes an encoded JSON with the URL, the chain and the name of the app asking; OKX's download link carries
 * its `okx://wallet/dapp/url` deep link, encoded twice; imToken's `DappView` and Bitget's `action=dapp` take
 * the URL encoded (Bitget's https form, the only one Android's pages may use).
 */
export function walletAppLinks(href: string, inviteCode: string): readonly WalletAppLink[] {
  const page = pageUrlWithInviteCode(href, inviteCode);
  const withoutScheme = page.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const tokenPocket = JSON.stringify({ url: page, chain: 'BSC', source: 'NADI' });
  return [
    { app: 'metamask', href: `https://link.metamask.io/dapp/${withoutScheme}` },
    {
      app: 'trust',
      href: `https://link.trustwallet.com/open_url?coin_id=${TRUST_BSC_COIN_ID}&url=${encodeURIComponent(page)}`,
    },
    { app: 'tokenpocket', href: `tpdapp://open?params=${encodeURIComponent(tokenPocket)}` },
    {
      app: 'okx',
      href: `https://web3.okx.com/download?deeplink=${encodeURIComponent(
        `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(page)}`,
      )}`,
    },
    { app: 'imtoken', href: `imtokenv2://navigate/DappView?url=${encodeURIComponent(page)}` },
    { app: 'bitget', href: `https://bkcode.vip?action=dapp&url=${encodeURIComponent(page)}` },
  ];
}

/** The app's page for wallets that inject their provider by an inline script (its policy admits them). */
export const WALLET_PAGE_PATH = '/wallet.html';

/**
 * This page (its hash route and the pending invite code) on the app's page for wallets that inject by an
 * inline script, which the main page's policy refuses; null when it is that page already, or unreadable.
 */
export function walletPageUrl(href: string, inviteCode: string): string | null {
  let url: URL;
  try {
    url = new URL(pageUrlWithInviteCode(href, inviteCode));
  } catch {
    return null;
  }
  if (url.pathname === WALLET_PAGE_PATH) return null;
  url.pathname = WALLET_PAGE_PATH;
  return url.toString();
}

/** Whether a user agent is a phone's (or tablet's) browser, where wallet apps can be opened by link. */
export function isPhoneBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS/i.test(userAgent);
}
