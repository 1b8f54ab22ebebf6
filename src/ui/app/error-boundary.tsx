import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ErrorRecord } from '../../application/shared/error-log';

/** A lazy screen's download failed (offline, a dropped chunk): a retry can load it again. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    ));

interface Props {
  readonly children: ReactNode;
  /** Records the failure for the diagnostics panel (scrubbed there). */
  readonly onError: (source: ErrorRecord['source'], error: unknown) => void;
  /** Loads the screen again (the lazy component is dropped first). */
  readonly onRetry: () => void;
  /** Leaves the broken screen; absent at the root, where a reload is the way out. */
  readonly onBack?: () => void;
}

interface State {
  readonly error: unknown;
}

/**
 * Keeps one failure from blanking the app: a screen whose download failed says "load failed" with a retry
 * that downloads it again; a screen that threw while rendering says so with a way back. Never a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(isChunkLoadError(error) ? 'chunk' : 'render', error);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <div className="state-box" role="alert" data-testid={chunk ? 'load-failed' : 'screen-failed'}>
        <p>
          <FormattedMessage id={chunk ? 'error.feature.load' : 'error.screen.crashed'} />
        </p>
        {chunk && (
          <p className="muted small">
            <FormattedMessage id="error.screen.checkConnection" />
          </p>
        )}
        <div className="state-actions">
          <button type="button" className="button secondary" onClick={this.retry}>
            <FormattedMessage id="error.action.retry" />
          </button>
          {this.props.onBack ? (
            <button type="button" className="button secondary" onClick={this.props.onBack}>
              <FormattedMessage id="common.back" />
            </button>
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
