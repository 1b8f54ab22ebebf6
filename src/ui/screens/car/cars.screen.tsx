import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import '../gold/gold.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { carApplicationStatuses } from '../../../domain/car/car-application-status';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { PullRefresh } from '../../shared/components/pull-refresh';
import { ShopSections } from '../../shared/components/shop-sections';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { CarsVm } from './cars.vm';

/** The cars one may apply for (no checkout), each with where the user's application stands. */
const CarsScreen = observer(function CarsScreen() {
  const vm = useViewModel(CarsVm, { active: usePageActive() });
  const shop = vm.shop;
  return (
    <PullRefresh onRefresh={vm.refresh}>
      <div className="screen-body">
        <ShopSections />
        <nav className="shop-links">
          <Link to="/car/carRelease" className="button secondary small">
            <FormattedMessage id="route.carRelease" />
          </Link>
        </nav>
        {shop.firstLoad ? (
          <SkeletonList rows={3} lines={3} />
        ) : !shop.data ? (
          <ErrorState error={shop.error} failure="load" onRetry={() => void vm.refresh()} />
        ) : shop.data.cars.length === 0 ? (
          <EmptyState messageId="car.list.empty" />
        ) : (
          <>
            {shop.error !== null && <ErrorLine error={shop.error} failure="load" />}
            <ul className="shop-list">
              {shop.data.cars.map((car) => {
                const application = vm.applicationFor(car.id);
                return (
                  <li key={car.id}>
                    <Link to={`/apply?car=${car.id}`} className="card shop-goods" data-testid="car-card">
                      <img src={car.image} alt="" loading="lazy" />
                      <div>
                        <h2>{car.name}</h2>
                        <p className="muted small">{car.specification}</p>
                        <p>
                          <FormattedMessage
                            id="car.list.price"
                            values={{ amount: formatAmount(car.price) }}
                          />
                        </p>
                        <p className="muted small">
                          <FormattedMessage
                            id="car.list.release"
                            values={{ amount: formatAmount(car.releaseAmount) }}
                          />
                        </p>
                        {application && (
                          <span className="badge badge-outline" data-testid="car-application-status">
                            <FormattedMessage id={carApplicationStatuses.messageId(application.status)} />
                          </span>
                        )}
                      </div>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </PullRefresh>
  );
});

export default CarsScreen;
