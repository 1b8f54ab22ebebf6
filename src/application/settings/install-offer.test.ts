import { describe, expect, it } from 'vitest';
import type { BrowserReport } from './browser-probe.port';
import { installOffer, isIos, isWalletInAppBrowser } from './install-offer';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const METAMASK_ANDROID = `${ANDROID_CHROME} MetaMaskMobile/7.30.0`;
const TOKENPOCKET_IOS = `${IOS_SAFARI.replace(' Safari/604.1', '')} TokenPocket_iOS`;
const TRUST_ANDROID = `${ANDROID_CHROME} Trust/4.0`;
const IMTOKEN = `${ANDROID_CHROME} imToken/2.14.0`;
const OKX = `${IOS_SAFARI} OKApp/(OKEx/6.90.0)`;
const BINANCE = `${ANDROID_CHROME} BNC/2.86.0`;

const report = (userAgent: string, more: Partial<BrowserReport> = {}): BrowserReport => ({
  userAgent,
  injectedWallet: null,
  providerFlags: [],
  online: true,
  standalone: false,
  ...more,
});

describe('in-app wallet browsers', () => {
  it.each([METAMASK_ANDROID, TOKENPOCKET_IOS, TRUST_ANDROID, IMTOKEN, OKX, BINANCE])(
    'knows %s by its user agent',
    (agent) => {
      expect(isWalletInAppBrowser(report(agent))).toBe(true);
    },
  );

  it('counts a phone browser with an injected wallet as a wallet’s own window, a desktop one as not', () => {
    const injected = { injectedWallet: 'MetaMask', providerFlags: ['isMetaMask'] };
    expect(isWalletInAppBrowser(report(ANDROID_CHROME, injected))).toBe(true);
    expect(isWalletInAppBrowser(report(DESKTOP_CHROME, injected))).toBe(false);
    expect(isWalletInAppBrowser(report(ANDROID_CHROME))).toBe(false);
    expect(isWalletInAppBrowser(report(IOS_SAFARI))).toBe(false);
  });
});

describe('installOffer', () => {
  it('offers the browser’s prompt where it was handed over (Chrome on Android)', () => {
    expect(installOffer(report(ANDROID_CHROME), true)).toBe('prompt');
    expect(installOffer(report(DESKTOP_CHROME), true)).toBe('prompt');
  });

  it('shows Share → Add to Home Screen on iOS, which has no prompt', () => {
    expect(isIos(IOS_SAFARI)).toBe(true);
    expect(installOffer(report(IOS_SAFARI), false)).toBe('ios-steps');
  });

  it('offers nothing inside a wallet’s in-app browser, even with a prompt at hand', () => {
    expect(installOffer(report(METAMASK_ANDROID), true)).toBe('none');
    expect(installOffer(report(TOKENPOCKET_IOS), false)).toBe('none');
  });

  it('says it is installed when opened from the home screen, and offers nothing without a way', () => {
    expect(installOffer(report(IOS_SAFARI, { standalone: true }), false)).toBe('installed');
    expect(installOffer(report(ANDROID_CHROME), false)).toBe('none');
  });
});
