import type Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Bcp47Tag } from '../../../domain/language/language';
import { positionStatuses } from '../../../domain/pledge/pledge';
import { formatDateTime } from '../../../domain/shared/date-format';
import { toPercent } from '../../../domain/shared/rate';
import { OwnFigure } from '../../shared/components/amount';
import { CountdownText } from './countdown-text';
import { Fact, TermsTitle } from './pledge-product-card';
import type { PositionView } from './pledge-views';

const Nadi = ({ value }: { value: Decimal }) => (
  <span className="amount">
    <OwnFigure value={value} /> <span className="unit">NADI</span>
  </span>
);

/**
 * A position of "my savings" (and the head of its release log): amount, buy and end time, rate, the next
 * release with its countdown, what came back and what was earned, its status; the list links its records.
 */
export function PositionCard({
  view,
  linked = true,
  children,
}: {
  view: PositionView;
  linked?: boolean;
  /** The release log puts its Redeem button here, on the card. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  const { position, nextIn } = view;
  const titleId = `pledge-position-${position.id}`;
  return (
    <article
      className="card pledge-card"
      data-testid="pledge-position"
      data-id={position.id}
      data-status={position.status}
      aria-labelledby={titleId}
    >
      <div className="card-head">
        <TermsTitle terms={position} id={titleId} />
        <span
          className={`badge pledge-badge ${position.status}`}
          data-testid="pledge-position-status"
          data-status={position.status}
        >
          <FormattedMessage id={positionStatuses.messageId(position.status)} />
        </span>
      </div>
      <dl className="facts pledge-facts">
        <Fact labelId="pledge.position.amount" testId="pledge-position-amount">
          <Nadi value={position.amount} />
        </Fact>
        <Fact labelId="pledge.position.buyTime">{formatDateTime(position.buyTime, tag)}</Fact>
        <Fact labelId="pledge.position.endTime">{formatDateTime(position.endTime, tag)}</Fact>
        <Fact labelId="pledge.card.dayRate">{toPercent(position.dayRate)}</Fact>
        <Fact labelId="pledge.position.next" testId="pledge-next-release">
          {position.nextRelease && nextIn ? (
            <span className="pledge-note">
              <Nadi value={position.nextRelease.amount} />
              <span className="small muted">{formatDateTime(position.nextRelease.time, tag)}</span>
              <span className="small">
                <FormattedMessage
                  id="pledge.position.nextIn"
                  values={{ time: <CountdownText countdown={nextIn} /> }}
                />
              </span>
            </span>
          ) : (
            <FormattedMessage id="pledge.position.noNext" />
          )}
        </Fact>
        <Fact labelId="pledge.position.returned" testId="pledge-position-returned">
          <Nadi value={position.returned} />
        </Fact>
        <Fact labelId="pledge.position.income" testId="pledge-position-income">
          <Nadi value={position.income} />
        </Fact>
      </dl>
      {linked && (
        <div className="pledge-card-actions">
          <Link
            to={`/pledge/releaseLog/${position.id}`}
            className="button secondary small"
            data-testid="pledge-release-log-link"
          >
            <FormattedMessage id="pledge.position.releaseLog" />
          </Link>
          {/* Redeeming (early or at maturity) from the card: the release log opens with its confirmation. */}
          {view.redeemWay && (
            <Link
              to={`/pledge/releaseLog/${position.id}`}
              state={{ redeem: true }}
              className={view.redeemWay === 'early' ? 'button secondary small' : 'button small'}
              data-testid="pledge-card-redeem"
              data-way={view.redeemWay}
            >
              <FormattedMessage
                id={view.redeemWay === 'early' ? 'pledge.redeem.early' : 'pledge.redeem.maturity'}
              />
            </Link>
          )}
        </div>
      )}
      {children}
    </article>
  );
}
