import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './transfer.css';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Withdrawal } from '../../../domain/funds/funds';
import { type WithdrawWording, withdrawStatusMessageId } from '../../../domain/funds/withdraw-status';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDateTime } from '../../../domain/shared/date-format';
import { usePageActive } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { AddressText, CopyButton } from '../../shared/components/copy';
import { useViewModel } from '../../shared/view-model';
import { MovesList, shortHash } from './transfer-paged-list';
import { WithdrawListVm } from './withdraw-list.vm';

/** /withdraw/list: every withdrawal with its status, confirmations, hash, and a rejection's reason and refund. */
const WithdrawListScreen = observer(function WithdrawListScreen() {
  const vm = useViewModel(WithdrawListVm, { active: usePageActive() });
  const intl = useIntl();
  return (
    <>
      {vm.updating && (
        <p className="moves-live muted small" role="status" data-testid="withdraw-live">
          <FormattedMessage id="funds.moves.live" />
        </p>
      )}
      <MovesList
        list={vm.list}
        empty="funds.withdraw.list.empty"
        label={intl.formatMessage({ id: 'route.withdrawList' })}
        emptyAction={
          <Link to="/withdraw" className="button small">
            <FormattedMessage id="route.withdraw" />
          </Link>
        }
      >
        {(withdrawal) => <WithdrawCard withdrawal={withdrawal} wording={vm.wording} />}
      </MovesList>
    </>
  );
});

function WithdrawCard({ withdrawal: w, wording }: { withdrawal: Withdrawal; wording: WithdrawWording }) {
  const intl = useIntl();
  const fact = (id: string, value: ReactNode) => (
    <div>
      <dt>
        <FormattedMessage id={id} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article className="card moves-card" data-testid="withdraw-entry" data-status={w.status}>
      <div className="card-head">
        <strong className="amount">
          −<OwnFigure value={w.amount} /> <span className="unit">{w.coin}</span>
        </strong>
        <span className={`badge moves-state-${w.status}`} data-testid="withdraw-state">
          <FormattedMessage id={withdrawStatusMessageId(w.status, wording)} />
        </span>
      </div>
      {w.status === 'confirming' && (
        <p className="small" data-testid="withdraw-confirmations">
          <FormattedMessage
            id="funds.moves.confirmations"
            values={{ count: w.confirmations, required: w.requiredConfirmations }}
          />
        </p>
      )}
      <dl className="facts">
        {/* A refused withdrawal took no fee and nothing arrives: its card says what was returned instead. */}
        {w.status !== 'failed' &&
          fact(
            'funds.withdraw.fee',
            <>
              <OwnFigure value={w.fee} /> {w.coin}
            </>,
          )}
        {w.status !== 'failed' &&
          fact(
            'funds.withdraw.received',
            <>
              <OwnFigure value={w.received} /> {w.coin}
            </>,
          )}
        {fact('funds.withdraw.to', <AddressText value={w.address} />)}
        {fact('funds.moves.time', formatDateTime(w.createdAt, intl.locale as Bcp47Tag))}
        {w.txHash &&
          fact(
            'funds.moves.txHash',
            <span className="moves-hash">
              <span className="mono" title={w.txHash}>
                {shortHash(w.txHash)}
              </span>
              <CopyButton value={w.txHash} label={intl.formatMessage({ id: 'funds.moves.copyHash' })} />
            </span>,
          )}
      </dl>
      {w.status === 'failed' && (
        <div className="moves-warning small" data-testid="withdraw-rejected">
          <p>
            <FormattedMessage id="funds.withdraw.list.reason" values={{ reason: w.reason ?? '—' }} />
          </p>
          {w.refunded && (
            <p>
              <FormattedMessage
                id="funds.withdraw.list.refunded"
                values={{ amount: <OwnFigure value={w.refunded} />, coin: w.coin }}
              />
            </p>
          )}
        </div>
      )}
    </article>
  );
}

export default WithdrawListScreen;
