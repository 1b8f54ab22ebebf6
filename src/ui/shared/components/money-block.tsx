import { FormattedMessage } from 'react-intl';
import type { MoneyBlock } from '../../../application/shared/connectivity.store';

/**
 * Why a money action (pay, withdraw, transfer, exchange, trade, save, redeem) is off right now, beside its
 * button (the button names this note with aria-describedby). Offline, money never moves and nothing is queued.
 */
export function MoneyBlockNote({ block, id }: { block: MoneyBlock | null; id: string }) {
  if (!block) return null;
  return (
    <p id={id} className="money-block small" role="note" data-testid="money-block">
      <FormattedMessage id={`error.${block}`} />
    </p>
  );
}

/** The button's aria-describedby while it is off for that reason. */
export const describedByBlock = (block: MoneyBlock | null, id: string): string | undefined =>
  block ? id : undefined;
