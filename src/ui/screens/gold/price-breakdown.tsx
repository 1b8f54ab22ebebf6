import type Decimal from 'decimal.js';
import { FormattedMessage } from 'react-intl';
import type { GoldPriceBreakdown } from '../../../domain/gold/gold-price-math';
import { formatAmount } from '../../../domain/shared/money-format';

/** The price of a purchase, piece by piece: gold price × grams, the fee, the unit price, × quantity. */
export function PriceBreakdown({
  goldPrice,
  grams,
  breakdown,
  totalTestId = 'gold-total',
}: {
  goldPrice: Decimal;
  grams: Decimal;
  breakdown: GoldPriceBreakdown;
  totalTestId?: string;
}) {
  return (
    <dl className="facts" data-testid="gold-breakdown">
      <div>
        <dt>
          <FormattedMessage
            id="gold.breakdown.gold"
            values={{ price: formatAmount(goldPrice), grams: formatAmount(grams) }}
          />
        </dt>
        <dd className="amount">{formatAmount(breakdown.goldValue)} USDT</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="gold.breakdown.fee" />
        </dt>
        <dd className="amount">{formatAmount(breakdown.handicraftFee)} USDT</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="gold.breakdown.unit" />
        </dt>
        <dd className="amount">{formatAmount(breakdown.unitPrice)} USDT</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="gold.breakdown.total" values={{ num: breakdown.num }} />
        </dt>
        <dd className="amount" data-testid={totalTestId}>
          <strong>{formatAmount(breakdown.total)} USDT</strong>
        </dd>
      </div>
    </dl>
  );
}
