import { injectable } from 'inversify';
import type { BrowserProbe, BrowserReport } from '../../application/settings/browser-probe.port';
import { guessInjectedName } from './eip6963-discovery';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The parts of a window the probe reads. */
export interface ProbedWindow {
  readonly navigator: { readonly userAgent: string; readonly onLine: boolean };
  readonly matchMedia?: (query: string) => { readonly matches: boolean };
  readonly ethereum?: unknown;
}

/** The browser's facts: navigator, the display mode and the legacy injected provider's `is…` flags. */
export function probeBrowser(target: ProbedWindow): BrowserReport {
  const provider = target.ethereum;
  const flags = isRecord(provider)
    ? Object.keys(provider)
        .filter((key) => /^is[A-Z]/.test(key) && provider[key] === true)
        .sort()
    : [];
  return {
    userAgent: target.navigator.userAgent,
    injectedWallet: isRecord(provider) ? guessInjectedName(provider) : null,
    providerFlags: flags,
    online: target.navigator.onLine,
    standalone: target.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}

/** The page's own browser. */
@injectable()
export class WindowBrowserProbe implements BrowserProbe {
  read(): BrowserReport {
    return probeBrowser(window as unknown as ProbedWindow);
  }
}
