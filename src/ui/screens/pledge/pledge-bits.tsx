import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, matchPath } from 'react-router';
import type { PledgeRefusal } from '../../../application/pledge/pledge-refusal';
import type { Pool } from '../../../domain/pledge/pledge';
import { type Countdown, padPart } from '../../../domain/shared/countdown';
import { formatAmount, formatOwnAmount } from '../../../domain/shared/money-format';
import { PageContext } from '../../app/page-context';
import { useAmountsHidden } from '../../shared/amount-privacy';
import { ErrorLine } from '../../shared/components/states';
import type { PledgeAmountError } from './pledge-detail.vm';

/** Parts the savings screens share: countdowns, pool bars, the amount rules and the server's refusals. */

/** Time left as "2 days 03:04:05" (the days in words, with their plural), never negative. */
export function CountdownText({ countdown }: { countdown: Countdown }) {
  const { days, hours, minutes, seconds } = countdown;
  const clock = `${padPart(hours)}:${padPart(minutes)}:${padPart(seconds)}`;
  return (
    <span className="countdown">
      <FormattedMessage id="pledge.common.countdown" values={{ days, clock }} />
    </span>
  );
}

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

const nadi = (value: Decimal | undefined, hidden = false) =>
  value ? `${formatOwnAmount(value, hidden)} NADI` : '';

/** Not enough NADI in the fund account: the spec's message with current and required NADI, and a deposit link. */
export const InsufficientBalance = observer(function InsufficientBalance({
  current,
  required,
}: {
  current: Decimal;
  required: Decimal;
}) {
  // What the account holds is the person's own money: masked while balances are hidden.
  const held = nadi(current, useAmountsHidden());
  return (
    <span className="pledge-note" data-testid="pledge-insufficient">
      <span>
        <FormattedMessage
          id="pledge.rule.insufficient-balance"
          values={{ current: held, required: nadi(required) }}
        />
      </span>
      <Link to="/recharge" className="link" data-testid="pledge-deposit">
        <FormattedMessage id="pledge.rule.deposit" />
      </Link>
    </span>
  );
});

/** The rule a typed amount breaks: the minimum in U with its NADI value, the balance, or a shared amount rule. */
export const PledgeRuleText = observer(function PledgeRuleText({
  error,
  minimumNadi,
}: {
  error: PledgeAmountError;
  minimumNadi: Decimal | null;
}) {
  const hidden = useAmountsHidden();
  if (error.kind === 'insufficient-balance') return <InsufficientBalance {...error} />;
  if (error.kind === 'below-minimum') {
    return (
      <FormattedMessage
        id="pledge.rule.below-minimum"
        values={{ minimum: formatAmount(error.minimum), nadi: nadi(minimumNadi ?? undefined) }}
      />
    );
  }
  const values = {
    decimals: 'decimals' in error ? error.decimals : 0,
    minimum: '',
    available: 'available' in error ? nadi(error.available, hidden) : '',
  };
  return <FormattedMessage id={`validation.${error.kind}`} values={values} />;
});

/** A refusal of the server in words, with its figures when it sent them; anything else as the shared error. */
export function PledgeFailure({ refusal, error }: { refusal: PledgeRefusal | null; error: unknown }) {
  if (!refusal) return error === null ? null : <ErrorLine error={error} />;
  if (refusal.kind === 'insufficient-balance' && refusal.current && refusal.required) {
    return (
      <p role="alert" className="error" data-testid="pledge-refusal" data-kind={refusal.kind}>
        <InsufficientBalance current={refusal.current} required={refusal.required} />
      </p>
    );
  }
  const figures =
    (refusal.kind === 'below-minimum' && refusal.minimum) ||
    (refusal.kind === 'product-full' && refusal.remaining);
  const withFigures = refusal.kind === 'below-minimum' || refusal.kind === 'product-full';
  return (
    <p role="alert" className="error" data-testid="pledge-refusal" data-kind={refusal.kind}>
      <FormattedMessage
        id={`pledge.refusal.${refusal.kind}${withFigures && !figures ? '.plain' : ''}`}
        values={{
          minimum: formatAmount(refusal.minimum),
          remaining: formatAmount(refusal.remaining),
        }}
      />
    </p>
  );
}

/** The number of this page's own path (`pattern` with `:id`); null when it is not a whole number. */
export function usePathId(pattern: string): number | null {
  const { pathname } = useContext(PageContext);
  const raw = matchPath(pattern, pathname)?.params.id;
  const id = raw === undefined ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The way back when a product or position cannot be shown. */
export function BackToSavings({ messageId }: { messageId: string }) {
  return (
    <div className="screen-body pledge-screen">
      <p data-testid="pledge-missing">
        <FormattedMessage id={messageId} />
      </p>
      <Link to="/pledge" className="button secondary">
        <FormattedMessage id="pledge.common.back" />
      </Link>
    </div>
  );
}
