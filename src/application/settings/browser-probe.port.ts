/** What the browser says about itself and its injected wallet, for the diagnostics panel. */
export interface BrowserReport {
  readonly userAgent: string;
  /** The legacy injected wallet (`window.ethereum`) by name, as its flags suggest; null when none. */
  readonly injectedWallet: string | null;
  /** The provider's `is…` flags that are true (`isMetaMask`, `isTrust`, …). */
  readonly providerFlags: readonly string[];
  readonly online: boolean;
  /** Opened from the home screen as an installed app. */
  readonly standalone: boolean;
}

/** Reads the browser's facts; never fails (unknown facts are empty). */
export const BrowserProbe = Symbol.for('BrowserProbe');
export interface BrowserProbe {
  /** The facts as they are now. */
  read(): BrowserReport;
}
