import '../../shared/styles/controls.css';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Address } from '../../../domain/address/address';
import { Sheet } from '../../shared/components/sheet';
import { ErrorLine } from '../../shared/components/states';
import { maskPhone } from '../../shared/phone-mask';
import type { DeliveryChoice } from './gold-delivery';

function AddressLines({ address }: { address: Address }) {
  return (
    <span className="address-choice">
      <strong>
        {address.name} <span className="mono">{maskPhone(address.phone)}</span>
      </strong>
      <span className="muted small">
        {address.area} {address.detail}
      </span>
    </span>
  );
}

/**
 * The delivery address of a delivered order: the chosen one with Change (a sheet of the book) and a way
 * to add one (the address page; it is picked on return). Says so when one is required and missing.
 */
export const DeliverySection = observer(function DeliverySection({
  delivery,
  missing,
}: {
  delivery: DeliveryChoice;
  missing: boolean;
}) {
  const intl = useIntl();
  const [choosing, setChoosing] = useState(false);
  const list = delivery.addresses;
  const chosen = delivery.address;
  return (
    <section className="card" data-testid="gold-delivery-section">
      <h2 className="sheet-title">
        <FormattedMessage id="gold.confirm.address" />
      </h2>
      {list.firstLoad ? (
        <span className="skeleton-line" />
      ) : list.failedEmpty ? (
        <ErrorLine error={list.error} failure="address-list" />
      ) : chosen ? (
        <div className="row between" data-testid="gold-address">
          <AddressLines address={chosen} />
          <button type="button" className="button secondary small" onClick={() => setChoosing(true)}>
            <FormattedMessage id="gold.confirm.changeAddress" />
          </button>
        </div>
      ) : (
        <p className="muted">
          <FormattedMessage id="gold.confirm.noAddress" />
        </p>
      )}
      {missing && (
        <p className="error" role="alert" data-testid="gold-address-required">
          <FormattedMessage id="validation.address-required" />
        </p>
      )}
      <Link to="/address/add" className="button secondary small">
        <FormattedMessage id="gold.confirm.addAddress" />
      </Link>
      <Sheet
        open={choosing}
        onClose={() => setChoosing(false)}
        label={intl.formatMessage({ id: 'gold.confirm.chooseAddress' })}
        testId="gold-address-sheet"
      >
        <h2 className="sheet-title">
          <FormattedMessage id="gold.confirm.chooseAddress" />
        </h2>
        <div className="choice-list" role="radiogroup">
          {(list.data ?? []).map((address) => (
            <label key={address.id} className="choice">
              <input
                type="radio"
                name="gold-address"
                checked={delivery.addressId === address.id}
                onChange={() => {
                  delivery.choose(address.id);
                  setChoosing(false);
                }}
              />
              <AddressLines address={address} />
            </label>
          ))}
        </div>
        <Link to="/address" className="button secondary">
          <FormattedMessage id="gold.confirm.manageAddresses" />
        </Link>
      </Sheet>
    </section>
  );
});
