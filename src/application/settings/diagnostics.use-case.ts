import { inject, injectable } from 'inversify';
import type { SocketState } from '../../domain/shared/socket-state';
import { AppConfig } from '../shared/app-config';
import { BuildInfo } from '../shared/build-info';
import { Clock } from '../shared/clock.port';
import { ErrorLog, type ErrorRecord } from '../shared/error-log';
import { SocketHealth } from '../shared/socket-health.store';
import { WalletRegistry } from '../wallet/wallet.port';
import { WalletSessionStore } from '../wallet/wallet-session.store';
import { BrowserProbe, type BrowserReport } from './browser-probe.port';

/**
 * Everything a support person asks first when a wallet misbehaves. It holds no token, key or signature:
 * only the public account address, and error texts that ErrorLog already scrubbed.
 */
export interface DiagnosticsReport {
  readonly at: number;
  readonly browser: BrowserReport;
  /** Names of the wallets found (EIP-6963 announcements, the injected one, the demo wallet). */
  readonly wallets: readonly string[];
  /** The wallet the person logged in with; null when none is attached. */
  readonly wallet: string | null;
  readonly chainId: number | null;
  readonly account: string | null;
  readonly socket: { readonly state: SocketState | null; readonly lastMessageAt: number | null };
  /** Null: the mock backend inside the page. */
  readonly apiBase: string | null;
  readonly profile: 'demo' | 'live';
  readonly version: string;
  readonly builtAt: string | null;
  readonly errors: readonly ErrorRecord[];
}

/** Gathers the diagnostics report; never fails (a wallet list that cannot be read is empty). */
@injectable()
export class DiagnosticsUseCase {
  constructor(
    @inject(BrowserProbe) private readonly browser: BrowserProbe,
    @inject(WalletRegistry) private readonly registry: WalletRegistry,
    @inject(WalletSessionStore) private readonly walletSession: WalletSessionStore,
    @inject(SocketHealth) private readonly socket: SocketHealth,
    @inject(ErrorLog) private readonly errors: ErrorLog,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(BuildInfo) private readonly build: BuildInfo,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<DiagnosticsReport> {
    const wallets = await this.registry.discover().catch(() => []);
    return {
      at: this.clock.now(),
      browser: this.browser.read(),
      wallets: wallets.map((wallet) => wallet.name),
      wallet: this.walletSession.wallet?.info.name ?? null,
      chainId: this.walletSession.chainId,
      account: this.walletSession.address,
      socket: { state: this.socket.state, lastMessageAt: this.socket.lastMessageAt },
      apiBase: this.config.apiBase,
      profile: this.config.profile,
      version: this.build.version,
      builtAt: this.build.builtAt,
      errors: [...this.errors.records],
    };
  }
}

const iso = (at: number | null): string => (at === null ? '-' : new Date(at).toISOString());

/**
 * The report as plain text for the clipboard, one fact a line, in English keys (a support person reads it,
 * whatever the person's language).
 */
export function diagnosticsText(report: DiagnosticsReport): string {
  const lines = [
    `NADI diagnostics ${iso(report.at)}`,
    `app: ${report.version} built ${report.builtAt ?? '-'} (${report.profile})`,
    `api: ${report.apiBase ?? 'in-page mock'}`,
    `browser: ${report.browser.userAgent}`,
    `online: ${report.browser.online ? 'yes' : 'no'}; installed app: ${report.browser.standalone ? 'yes' : 'no'}`,
    `injected wallet: ${report.browser.injectedWallet ?? 'none'}`,
    `provider flags: ${report.browser.providerFlags.join(', ') || 'none'}`,
    `wallets found: ${report.wallets.join(', ') || 'none'}`,
    `wallet: ${report.wallet ?? 'not attached'}`,
    `chain id: ${report.chainId ?? '-'}`,
    `account: ${report.account ?? '-'}`,
    `socket: ${report.socket.state ?? 'never opened'}; last message ${iso(report.socket.lastMessageAt)}`,
    `errors (${report.errors.length}):`,
    ...report.errors.map((error) => `  ${iso(error.at)} ${error.source} ${error.name}: ${error.message}`),
  ];
  return lines.join('\n');
}
