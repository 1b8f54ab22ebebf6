import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FeatureFailure } from '../../../domain/shared/app-error';
import { describeError } from '../../intl/error-message';
import { useAmountsHidden } from '../amount-privacy';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * First-load placeholder shaped like the content: `rows` cards of text lines. Drawn in CSS, so that it
 * costs the first load nothing.
 */
export function SkeletonList({ rows = 3, lines = 2 }: { rows?: number; lines?: number }) {
  return (
    <div className="skeleton-list" aria-busy="true" data-testid="skeleton">
      {range(rows).map((row) => (
        <div className="card" key={row}>
          {range(lines).map((line) => (
            <span className="skeleton-line" key={line} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Nothing to show yet, said in words, with an optional next step. */
export function EmptyState({
  messageId = 'common.empty',
  action,
}: {
  messageId?: string;
  action?: ReactNode;
}) {
  return (
    <div className="state-box" data-testid="empty-state">
      <svg className="state-icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 20h32" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p>
        <FormattedMessage id={messageId} />
      </p>
      {action}
    </div>
  );
}

/** A failure with nothing else to show: what happened, what to do, and a retry. */
export const ErrorState = observer(function ErrorState({
  error,
  failure,
  onRetry,
}: {
  error: unknown;
  failure?: FeatureFailure;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  const hideOwn = useAmountsHidden();
  return (
    <div className="state-box" role="alert" data-testid="error-state">
      <p>{describeError(intl, error, failure, { hideOwn })}</p>
      {onRetry && (
        <button type="button" className="button secondary" onClick={onRetry}>
          <FormattedMessage id="error.action.retry" />
        </button>
      )}
    </div>
  );
});

/** An inline failure line under a form or beside a list that keeps its data. */
export const ErrorLine = observer(function ErrorLine({
  error,
  failure,
}: {
  error: unknown;
  failure?: FeatureFailure;
}) {
  const intl = useIntl();
  const hideOwn = useAmountsHidden();
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className="error">
      {describeError(intl, error, failure, { hideOwn })}
    </p>
  );
});
