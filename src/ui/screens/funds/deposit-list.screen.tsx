import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './transfer.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { depositStatuses } from '../../../domain/funds/deposit-status';
import type { Deposit } from '../../../domain/funds/funds';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDateTime } from '../../../domain/shared/date-format';
import { chains } from '../../../domain/shared/token';
import { usePageActive } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { CopyButton } from '../../shared/components/copy';
import { useViewModel } from '../../shared/view-model';
import { DepositListVm } from './deposit-list.vm';
import { MovesList, shortHash } from './transfer-paged-list';

/** /recharge/list: every deposit with its state, live while one is counting confirmations. */
const DepositListScreen = observer(function DepositListScreen() {
  const vm = useViewModel(DepositListVm, { active: usePageActive() });
  const intl = useIntl();
  return (
    <>
      {vm.updating && (
        <p className="moves-live muted small" role="status" data-testid="deposit-live">
          <FormattedMessage id="funds.moves.live" />
        </p>
      )}
      <MovesList
        list={vm.list}
        empty="funds.deposit.list.empty"
        label={intl.formatMessage({ id: 'route.rechargeList' })}
        emptyAction={
          <Link to="/recharge" className="button small">
            <FormattedMessage id="route.recharge" />
          </Link>
        }
      >
        {(deposit) => <DepositCard deposit={deposit} />}
      </MovesList>
    </>
  );
});

function DepositCard({ deposit }: { deposit: Deposit }) {
  const intl = useIntl();
  return (
    <article className="card moves-card" data-testid="deposit-entry" data-status={deposit.status}>
      <div className="card-head">
        <strong className="amount">
          +<OwnFigure value={deposit.amount} /> <span className="unit">{deposit.coin}</span>
        </strong>
        <DepositState deposit={deposit} />
      </div>
      <dl className="facts">
        <div>
          <dt>
            <FormattedMessage id="funds.moves.chain" />
          </dt>
          <dd>
            <FormattedMessage id={chains.messageId(deposit.chain)} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="funds.moves.time" />
          </dt>
          <dd>{formatDateTime(deposit.createdAt, intl.locale as Bcp47Tag)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="funds.moves.txHash" />
          </dt>
          <dd className="moves-hash">
            <span className="mono" title={deposit.txHash}>
              {shortHash(deposit.txHash)}
            </span>
            <CopyButton value={deposit.txHash} label={intl.formatMessage({ id: 'funds.moves.copyHash' })} />
          </dd>
        </div>
      </dl>
      {deposit.status === 'belowMinimum' && (
        <p className="moves-warning small">
          <FormattedMessage id="funds.deposit.list.belowMinimumNote" />
        </p>
      )}
    </article>
  );
}

/** Detected (0 confirmations), "n of N confirmations", credited, or below the minimum. */
function DepositState({ deposit }: { deposit: Deposit }) {
  const { status, confirmations, requiredConfirmations } = deposit;
  const counting = status === 'confirming' && confirmations > 0;
  return (
    <span className={`badge moves-state-${status}`} data-testid="deposit-state">
      {counting ? (
        <FormattedMessage
          id="funds.moves.confirmations"
          values={{ count: confirmations, required: requiredConfirmations }}
        />
      ) : (
        <FormattedMessage id={depositStatuses.messageId(status)} />
      )}
    </span>
  );
}

export default DepositListScreen;
