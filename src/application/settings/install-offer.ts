import { isWalletBrowser } from '../../domain/shared/wallet-browser';
import type { BrowserReport } from './browser-probe.port';

/**
 * What the app offers for installing itself, from what the browser says about itself:
 * - `installed`: it already runs from the home screen;
 * - `none` inside a wallet's in-app browser (the wallet owns that window: nothing to install there), and in
 *   browsers that offer nothing;
 * - `prompt` where the browser handed over its install prompt (Chrome on Android: beforeinstallprompt);
 * - `ios-steps` on iOS, whose browsers have no prompt: "Share → Add to Home Screen".
 */
export type InstallOffer = 'installed' | 'prompt' | 'ios-steps' | 'none';

const IOS = /iPhone|iPad|iPod/i;

/**
 * A wallet's in-app browser: its user agent names the wallet, or a phone browser carries an injected
 * wallet (phone browsers have no extensions, so an injected provider there is the wallet's own window).
 */
export function isWalletInAppBrowser(
  report: Pick<BrowserReport, 'userAgent' | 'injectedWallet' | 'providerFlags'>,
): boolean {
  const injected = report.injectedWallet !== null || report.providerFlags.length > 0;
  return isWalletBrowser(report.userAgent, injected);
}

export function isIos(userAgent: string): boolean {
  return IOS.test(userAgent);
}

export function installOffer(report: BrowserReport, canPrompt: boolean): InstallOffer {
  if (report.standalone) return 'installed';
  if (isWalletInAppBrowser(report)) return 'none';
  if (canPrompt) return 'prompt';
  if (isIos(report.userAgent)) return 'ios-steps';
  return 'none';
}
