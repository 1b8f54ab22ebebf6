import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isOutOfStock } from '../../../domain/mining/mining';
import { equipmentTypes } from '../../../domain/shared/equipment-type';
import { formatAmount } from '../../../domain/shared/money-format';
import { Sheet } from '../../shared/components/sheet';
import { ErrorState, SkeletonList } from '../../shared/components/states';
import type { MiningVm } from './mining.vm';

/** A device on sale: picture, type, specification, price and power, and Buy (the mall's order confirm page). */
export const DeviceSheet = observer(function DeviceSheet({ vm }: { vm: MiningVm }) {
  const intl = useIntl();
  const goods = vm.device.data;
  const title = goods?.name ?? intl.formatMessage({ id: 'enum.machineKind.device' });
  return (
    <Sheet open onClose={vm.closeDevice} label={title} testId="device-sheet">
      <h2 className="sheet-title">{title}</h2>
      {vm.device.loading ? (
        <SkeletonList rows={1} lines={4} />
      ) : !goods || goods.id !== vm.deviceId ? (
        <ErrorState
          error={vm.device.error}
          failure="load"
          onRetry={() => vm.deviceId !== null && vm.openDevice(vm.deviceId)}
        />
      ) : (
        <div className="mining-device">
          <img
            className="mining-device-image"
            src={goods.images[0] ?? goods.image}
            alt=""
            width={96}
            height={96}
          />
          <dl className="facts">
            <div>
              <dt>
                <FormattedMessage id="mining.device.type" />
              </dt>
              <dd>
                <FormattedMessage id={equipmentTypes.messageId(goods.deviceType)} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mining.device.spec" />
              </dt>
              <dd>{goods.specification}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mining.power.title" />
              </dt>
              <dd className="amount">{formatAmount(goods.power)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="node.card.price" />
              </dt>
              <dd className="amount">
                {formatAmount(goods.price)}
                <span className="unit"> USDT</span>
              </dd>
            </div>
          </dl>
          {goods.needDelivery && (
            <p className="muted small">
              <FormattedMessage id="mining.device.delivery" />
            </p>
          )}
          {isOutOfStock(goods) || !vm.deviceConfirmPath ? (
            <button type="button" className="button" disabled>
              <FormattedMessage id="validation.sold-out" />
            </button>
          ) : (
            <Link
              to={vm.deviceConfirmPath}
              className="button"
              onClick={vm.closeDevice}
              data-testid="device-buy"
            >
              <FormattedMessage id="mining.device.buy" values={{ amount: formatAmount(goods.price) }} />
            </Link>
          )}
        </div>
      )}
    </Sheet>
  );
});
