import '../../shared/styles/controls.css';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_CAR_DOCUMENTS } from '../../../domain/car/car-application-rules';
import { describeError } from '../../intl/error-message';
import { ErrorLine } from '../../shared/components/states';
import { regionOptions } from '../address/regions';
import type { CarApplyVm } from './car-apply.vm';

const REFUSAL_MESSAGE = {
  'car-not-found': 'car.apply.refused.carNotFound',
  'already-applied': 'car.apply.refused.alreadyApplied',
  'document-missing': 'car.apply.refused.documentMissing',
  'not-resubmittable': 'car.apply.refused.notResubmittable',
} as const;

/** The application form: name, region and mobile phone, documents uploaded one by one, then send. */
export const CarApplicationForm = observer(function CarApplicationForm({ vm }: { vm: CarApplyVm }) {
  const intl = useIntl();
  const regions = useMemo(() => regionOptions(intl.locale), [intl.locale]);
  const error = (field: 'name' | 'phone' | 'documents') =>
    vm.errors[field] ? (
      <p className="field-error" role="alert" id={`car-${field}-error`}>
        <FormattedMessage id={`validation.${vm.errors[field]?.kind}`} />
      </p>
    ) : null;
  const refusal = vm.refusal && vm.refusal.kind !== 'invalid-fields' ? vm.refusal.kind : null;
  return (
    <form
      className="card"
      data-testid="car-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.submit();
      }}
    >
      <div className="field">
        <label htmlFor="car-name">
          <FormattedMessage id="car.apply.name" />
        </label>
        <input
          id="car-name"
          autoComplete="name"
          value={vm.name}
          aria-invalid={vm.errors.name !== undefined}
          onChange={(event) => vm.setName(event.target.value)}
        />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor="car-region">
          <FormattedMessage id="car.apply.region" />
        </label>
        <select id="car-region" value={vm.region} onChange={(event) => vm.setRegion(event.target.value)}>
          {regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name} {region.callingCode}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="car-phone">
          <FormattedMessage id="car.apply.phone" />
        </label>
        <input
          id="car-phone"
          type="tel"
          autoComplete="tel-national"
          value={vm.phone}
          aria-invalid={vm.errors.phone !== undefined}
          onChange={(event) => vm.setPhone(event.target.value)}
        />
        {error('phone')}
      </div>
      <div className="field">
        <label htmlFor="car-document">
          <FormattedMessage id="car.apply.documents" values={{ max: MAX_CAR_DOCUMENTS }} />
        </label>
        <ul className="document-list" data-testid="car-documents">
          {vm.documents.map((doc) => (
            <li key={doc.url}>
              <span>{doc.name}</span>
              <button
                type="button"
                className="button secondary small"
                aria-label={intl.formatMessage({ id: 'car.apply.removeDocument' }, { name: doc.name })}
                onClick={() => vm.removeDocument(doc.url)}
              >
                <FormattedMessage id="car.apply.remove" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id="car-document"
          type="file"
          accept="image/*,application/pdf"
          disabled={!vm.canAddDocument}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void vm.addDocument(file);
          }}
        />
        {vm.uploading && (
          <p className="muted small" role="status">
            <span className="spinner" aria-hidden="true" /> <FormattedMessage id="car.apply.uploading" />
          </p>
        )}
        {vm.uploadTooLarge && (
          <p className="field-error" role="alert">
            <FormattedMessage id="car.apply.tooLarge" />
          </p>
        )}
        {vm.uploadError !== null && (
          <p className="field-error" role="alert">
            <FormattedMessage id="car.apply.uploadFailed" /> {describeError(intl, vm.uploadError)}
          </p>
        )}
        {error('documents')}
      </div>
      {refusal && (
        <p className="error" role="alert">
          <FormattedMessage id={REFUSAL_MESSAGE[refusal]} />
        </p>
      )}
      {vm.submitError !== null && <ErrorLine error={vm.submitError} failure="car-apply" />}
      <button
        type="submit"
        className="button"
        disabled={vm.submitting || vm.uploading}
        aria-busy={vm.submitting}
      >
        {vm.submitting && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage id={vm.view.data?.application ? 'car.apply.resubmit' : 'car.apply.submit'} />
      </button>
    </form>
  );
});
