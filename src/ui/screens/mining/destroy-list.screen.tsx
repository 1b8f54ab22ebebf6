import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './mining.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Bcp47Tag } from '../../../domain/language/language';
import { destroyStatuses } from '../../../domain/mining/mining-status';
import { formatDateTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { useViewModel } from '../../shared/view-model';
import { DestroyListVm } from './destroy-list.vm';
import { PagedListView } from './paged-states';

/** Destroy-mining records: price, quantity, USDT value, date and status, paged. */
const DestroyListScreen = observer(function DestroyListScreen() {
  const vm = useViewModel(DestroyListVm, { active: usePageActive() });
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  return (
    <PagedListView list={vm.entries} empty="mining.records.destroyEmpty" failure="load">
      {(entry) => (
        <article className="card" data-testid="destroy-entry" data-status={entry.status}>
          <div className="card-head">
            <span className="muted small">{formatDateTime(entry.createdAt, tag)}</span>
            <span className={`badge badge-outline mining-destroy-${entry.status}`}>
              <FormattedMessage id={destroyStatuses.messageId(entry.status)} />
            </span>
          </div>
          <dl className="facts">
            <div>
              <dt>
                <FormattedMessage id="mining.records.price" />
              </dt>
              <dd className="amount">
                {formatAmount(entry.price)}
                <span className="unit"> USDT</span>
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mining.records.quantity" />
              </dt>
              <dd className="amount">
                <OwnFigure value={entry.quantity} />
                <span className="unit"> NADI</span>
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mining.records.value" />
              </dt>
              <dd className="amount">
                <OwnFigure value={entry.usdtValue} />
                <span className="unit"> USDT</span>
              </dd>
            </div>
          </dl>
        </article>
      )}
    </PagedListView>
  );
});

export default DestroyListScreen;
