import type Decimal from 'decimal.js';
import { formatAmount } from '../../../domain/shared/money-format';

/** An amount with up to 6 decimals (truncated, never exponent form) and its unit beside it. */
export function Amount({ value, unit }: { value: Decimal | string | null | undefined; unit?: string }) {
  return (
    <span className="amount">
      {formatAmount(value)}
      {unit && <span className="unit"> {unit}</span>}
    </span>
  );
}
