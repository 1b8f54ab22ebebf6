import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Sheet } from '../../shared/components/sheet';
import type { AddressFormVm } from './address-form.vm';
import type { RegionOption } from './regions';

/** The region picker: a searchable list of every region, the markets first, names in the user's language. */
export const RegionSheet = observer(function RegionSheet({ vm }: { vm: AddressFormVm }) {
  const intl = useIntl();
  const picker = vm.regionPicker;
  const title = intl.formatMessage({ id: 'address.form.region.title' });
  const markets = picker.grouped ? picker.regions.filter((option) => option.market) : [];
  const others = picker.grouped ? picker.regions.filter((option) => !option.market) : picker.regions;
  return (
    <Sheet open={picker.open} onClose={picker.close} label={title} testId="region-sheet">
      <h2>{title}</h2>
      <input
        type="search"
        className="address-region-search"
        value={picker.query}
        onChange={(event) => picker.setQuery(event.target.value)}
        aria-label={intl.formatMessage({ id: 'address.form.region.search' })}
        placeholder={intl.formatMessage({ id: 'address.form.region.search' })}
        autoComplete="off"
      />
      <div className="address-region-scroll">
        {markets.length > 0 && (
          <RegionGroup
            heading={<FormattedMessage id="address.form.region.popular" />}
            options={markets}
            vm={vm}
          />
        )}
        {others.length > 0 && (
          <RegionGroup
            heading={picker.grouped ? <FormattedMessage id="address.form.region.all" /> : null}
            options={others}
            vm={vm}
          />
        )}
        {picker.regions.length === 0 && (
          <p className="muted" role="status">
            <FormattedMessage id="address.form.region.none" />
          </p>
        )}
      </div>
    </Sheet>
  );
});

const RegionGroup = observer(function RegionGroup({
  heading,
  options,
  vm,
}: {
  heading: ReactNode;
  options: readonly RegionOption[];
  vm: AddressFormVm;
}) {
  return (
    <section className="address-region-group">
      {heading && <h3 className="muted">{heading}</h3>}
      <ul className="choice-list">
        {options.map((option) => (
          <li key={option.code}>
            <button
              type="button"
              className="choice"
              aria-pressed={option.code === vm.country}
              onClick={() => vm.chooseRegion(option.code)}
            >
              <span className="ellipsis address-region-name">{option.name}</span>
              <span className="muted mono">{option.callingCode}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
