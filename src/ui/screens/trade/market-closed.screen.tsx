import './trade.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageActive } from '../../app/page-context';
import { ErrorLine } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { MarketClosedVm } from './market-closed.vm';

/** /trade/close: the pair is not trading. Says so, offers home, and a check that leads back when it reopens. */
const MarketClosedScreen = observer(function MarketClosedScreen() {
  const vm = useViewModel(MarketClosedVm, { active: usePageActive() });
  return (
    <div className="trade-ui market-closed screen" data-testid="market-closed">
      <svg className="state-icon" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M24 14v11l7 4" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <h2>
        <FormattedMessage id={vm.open ? 'trade.closed.openTitle' : 'trade.closed.title'} />
      </h2>
      <p className="muted">
        <FormattedMessage id={vm.open ? 'trade.closed.reopened' : 'trade.closed.body'} />
      </p>
      <ErrorLine error={vm.check.error} failure="load" />
      {vm.open ? (
        <Link to="/trade" replace className="button">
          <FormattedMessage id="trade.closed.toTrade" />
        </Link>
      ) : (
        <button
          type="button"
          className="button secondary"
          disabled={vm.check.loading}
          aria-busy={vm.check.loading}
          onClick={() => void vm.recheck()}
        >
          <FormattedMessage id={vm.check.loading ? 'trade.closed.checking' : 'trade.closed.check'} />
        </button>
      )}
      <Link to="/index" className="button secondary">
        <FormattedMessage id="trade.closed.home" />
      </Link>
    </div>
  );
});

export default MarketClosedScreen;
