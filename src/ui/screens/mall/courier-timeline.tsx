import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Bcp47Tag } from '../../../domain/language/language';
import { courierStatuses } from '../../../domain/mall/courier-status';
import { formatDateTime } from '../../../domain/shared/date-format';
import { ErrorState, SkeletonList } from '../../shared/components/states';
import type { MallOrderDetailVm } from './mall-order-detail.vm';

/** The courier trace as a timeline, the newest step on top; before shipping it says it has not shipped. */
export const CourierTimeline = observer(function CourierTimeline({ vm }: { vm: MallOrderDetailVm }) {
  const intl = useIntl();
  const { trace } = vm;
  const events = trace.data?.events;
  return (
    <section className="card" aria-labelledby="mall-trace-title" data-testid="courier-trace">
      <h3 id="mall-trace-title" className="mall-subtitle">
        <FormattedMessage id="mall.trace.title" />
      </h3>
      {events === undefined && trace.error === null ? (
        <SkeletonList rows={1} lines={3} />
      ) : events === undefined ? (
        <ErrorState error={trace.error} failure="load" onRetry={() => void vm.reload()} />
      ) : events.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="mall.trace.empty" />
        </p>
      ) : (
        <ol className="mall-timeline">
          {events.map((event, index) => (
            <li
              key={`${event.time.getTime()}-${event.status}`}
              className={index === 0 ? 'mall-timeline-latest' : undefined}
              data-testid="trace-event"
            >
              <strong>
                <FormattedMessage id={courierStatuses.messageId(event.status)} />
              </strong>
              <span className="small">{event.location}</span>
              <time className="muted small" dateTime={event.time.toISOString()}>
                {formatDateTime(event.time, intl.locale as Bcp47Tag)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
