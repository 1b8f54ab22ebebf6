import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Bcp47Tag } from '../../../domain/language/language';
import { type PledgeProduct, type PledgeTerms, pledgeKinds } from '../../../domain/pledge/pledge';
import type { ProductStatus } from '../../../domain/pledge/pledge-schedule';
import type { Countdown } from '../../../domain/shared/countdown';
import { formatDate } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { toPercent } from '../../../domain/shared/rate';
import { CountdownText } from './countdown-text';
import type { ProductCardView } from './pledge-views';
import { PoolBar } from './pool-bar';

/** "Joint savings · 30 days": what a product or a position is called (products have no names). */
export function TermsTitle({ terms, id }: { terms: PledgeTerms; id?: string }) {
  const intl = useIntl();
  return (
    <h2 className="pledge-title" id={id}>
      <FormattedMessage
        id="pledge.card.title"
        values={{ kind: intl.formatMessage({ id: pledgeKinds.messageId(terms.kind) }), days: terms.days }}
      />
    </h2>
  );
}

export function Fact({
  labelId,
  children,
  testId,
}: {
  labelId: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The terms a product and a position share: days, rates, how the principal comes back, early redemption. */
export function TermsFacts({ terms }: { terms: PledgeTerms }) {
  return (
    <>
      <Fact labelId="pledge.card.days">
        <FormattedMessage id="pledge.common.days" values={{ days: terms.days }} />
      </Fact>
      <Fact labelId="pledge.card.dayRate" testId="pledge-day-rate">
        {toPercent(terms.dayRate)}
      </Fact>
      <Fact labelId="pledge.card.monthRate">{toPercent(terms.monthRate)}</Fact>
      <Fact labelId="pledge.card.returns">
        {terms.returns === 'release' ? (
          <FormattedMessage
            id="pledge.card.returnsRelease"
            values={{ rate: toPercent(terms.releaseRate), days: terms.releaseEveryDays }}
          />
        ) : (
          <FormattedMessage id="pledge.card.returnsRedeem" values={{ days: terms.releaseEveryDays }} />
        )}
      </Fact>
      <Fact labelId="pledge.card.early">
        {terms.earlyPenaltyRate === null ? (
          <FormattedMessage id="pledge.card.earlyNo" />
        ) : (
          <FormattedMessage
            id="pledge.card.earlyYes"
            values={{ penalty: toPercent(terms.earlyPenaltyRate) }}
          />
        )}
      </Fact>
    </>
  );
}

/** The sale's state as a badge. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span className={`badge pledge-badge ${status}`} data-testid="pledge-status" data-status={status}>
      <FormattedMessage id={`pledge.status.${status}`} />
    </span>
  );
}

/** "Starts in …", "Ends in …" or "Ended": the countdown of the sale, never negative. */
export function SaleCountdown({ status, countdown }: { status: ProductStatus; countdown: Countdown | null }) {
  return (
    <p className="pledge-countdown small" data-testid="pledge-countdown">
      {countdown === null || status === 'ended' ? (
        <FormattedMessage id="pledge.card.endedNote" />
      ) : (
        <FormattedMessage
          id={status === 'upcoming' ? 'pledge.card.startsIn' : 'pledge.card.endsIn'}
          values={{ time: <CountdownText countdown={countdown} /> }}
        />
      )}
    </p>
  );
}

/** The sale's facts: minimum, window, days left, the pools. */
export function ProductSale({ card }: { card: ProductCardView }) {
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  const { product } = card;
  return (
    <>
      <dl className="facts pledge-facts">
        <Fact labelId="pledge.card.minimum" testId="pledge-minimum">
          {formatAmount(product.minPledge)} <span className="unit">USDT</span>
        </Fact>
        <Fact labelId="pledge.card.window">
          {formatDate(product.startDate, tag)} – {formatDate(product.endDate, tag)}
        </Fact>
        <Fact labelId="pledge.card.remaining" testId="pledge-days-left">
          <FormattedMessage id="pledge.common.days" values={{ days: card.daysLeft }} />
        </Fact>
      </dl>
      <PoolBar
        labelId="pledge.card.pledgePool"
        pool={product.pledgePool}
        share={card.pledgeShare}
        unit="USDT"
        testId="pledge-pool"
      />
      <PoolBar
        labelId="pledge.card.powerPool"
        pool={product.powerPool}
        share={card.powerShare}
        testId="power-pool"
      />
      <SaleCountdown status={card.status} countdown={card.countdown} />
    </>
  );
}

/** What the card offers: Save while open; otherwise why not (not started, full, ended). */
function ProductAction({ product, status }: { product: PledgeProduct; status: ProductStatus }) {
  if (status === 'open') {
    return (
      <Link to={`/pledge/detail/${product.id}`} className="button" data-testid="pledge-save-link">
        <FormattedMessage id="pledge.card.save" />
      </Link>
    );
  }
  return (
    <button type="button" className="button secondary" disabled>
      <FormattedMessage id={`pledge.card.action.${status}`} />
    </button>
  );
}

/** A product of the list: its terms, sale, pools, countdown and what can be done. */
export function ProductCard({ card }: { card: ProductCardView }) {
  const { product, status } = card;
  const titleId = `pledge-product-${product.id}`;
  return (
    <article
      className="card pledge-card"
      data-testid="pledge-product"
      data-id={product.id}
      data-status={status}
      aria-labelledby={titleId}
    >
      <div className="card-head">
        <TermsTitle terms={product} id={titleId} />
        <ProductStatusBadge status={status} />
      </div>
      <dl className="facts pledge-facts">
        <TermsFacts terms={product} />
      </dl>
      <ProductSale card={card} />
      <ProductAction product={product} status={status} />
    </article>
  );
}
