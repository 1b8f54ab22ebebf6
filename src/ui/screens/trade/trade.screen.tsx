import './trade.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { stepDecimals } from '../../../domain/trade/order-ticket';
import { usePageActive } from '../../app/page-context';
import { ErrorState } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { DepthBook } from './depth-book';
import { KlineChart } from './kline-chart';
import { OrderForm } from './order-form';
import { TradeVm } from './trade.vm';
import { DEFAULT_PRICE_DECIMALS, DEFAULT_QUANTITY_DECIMALS } from './trade-format';
import { TradeHeader } from './trade-header';
import { CancelFailure, TradeOrderCard } from './trade-order-card';

/**
 * /trade: the NADI/USDT spot market. Ticker and feed state on top, the k-line chart, then the order form
 * beside the book (the form under the thumb), then the open orders. A closed market goes to /trade/close.
 */
const TradeScreen = observer(function TradeScreen() {
  const active = usePageActive();
  const vm = useViewModel(TradeVm, { active });
  const intl = useIntl();
  if (vm.closed) return active ? <Navigate to="/trade/close" replace /> : null;
  const pair = vm.tradePair;
  const priceDecimals = pair ? stepDecimals(pair.tickSize) : DEFAULT_PRICE_DECIMALS;
  const quantityDecimals = pair ? stepDecimals(pair.lotSize) : DEFAULT_QUANTITY_DECIMALS;
  const base = pair?.base ?? 'NADI';
  const quote = pair?.quote ?? 'USDT';
  const openOrders = vm.openOrders;

  return (
    <div className="trade-ui trade-screen">
      <TradeHeader session={vm.session} pair={pair} priceDecimals={priceDecimals} />
      {vm.pair.failedEmpty && (
        <ErrorState error={vm.pair.error} failure="load" onRetry={() => void vm.reload()} />
      )}
      <KlineChart feed={vm.chart} pricePrecision={priceDecimals} volumePrecision={quantityDecimals} />
      <div className="trade-main">
        <OrderForm
          form={vm.form}
          base={base}
          quote={quote}
          available={vm.available(vm.form.side === 'buy' ? quote : base)}
        />
        <DepthBook
          store={vm.session.store}
          status={vm.session.status}
          priceDecimals={priceDecimals}
          quantityDecimals={quantityDecimals}
        />
      </div>
      <section className="trade-open" aria-labelledby="trade-open-title">
        <div className="row trade-open-head">
          <h2 id="trade-open-title">
            <FormattedMessage id="trade.open.title" values={{ count: openOrders.total }} />
          </h2>
          <Link to="/trade/orderList" className="link">
            <FormattedMessage id="trade.open.all" />
          </Link>
        </div>
        <CancelFailure error={vm.cancelFailure} />
        {openOrders.failedEmpty ? (
          <ErrorState error={openOrders.error} failure="order-list" onRetry={() => void vm.reload()} />
        ) : openOrders.empty ? (
          <p className="muted" data-testid="open-orders-empty">
            <FormattedMessage id="trade.open.empty" />
          </p>
        ) : (
          <ul
            className="trade-order-list"
            aria-label={intl.formatMessage({ id: 'trade.open.title' }, { count: openOrders.total })}
          >
            {openOrders.items.map((order) => (
              <li key={order.id}>
                <TradeOrderCard order={order} canceller={vm} base={base} quote={quote} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
});

export default TradeScreen;
