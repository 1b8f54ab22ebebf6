import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './address.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Address } from '../../../domain/address/address';
import { usePageActive } from '../../app/page-context';
import { useFeedback } from '../../shared/components/feedback';
import { PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { maskPhone } from '../../shared/phone-mask';
import { useViewModel } from '../../shared/view-model';
import { AddressListVm } from './address-list.vm';
import { regionName } from './regions';

/**
 * The address book: the user's addresses, default first, with set-default, edit and delete (asked
 * first), pull-to-refresh, and the add button at the bottom. It reloads each time it comes on screen.
 */
const AddressListScreen = observer(function AddressListScreen() {
  const vm = useViewModel(AddressListVm, { active: usePageActive() });
  const intl = useIntl();

  if (vm.firstLoad) return <SkeletonList rows={2} lines={3} />;
  if (vm.loadFailure !== null) {
    return <ErrorState error={vm.loadFailure} failure="address-list" onRetry={() => void vm.reload()} />;
  }
  const addButton = (
    <Link to="/address/add" className="button">
      <FormattedMessage id="address.list.add" />
    </Link>
  );
  return (
    <div className="address-screen">
      <PullRefresh onRefresh={vm.reload}>
        <div className="screen-body">
          {vm.refreshFailure !== null && (
            <div className="row address-notice">
              <ErrorLine error={vm.refreshFailure} failure="address-list" />
              <button type="button" className="button secondary small" onClick={() => void vm.reload()}>
                <FormattedMessage id="error.action.retry" />
              </button>
            </div>
          )}
          {vm.actionFailure && (
            <ErrorLine error={vm.actionFailure.error} failure={vm.actionFailure.failure} />
          )}
          {vm.empty ? (
            <EmptyState messageId="address.list.empty" action={addButton} />
          ) : (
            <>
              <p className="muted address-count">
                <FormattedMessage id="address.list.count" values={{ count: vm.items.length }} />
              </p>
              <ul className="address-list" aria-label={intl.formatMessage({ id: 'route.address' })}>
                {vm.items.map((address) => (
                  <li key={address.id}>
                    <AddressCard address={address} vm={vm} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </PullRefresh>
      {!vm.empty && <div className="address-bottom-bar">{addButton}</div>}
    </div>
  );
});

const AddressCard = observer(function AddressCard({ address, vm }: { address: Address; vm: AddressListVm }) {
  const intl = useIntl();
  const feedback = useFeedback();
  const region = regionName(intl.locale, address.country);
  const phone = maskPhone(address.phone);
  const { name } = address;

  const setDefault = async () => {
    if (await vm.setDefault(address.id)) {
      feedback.toast(intl.formatMessage({ id: 'address.list.defaultSet' }), 'success');
    }
  };
  const remove = async () => {
    const confirmed = await feedback.confirm({
      title: intl.formatMessage({ id: 'address.list.deleteTitle' }),
      content: (
        <FormattedMessage
          id="address.list.deleteContent"
          values={{ name, phone, address: `${region} ${address.area} ${address.detail}` }}
        />
      ),
      confirmText: intl.formatMessage({ id: 'address.list.delete' }),
      danger: true,
    });
    if (confirmed && (await vm.remove(address.id))) {
      feedback.toast(intl.formatMessage({ id: 'address.list.deleted' }), 'success');
    }
  };

  return (
    <article className="card address-card" data-testid="address-card" aria-label={name}>
      <div className="address-card-head">
        <strong className="address-name">{name}</strong>
        {address.isDefault && (
          <span className="badge address-badge" data-testid="default-badge">
            <FormattedMessage id="address.list.default" />
          </span>
        )}
      </div>
      <p className="mono address-phone">{phone}</p>
      <p className="address-lines">
        <span>
          <span className="muted">{region}</span> {address.area}
        </span>
        <span>{address.detail}</span>
      </p>
      <div className="card-actions">
        {!address.isDefault && (
          <button
            type="button"
            className="button secondary small"
            disabled={vm.busy}
            aria-busy={vm.isPending(address.id, 'default')}
            aria-label={intl.formatMessage({ id: 'address.list.setDefaultLabel' }, { name })}
            onClick={() => void setDefault()}
          >
            {vm.isPending(address.id, 'default') && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage id="address.list.setDefault" />
          </button>
        )}
        <Link
          to={`/address/edit?id=${address.id}`}
          className="button secondary small"
          aria-label={intl.formatMessage({ id: 'address.list.editLabel' }, { name })}
        >
          <FormattedMessage id="address.list.edit" />
        </Link>
        <button
          type="button"
          className="button danger small"
          disabled={vm.busy}
          aria-busy={vm.isPending(address.id, 'delete')}
          aria-label={intl.formatMessage({ id: 'address.list.deleteLabel' }, { name })}
          onClick={() => void remove()}
        >
          {vm.isPending(address.id, 'delete') && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="address.list.delete" />
        </button>
      </div>
    </article>
  );
});

export default AddressListScreen;
