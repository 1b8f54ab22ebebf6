import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './orders.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { orderTypes } from '../../../domain/orders/order-status';
import { formatAmount } from '../../../domain/shared/money-format';
import { Sheet } from '../../shared/components/sheet';
import { useViewModel } from '../../shared/view-model';
import { UnpaidReminderVm } from './unpaid-reminder.vm';

/** Most orders the reminder names; the orders page has them all. */
const SHOWN = 3;

/**
 * The unpaid-order reminder: mounted once in the shell (inside the router). When the app opens with a
 * session that has unpaid orders, it names them and offers to go and pay (the orders page opens the
 * payment sheet of the oldest) or to be reminded later.
 */
export const UnpaidReminder = observer(function UnpaidReminder() {
  const { pathname } = useLocation();
  const vm = useViewModel(UnpaidReminderVm, { onOrdersPage: pathname === '/orders' });
  const intl = useIntl();
  const first = vm.first;
  if (!vm.open || !first) return null;
  return (
    <Sheet
      open
      side="center"
      onClose={vm.dismiss}
      label={intl.formatMessage({ id: 'orders.reminder.title' })}
      testId="unpaid-reminder"
    >
      <h2 className="sheet-title">
        <FormattedMessage id="orders.reminder.title" />
      </h2>
      <p>
        <FormattedMessage
          id="orders.reminder.body"
          values={{ count: vm.orders.length, amount: formatAmount(vm.total) }}
        />
      </p>
      <ul className="reminder-list">
        {vm.orders.slice(0, SHOWN).map((order) => (
          <li key={order.id} className="row between">
            <span>
              <FormattedMessage id={orderTypes.messageId(order.type)} />
            </span>
            <span className="amount">{`${formatAmount(order.totalPrice)} USDT`}</span>
          </li>
        ))}
      </ul>
      <div className="sheet-actions">
        <Link to={`/orders?pay=${first.id}`} className="button" onClick={vm.dismiss}>
          <FormattedMessage id="orders.reminder.goToPay" />
        </Link>
        <button type="button" className="button secondary" onClick={vm.dismiss}>
          <FormattedMessage id="orders.reminder.later" />
        </button>
      </div>
    </Sheet>
  );
});
export default UnpaidReminder;
