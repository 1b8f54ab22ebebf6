import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './transfer.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { accountKinds } from '../../../domain/funds/account-kind';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDateTime } from '../../../domain/shared/date-format';
import { usePageActive } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { useViewModel } from '../../shared/view-model';
import { TransferListVm } from './transfer-list.vm';
import { MovesList } from './transfer-paged-list';

/** /draw/list: every transfer between the fund and the trade account, newest first. */
const TransferListScreen = observer(function TransferListScreen() {
  const vm = useViewModel(TransferListVm, { active: usePageActive() });
  const intl = useIntl();
  return (
    <MovesList
      list={vm.list}
      empty="funds.transfer.list.empty"
      label={intl.formatMessage({ id: 'route.transferList' })}
      emptyAction={
        <Link to="/draw" className="button small">
          <FormattedMessage id="route.transfer" />
        </Link>
      }
    >
      {(transfer) => (
        <article className="card moves-card" data-testid="transfer-entry">
          <div className="card-head">
            <span data-testid="transfer-direction">
              <FormattedMessage
                id="funds.transfer.list.direction"
                values={{
                  from: intl.formatMessage({ id: accountKinds.messageId(transfer.from) }),
                  to: intl.formatMessage({ id: accountKinds.messageId(transfer.to) }),
                }}
              />
            </span>
            <strong className="amount">
              <OwnFigure value={transfer.amount} /> <span className="unit">{transfer.coin}</span>
            </strong>
          </div>
          <p className="muted small">{formatDateTime(transfer.createdAt, intl.locale as Bcp47Tag)}</p>
        </article>
      )}
    </MovesList>
  );
});

export default TransferListScreen;
