import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ErrorRecord } from '../../application/shared/error-log';
import { SkeletonList } from '../shared/components/states';
import {
  causeOfLoadFailure,
  claimReload,
  fetchHostPage,
  type LoadFailureCause,
  runningBuild,
} from './new-version';

/**
 * A lazy screen's download failed (offline, a dropped chunk, or a chunk a deployment removed): its script
 * or stylesheet chunk, or one of its message files (src/ui/intl/later-messages.ts: a status, or a host's
 * fallback page read as JSON).
 */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    ) ||
    /^messages \S+: HTTP \d+$/.test(error.message) ||
    (error.name === 'SyntaxError' && /JSON/.test(error.message) && /<|doctype/i.test(error.message)));

interface Props {
  readonly children: ReactNode;
  /** Records the failure for the diagnostics panel (scrubbed there). */
  readonly onError: (source: ErrorRecord['source'], error: unknown) => void;
  /** Loads the screen again (the lazy component is dropped first). */
  readonly onRetry: () => void;
  /** Leaves the broken screen; absent at the root, where a reload is the way out. */
  readonly onBack?: () => void;
  /**
   * Whether the page may reload itself now (no payment or write under way); absent: never by itself, the
   * person is told that a new version is out.
   */
  readonly mayReload?: () => Promise<boolean>;
}

/** Of a failed download: still finding out why, reloading into the new version, or why. */
type Cause = 'checking' | 'updating' | LoadFailureCause;

interface State {
  readonly error: unknown;
  readonly cause: Cause | null;
}

const sessionStorageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Keeps one failure from blanking the app: a screen whose download failed says "load failed" with a retry
 * that downloads it again; a screen that threw while rendering says so with a way back. Never a blank page.
 *
 * A failed download is first explained (new-version.ts): when the host has a new version, the page reloads
 * into it on the same route (once per build and tab session, and only when no payment is under way), or
 * says that a new version is out, with a refresh; only a network out of reach is blamed on the network.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, cause: null };
  private unmounted = false;
  private explaining: unknown = null;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown'), cause: isChunkLoadError(error) ? 'checking' : null };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(isChunkLoadError(error) ? 'chunk' : 'render', error);
    if (isChunkLoadError(error) && this.explaining !== error) {
      this.explaining = error;
      void this.explain();
    }
  }

  override componentDidMount(): void {
    this.unmounted = false;
  }

  override componentWillUnmount(): void {
    this.unmounted = true;
  }

  private async explain(): Promise<void> {
    const build = runningBuild(document);
    const cause = await causeOfLoadFailure({ build, online: navigator.onLine, fetchPage: fetchHostPage });
    if (this.unmounted) return;
    if (cause === 'new-version') {
      const allowed = (await this.props.mayReload?.().catch(() => false)) ?? false;
      if (allowed && !this.unmounted && claimReload(sessionStorageOrNull(), build)) {
        // The hash route stays in the address: the new version opens on this screen.
        this.setState({ cause: 'updating' });
        window.location.reload();
        return;
      }
    }
    if (!this.unmounted) this.setState({ cause });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.explaining = null;
    this.setState({ error: null, cause: null });
  };

  private backOrRefresh(): ReactNode {
    return this.props.onBack ? (
      <button type="button" className="button secondary" onClick={this.props.onBack}>
        <FormattedMessage id="common.back" />
      </button>
    ) : null;
  }

  override render(): ReactNode {
    const { error, cause } = this.state;
    if (!error) return this.props.children;
    if (cause === 'checking') return <SkeletonList rows={2} />;
    if (cause === 'updating') {
      return (
        <div className="state-box" role="status" aria-busy="true" data-testid="new-version-opening">
          <p>
            <FormattedMessage id="error.screen.updating" />
          </p>
        </div>
      );
    }
    if (cause === 'new-version') {
      return (
        <div className="state-box" role="alert" data-testid="new-version">
          <p>
            <FormattedMessage id="error.screen.newVersion" />
          </p>
          <div className="state-actions">
            <button type="button" className="button" onClick={() => window.location.reload()}>
              <FormattedMessage id="error.action.refresh" />
            </button>
            {this.backOrRefresh()}
          </div>
        </div>
      );
    }
    const chunk = cause !== null;
    return (
      <div className="state-box" role="alert" data-testid={chunk ? 'load-failed' : 'screen-failed'}>
        <p>
          <FormattedMessage id={chunk ? 'error.feature.load' : 'error.screen.crashed'} />
        </p>
        {cause === 'network' && (
          <p className="muted small">
            <FormattedMessage id="error.screen.checkConnection" />
          </p>
        )}
        <div className="state-actions">
          <button type="button" className="button secondary" onClick={this.retry}>
            <FormattedMessage id="error.action.retry" />
          </button>
          {this.props.onBack ? (
            this.backOrRefresh()
          ) : (
            <button type="button" className="button secondary" onClick={() => window.location.reload()}>
              <FormattedMessage id="error.action.refresh" />
            </button>
          )}
        </div>
      </div>
    );
  }
}
