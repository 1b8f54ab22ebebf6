import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  type FigureKind,
  formatFigure,
  formatOwnAmount,
  HIDDEN_FIGURE,
} from '../../../domain/shared/money-format';
import { useAmountsHidden } from '../amount-privacy';

/**
 * An amount grouped by thousands with the precision of its kind (formatFigure: a balance keeps up to 6
 * decimals, truncated; a rate 6 significant digits; a conversion the coin's decimals) and its unit beside it.
 * `own`: a figure of the person's own money (a balance, an available amount, a record of their money), masked
 * while the person hides balances; prices of goods and of the market never are.
 */
export const Amount = observer(function Amount({
  value,
  unit,
  own = false,
  kind = 'balance',
}: {
  value: Decimal | string | null | undefined;
  unit?: string;
  own?: boolean;
  kind?: FigureKind;
}) {
  const hidden = useAmountsHidden();
  if (own && hidden) return <HiddenAmount {...(unit !== undefined && { unit })} />;
  return (
    <span className="amount">
      {formatFigure(value, kind, unit)}
      {unit && <span className="unit"> {unit}</span>}
    </span>
  );
});

/** The mask shown in place of a hidden amount; read out as "hidden amount". */
export function HiddenAmount({ unit }: { unit?: string }) {
  const intl = useIntl();
  return (
    <span className="amount" role="img" aria-label={intl.formatMessage({ id: 'funds.assets.hiddenAmount' })}>
      {HIDDEN_FIGURE}
      {unit && <span className="unit"> {unit}</span>}
    </span>
  );
}

/**
 * The bare figure of one of the person's own amounts (no unit, no styling), or the mask's stars while they
 * hide balances: for amounts inside a sentence (`values={{ amount: <OwnFigure value={…} /> }}`).
 */
export const OwnFigure = observer(function OwnFigure({
  value,
}: {
  value: Decimal | string | null | undefined;
}) {
  return <>{formatOwnAmount(value, useAmountsHidden())}</>;
});
