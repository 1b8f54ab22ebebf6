import { FormattedMessage, useIntl } from 'react-intl';
import type { Delivery } from '../../../domain/mall/mall-order';
import { maskPhone } from '../../shared/phone-mask';
import { regionName } from '../address/regions';

/** A delivery address as the mall shows it: name, masked phone, region and area, the detail line. */
export function DeliveryBlock({ delivery, isDefault = false }: { delivery: Delivery; isDefault?: boolean }) {
  const intl = useIntl();
  return (
    <div className="mall-delivery" data-testid="delivery">
      <div className="mall-delivery-head">
        <strong className="ellipsis">{delivery.name}</strong>
        <span className="mono">{maskPhone(delivery.phone)}</span>
        {isDefault && (
          <span className="badge badge-outline">
            <FormattedMessage id="address.list.default" />
          </span>
        )}
      </div>
      <p className="mall-delivery-lines">
        <span className="muted">{regionName(intl.locale, delivery.country)}</span> {delivery.area}{' '}
        {delivery.detail}
      </p>
    </div>
  );
}
