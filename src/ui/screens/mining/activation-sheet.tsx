import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Sheet } from '../../shared/components/sheet';
import { ErrorLine } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { ActivationVm } from './activation.vm';

/** The code's error as a message id: the shape rules, or the server's word on the code. */
const ERROR_MESSAGE = {
  required: 'validation.required',
  'invalid-code': 'validation.invalid-code',
  'unknown-code': 'mining.activation.unknownCode',
  'code-used': 'mining.activation.codeUsed',
} as const;

/** The miner activation-code entry (spec section 2): pending, then success, or failed with "refresh later". */
export const ActivationSheet = observer(function ActivationSheet({ onClose }: { onClose: () => void }) {
  const vm = useViewModel(ActivationVm, undefined);
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  return (
    <Sheet
      open
      onClose={onClose}
      label={intl.formatMessage({ id: 'mining.activation.title' })}
      testId="activation-sheet"
    >
      <h2 className="sheet-title">
        <FormattedMessage id="mining.activation.title" />
      </h2>
      {vm.step === 'entry' || vm.step === 'sending' ? (
        <form
          className="mining-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit();
          }}
        >
          <div className="field" data-invalid={vm.error !== null}>
            <label htmlFor={inputId}>
              <FormattedMessage id="mining.activation.code" />
            </label>
            <input
              id={inputId}
              value={vm.code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={intl.formatMessage({ id: 'mining.activation.placeholder' })}
              aria-invalid={vm.error !== null}
              aria-describedby={vm.error ? errorId : undefined}
              onChange={(event) => vm.setCode(event.target.value)}
            />
            {vm.error ? (
              <p className="field-error" id={errorId} role="alert">
                <FormattedMessage id={ERROR_MESSAGE[vm.error.kind]} />
              </p>
            ) : (
              <p className="muted small">
                <FormattedMessage id="mining.activation.hint" />
              </p>
            )}
          </div>
          <ErrorLine error={vm.failure} failure="activation" />
          <button type="submit" className="button" disabled={vm.busy} aria-busy={vm.step === 'sending'}>
            {vm.step === 'sending' && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage id="mining.activation.submit" />
          </button>
        </form>
      ) : (
        <div
          className="activation-outcome"
          data-testid="activation-outcome"
          data-step={vm.step}
          role="status"
        >
          {vm.step === 'pending' && (
            <p>
              <span className="spinner" aria-hidden="true" />
              <FormattedMessage id="mining.activation.pending" />
            </p>
          )}
          {vm.step === 'success' && (
            <p className="activation-success">
              <FormattedMessage id="mining.activation.success" />
            </p>
          )}
          {vm.step === 'failed' && (
            <p className="error">
              <FormattedMessage id="enum.activationState.failed" />
            </p>
          )}
          {vm.step === 'later' && (
            <p>
              <FormattedMessage id="mining.activation.later" />
            </p>
          )}
          {vm.step !== 'pending' && (
            <div className="sheet-actions">
              <button type="button" className="button" onClick={onClose}>
                <FormattedMessage id="orders.payment.done" />
              </button>
              <button type="button" className="button secondary" onClick={vm.again}>
                <FormattedMessage id="mining.activation.again" />
              </button>
            </div>
          )}
        </div>
      )}
    </Sheet>
  );
});
