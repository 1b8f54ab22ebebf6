import type Decimal from 'decimal.js';
import { useIntl } from 'react-intl';
import type { Pool } from '../../../domain/pledge/pledge';
import { formatAmount } from '../../../domain/shared/money-format';

/** A pool as filled / total with a bar. */
export function PoolBar({
  labelId,
  pool,
  share,
  unit,
  testId,
}: {
  labelId: string;
  pool: Pool;
  share: Decimal;
  unit?: string;
  testId: string;
}) {
  const intl = useIntl();
  const percent = share.times(100).toDecimalPlaces(0, 1).toNumber();
  const label = intl.formatMessage({ id: labelId });
  return (
    <div className="pledge-pool" data-testid={testId}>
      <div className="pledge-pool-head">
        <span className="muted">{label}</span>
        <span className="amount">
          {formatAmount(pool.filled)} / {formatAmount(pool.total)}
          {unit && <span className="unit"> {unit}</span>}
        </span>
      </div>
      <div
        className="pledge-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
