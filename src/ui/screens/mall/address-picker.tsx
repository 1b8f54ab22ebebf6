import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Sheet } from '../../shared/components/sheet';
import { DeliveryBlock } from './delivery-block';
import type { OrderConfirmVm } from './order-confirm.vm';

/** The address book as a choice: tap one to deliver there, or add a new one (chosen on coming back). */
export const AddressPicker = observer(function AddressPicker({ vm }: { vm: OrderConfirmVm }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'mall.confirm.chooseAddress' });
  return (
    <Sheet open onClose={vm.closeAddressPicker} label={label} testId="address-picker">
      <h2 className="sheet-title">{label}</h2>
      <ul className="choice-list">
        {(vm.addresses.data ?? []).map((address) => (
          <li key={address.id}>
            <button
              type="button"
              className="choice mall-address-choice"
              aria-pressed={address.id === vm.addressId}
              onClick={() => vm.chooseAddress(address.id)}
            >
              <DeliveryBlock delivery={address} isDefault={address.isDefault} />
            </button>
          </li>
        ))}
      </ul>
      <div className="sheet-actions">
        <Link to="/address/add" className="button secondary" onClick={vm.closeAddressPicker}>
          <FormattedMessage id="mall.confirm.addAddress" />
        </Link>
      </div>
    </Sheet>
  );
});
