import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { equipmentTypes } from '../../../domain/shared/equipment-type';
import { Amount } from '../../shared/components/amount';
import { ErrorState } from '../../shared/components/states';
import type { TeamVm } from './team.vm';

/** Direct performance, as a line of the performance card (loads with the device figures). */
export const DirectPerformance = observer(function DirectPerformance({ vm }: { vm: TeamVm }) {
  const figures = vm.performance.data;
  return (
    <div>
      <dt className="muted">
        <FormattedMessage id="team.performance.direct" />
      </dt>
      <dd data-testid="performance-direct">
        {figures ? <Amount own value={figures.direct} unit="USDT" /> : <span className="skeleton-line" />}
      </dd>
    </div>
  );
});

/** Device performance by equipment type (tablet, straight phone, foldable phone). */
export const DevicePerformance = observer(function DevicePerformance({ vm }: { vm: TeamVm }) {
  const load = vm.performance;
  if (load.failedEmpty) return <ErrorState error={load.error} failure="load" onRetry={vm.retryPerformance} />;
  const figures = load.data;
  if (!figures) return <span className="skeleton-line" aria-busy="true" />;
  return (
    <dl className="figures" data-testid="device-performance">
      {figures.devices.map((device) => (
        <div key={device.type}>
          <dt className="muted">
            <FormattedMessage id={equipmentTypes.messageId(device.type)} />
          </dt>
          <dd data-testid={`device-${device.type}`}>
            <Amount own value={device.performance} unit="USDT" />
          </dd>
        </div>
      ))}
    </dl>
  );
});
