import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../domain/shared/money-format';
import { Sheet } from '../../shared/components/sheet';
import type { GoldPriceLockHolder } from './gold-price-lock';

/** A renewed lock at another price: asked before anything is paid. */
export const PriceChangeDialog = observer(function PriceChangeDialog({
  price,
}: {
  price: GoldPriceLockHolder;
}) {
  const intl = useIntl();
  const change = price.change;
  if (!change) return null;
  return (
    <Sheet
      open
      side="center"
      onClose={price.decline}
      label={intl.formatMessage({ id: 'gold.change.title' })}
      testId="gold-price-change"
    >
      <h2 className="sheet-title">
        <FormattedMessage id="gold.change.title" />
      </h2>
      <p>
        <FormattedMessage
          id="gold.change.body"
          values={{
            before: formatAmount(change.before.goldPrice),
            after: formatAmount(change.after.goldPrice),
            total: formatAmount(change.after.totalPrice),
            oldTotal: formatAmount(change.before.totalPrice),
          }}
        />
      </p>
      <div className="sheet-actions">
        <button type="button" className="button" onClick={price.accept}>
          <FormattedMessage
            id="gold.change.accept"
            values={{ total: formatAmount(change.after.totalPrice) }}
          />
        </button>
        <button type="button" className="button secondary" onClick={price.decline}>
          <FormattedMessage id="gold.change.decline" />
        </button>
      </div>
    </Sheet>
  );
});
