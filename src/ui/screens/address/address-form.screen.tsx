import '../../shared/styles/controls.css';
import '../../shared/styles/switch.css';
import './address.css';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useContext, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { AddressField, AddressFieldError } from '../../../domain/address/address-rules';
import { validationMessageId } from '../../../domain/shared/validation';
import { PageContext, usePageQuery } from '../../app/page-context';
import { useFeedback } from '../../shared/components/feedback';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { AddressFormVm } from './address-form.vm';
import { RegionSheet } from './region-sheet';

/**
 * Element ids of the form's fields, under a prefix of the mounted form (useId): the add and the edit
 * screens stay mounted side by side (keep-alive), and fixed ids would tie one screen's labels to the
 * other's inputs.
 */
const fieldId = (base: string, field: AddressField) => `${base}-${field}`;

/** The message of a field error: the shared `validation.<kind>`, except the area's, which is typed here. */
const errorMessageId = (field: AddressField, error: AddressFieldError): string =>
  field === 'area' && error.kind === 'area-not-chosen'
    ? 'address.form.area.error'
    : validationMessageId(error.kind);

/** A labelled field with its error below, tied to the input for screen readers. */
function Field({
  base,
  field,
  label,
  error,
  children,
}: {
  base: string;
  field: AddressField;
  label: ReactNode;
  error: AddressFieldError | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="field" data-invalid={error !== undefined}>
      <label htmlFor={fieldId(base, field)}>{label}</label>
      {children}
      {error && (
        <p id={`${fieldId(base, field)}-error`} className="field-error">
          {intl.formatMessage({ id: errorMessageId(field, error) })}
        </p>
      )}
    </div>
  );
}

/** Props every input of the form shares: id, error state, and "touched" on leaving it. */
const inputProps = (vm: AddressFormVm, base: string, field: AddressField) => ({
  id: fieldId(base, field),
  'aria-invalid': vm.errors[field] !== undefined,
  'aria-describedby': vm.errors[field] ? `${fieldId(base, field)}-error` : undefined,
  onBlur: () => vm.touch(field),
});

/**
 * Add (`/address/add`) and edit (`/address/edit?id=N`) an address. On success it says so and goes back
 * to where the form was opened from (the list, or /address when opened directly), where the list reloads.
 */
const AddressFormScreen = observer(function AddressFormScreen() {
  const page = useContext(PageContext);
  const query = usePageQuery();
  const vm = useViewModel(AddressFormVm, {
    mode: page.pathname === '/address/edit' ? 'edit' : 'add',
    id: query.get('id'),
    active: page.active,
  });
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const base = useId();
  // What the region button and the phone input refer to (aria-labelledby, aria-describedby).
  const regionLabelId = `${base}-region-label`;
  const regionValueId = `${base}-region-value`;
  const phonePrefixId = `${base}-phone-prefix`;

  if (vm.missingId) {
    return (
      <div className="state-box" role="alert" data-testid="address-missing-id">
        <p>
          <FormattedMessage id="address.form.missingId" />
        </p>
        <Link to="/address" className="button secondary">
          <FormattedMessage id="address.form.backToList" />
        </Link>
      </div>
    );
  }
  if (vm.loadError !== null) {
    return <ErrorState error={vm.loadError} failure="address-detail" onRetry={() => void vm.retryLoad()} />;
  }
  if (!vm.started || !vm.ready) return <SkeletonList rows={1} lines={5} />;

  const submit = async () => {
    const saved = await vm.submit();
    if (saved) {
      feedback.toast(intl.formatMessage({ id: 'address.form.saved' }), 'success');
      const hasHistory = (window.history.state as { idx?: number } | null)?.idx;
      if (hasHistory) navigate(-1);
      else navigate('/address', { replace: true });
    } else if (vm.firstInvalidField) {
      document.getElementById(fieldId(base, vm.firstInvalidField))?.focus();
    }
  };

  return (
    <>
      <form
        className="screen-body address-form"
        noValidate
        aria-label={intl.formatMessage({ id: vm.mode === 'add' ? 'route.addressAdd' : 'route.addressEdit' })}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          base={base}
          field="name"
          label={<FormattedMessage id="address.form.name.label" />}
          error={vm.errors.name}
        >
          <input
            {...inputProps(vm, base, 'name')}
            value={vm.name}
            onChange={(event) => vm.setName(event.target.value)}
            placeholder={intl.formatMessage({ id: 'address.form.name.placeholder' })}
            autoComplete="name"
            maxLength={50}
          />
        </Field>

        <div className="field">
          <span id={regionLabelId}>
            <FormattedMessage id="address.form.region.label" />
          </span>
          <button
            type="button"
            className="address-region-button"
            aria-haspopup="dialog"
            aria-labelledby={`${regionLabelId} ${regionValueId}`}
            onClick={vm.regionPicker.show}
            data-testid="region-button"
          >
            <span id={regionValueId} className="ellipsis">
              {vm.regionName} <span className="muted mono">{vm.callingCode}</span>
            </span>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>

        <Field
          base={base}
          field="phone"
          label={<FormattedMessage id="address.form.phone.label" />}
          error={vm.errors.phone}
        >
          <div className="address-phone-input">
            <span className="address-phone-prefix mono" id={phonePrefixId} data-testid="calling-code">
              {vm.callingCode}
            </span>
            <input
              {...inputProps(vm, base, 'phone')}
              aria-describedby={[phonePrefixId, vm.errors.phone ? `${fieldId(base, 'phone')}-error` : '']
                .join(' ')
                .trim()}
              value={vm.phone}
              onChange={(event) => vm.setPhone(event.target.value)}
              placeholder={intl.formatMessage({ id: 'address.form.phone.placeholder' })}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={24}
            />
          </div>
        </Field>

        <Field
          base={base}
          field="area"
          label={<FormattedMessage id="address.form.area.label" />}
          error={vm.errors.area}
        >
          <input
            {...inputProps(vm, base, 'area')}
            value={vm.area}
            onChange={(event) => vm.setArea(event.target.value)}
            placeholder={intl.formatMessage({ id: 'address.form.area.placeholder' })}
            autoComplete="address-level1"
            maxLength={100}
          />
        </Field>

        <Field
          base={base}
          field="detail"
          label={<FormattedMessage id="address.form.detail.label" />}
          error={vm.errors.detail}
        >
          <textarea
            {...inputProps(vm, base, 'detail')}
            value={vm.detail}
            onChange={(event) => vm.setDetail(event.target.value)}
            placeholder={intl.formatMessage({ id: 'address.form.detail.placeholder' })}
            autoComplete="street-address"
            maxLength={200}
            rows={3}
          />
        </Field>

        <label className="switch-control">
          <span>
            <FormattedMessage id="address.form.default.label" />
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={vm.isDefault}
            checked={vm.isDefault}
            onChange={(event) => vm.setDefault(event.target.checked)}
          />
        </label>

        <div className="address-bottom-bar">
          <ErrorLine error={vm.submitError} failure={vm.saveFailure} />
          <button type="submit" className="button" disabled={vm.submitting} aria-busy={vm.submitting}>
            {vm.submitting && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage id={vm.submitting ? 'address.form.saving' : 'address.form.save'} />
          </button>
        </div>
      </form>
      {/* Outside the form: Enter in the search box must not submit the address. */}
      <RegionSheet vm={vm} />
    </>
  );
});

export default AddressFormScreen;
