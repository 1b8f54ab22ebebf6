import { FormattedMessage } from 'react-intl';
import { ErrorLine } from '../../shared/components/states';
import type { OrderActionFailure } from './order-actions';

const REFUSAL_MESSAGE = {
  'not-found': 'error.feature.order-not-found',
  'not-cancellable': 'orders.cancel.notCancellable',
  'not-receivable': 'mall.receipt.notReceivable',
} as const;

/** Why a cancel or a receipt confirmation did not happen, in words. */
export function ActionFailureLine({ failure }: { failure: OrderActionFailure | null }) {
  if (failure === null) return null;
  if ('error' in failure) {
    return (
      <ErrorLine
        error={failure.error}
        failure={failure.action === 'cancel' ? 'cancel-order' : 'confirm-receipt'}
      />
    );
  }
  return (
    <p role="alert" className="error" data-testid="action-refusal">
      <FormattedMessage id={REFUSAL_MESSAGE[failure.refusal.kind]} />
    </p>
  );
}
