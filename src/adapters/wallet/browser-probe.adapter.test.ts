import { describe, expect, it } from 'vitest';
import { probeBrowser } from './browser-probe.adapter';

describe('probeBrowser', () => {
  it('names the injected wallet and lists its true is… flags, nothing else of the provider', () => {
    const report = probeBrowser({
      navigator: { userAgent: 'Mozilla/5.0 TokenPocket', onLine: true },
      matchMedia: (query) => ({ matches: query === '(display-mode: standalone)' }),
      ethereum: {
        isTokenPocket: true,
        isMetaMask: true,
        isTrust: false,
        selectedAddress: '0xabc',
        request: () => 1,
      },
    });
    expect(report).toEqual({
      userAgent: 'Mozilla/5.0 TokenPocket',
      injectedWallet: 'TokenPocket',
      providerFlags: ['isMetaMask', 'isTokenPocket'],
      online: true,
      standalone: true,
    });
  });

  it('says none without an injected provider', () => {
    const report = probeBrowser({ navigator: { userAgent: 'UA', onLine: false } });
    expect(report.injectedWallet).toBeNull();
    expect(report.providerFlags).toEqual([]);
    expect(report.online).toBe(false);
    expect(report.standalone).toBe(false);
  });
});
