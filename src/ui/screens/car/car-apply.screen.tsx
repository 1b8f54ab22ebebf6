import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import '../gold/gold.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { carApplicationStatuses } from '../../../domain/car/car-application-status';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDateTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive, usePageQuery } from '../../app/page-context';
import { RichHtml } from '../../shared/components/rich-html';
import { ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { CarApplicationForm } from './car-application-form';
import { CarApplyVm } from './car-apply.vm';

const carParam = (value: string | null): number | null => {
  const id = value === null ? Number.NaN : Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Applying for a car: the car (pictures, specification, price, what an approved application releases,
 * the description), where the user's application stands, and the form when one may apply or re-apply.
 */
const CarApplyScreen = observer(function CarApplyScreen() {
  const vm = useViewModel(CarApplyVm, {
    carId: carParam(usePageQuery().get('car')),
    active: usePageActive(),
  });
  const intl = useIntl();
  if (vm.missingCar) {
    return (
      <div className="state-box">
        <p>
          <FormattedMessage id="car.apply.chooseCar" />
        </p>
        <Link to="/cars" className="button">
          <FormattedMessage id="route.cars" />
        </Link>
      </div>
    );
  }
  const view = vm.view.data;
  if (!view) {
    if (vm.view.error !== null) {
      return <ErrorState error={vm.view.error} failure="load" onRetry={() => void vm.reload()} />;
    }
    return <SkeletonList rows={2} lines={4} />;
  }
  const { car, application } = view;
  return (
    <div className="screen-body">
      <img className="shop-hero" src={car.images[0] ?? car.image} alt="" />
      <article className="card" data-testid="car-detail">
        <h2 className="shop-title">{car.name}</h2>
        <dl className="facts">
          <div>
            <dt>
              <FormattedMessage id="car.detail.specification" />
            </dt>
            <dd>{car.specification}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="car.detail.price" />
            </dt>
            <dd className="amount">{formatAmount(car.price)} USDT</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="car.detail.release" />
            </dt>
            <dd className="amount">{formatAmount(car.releaseAmount)} USDT</dd>
          </div>
        </dl>
        <RichHtml html={car.content} testId="car-content" />
      </article>
      {application && (
        <section className="card" data-testid="car-application" data-status={application.status}>
          <div className="card-head">
            <strong>
              <FormattedMessage id="car.apply.yourApplication" />
            </strong>
            <span className="badge badge-outline" data-testid="car-application-state">
              <FormattedMessage id={carApplicationStatuses.messageId(application.status)} />
            </span>
          </div>
          <p className="muted small">
            {application.applicationNo} · {formatDateTime(application.createdAt, intl.locale as Bcp47Tag)}
          </p>
          {application.status === 'pending' && (
            <p>
              <FormattedMessage id="car.apply.pendingNote" />
            </p>
          )}
          {application.status === 'approved' && (
            <p>
              <FormattedMessage id="car.apply.approvedNote" />{' '}
              <Link to="/car/carRelease" className="link">
                <FormattedMessage id="route.carRelease" />
              </Link>
            </p>
          )}
          {application.status === 'rejected' && (
            <p className="error" data-testid="car-reject-reason">
              <FormattedMessage id="car.apply.rejectedReason" values={{ reason: application.rejectReason }} />
            </p>
          )}
        </section>
      )}
      {vm.formOpen && <CarApplicationForm vm={vm} />}
    </div>
  );
});

export default CarApplyScreen;
