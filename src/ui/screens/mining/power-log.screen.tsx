import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './mining.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Bcp47Tag } from '../../../domain/language/language';
import { powerLogTypes } from '../../../domain/mining/mining-status';
import { formatDateTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { useViewModel } from '../../shared/view-model';
import { PagedListView } from './paged-states';
import { POWER_LOG_FILTERS, PowerLogVm } from './power-log.vm';

/** The power log with a type filter, paged. */
const PowerLogScreen = observer(function PowerLogScreen() {
  const vm = useViewModel(PowerLogVm, { active: usePageActive() });
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  return (
    <div>
      <fieldset className="mining-filter">
        <legend className="visually-hidden">
          <FormattedMessage id="mining.log.filter" />
        </legend>
        {POWER_LOG_FILTERS.map((type) => (
          <button
            key={type ?? 'all'}
            type="button"
            aria-pressed={vm.type === type}
            onClick={() => vm.setType(type)}
          >
            <FormattedMessage id={type === null ? 'mining.log.all' : powerLogTypes.messageId(type)} />
          </button>
        ))}
      </fieldset>
      <PagedListView list={vm.list} empty="mining.log.empty" failure="load">
        {(entry) => (
          <article className="card card-head" data-testid="power-log-entry" data-type={entry.type}>
            <span className="mining-goods-text">
              <strong>
                <FormattedMessage id={powerLogTypes.messageId(entry.type)} />
              </strong>
              <span className="muted small">{formatDateTime(entry.createdAt, tag)}</span>
            </span>
            <span className={`amount ${entry.amount.isNegative() ? 'power-minus' : 'power-plus'}`}>
              {entry.amount.isNegative() ? '' : '+'}
              {formatAmount(entry.amount)}
            </span>
          </article>
        )}
      </PagedListView>
    </div>
  );
});

export default PowerLogScreen;
