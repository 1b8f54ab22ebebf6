import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { PAYMENT_STEP_COUNT, paymentStep } from '../../../domain/payment/payment-phase';
import { AddressText } from '../../shared/components/copy';
import { phaseLabelId } from './payment-phases';
import type { PaymentSheetVm } from './payment-sheet.vm';

/** The phases of the payment, ticked off as they pass, with the hint of the one under way. */
export const PaymentProgress = observer(function PaymentProgress({ vm }: { vm: PaymentSheetVm }) {
  const progress = vm.progress;
  if (!progress || !vm.started) return null;
  const current = vm.currentPhase;
  return (
    <section className="payment-progress" aria-live="polite" data-testid="payment-progress">
      {current && !vm.succeeded && (
        <p className="muted small">
          <FormattedMessage
            id="payment.sheet.step"
            values={{ step: paymentStep(current), total: PAYMENT_STEP_COUNT }}
          />
        </p>
      )}
      {progress.resumed && (
        <p className="muted small">
          <FormattedMessage id="payment.sheet.resumed" />
        </p>
      )}
      <ol className="payment-phases">
        {vm.phases.map((phase) => (
          <li
            key={phase}
            className="payment-phase"
            data-state={vm.phaseState(phase)}
            data-testid={`phase-${phase}`}
          >
            <span className="payment-phase-mark" aria-hidden="true" />
            <span>
              <FormattedMessage id={phaseLabelId(phase, vm.phaseState(phase))} />
              {phase === current && !vm.succeeded && (
                <small className="payment-hint">
                  <FormattedMessage id={`orders.payment.hint.${phase}`} />
                </small>
              )}
            </span>
          </li>
        ))}
      </ol>
      {progress.txHash && (
        <p className="row payment-tx">
          <span className="muted">
            <FormattedMessage id="payment.sheet.txHash" />
          </span>
          <AddressText value={progress.txHash} />
        </p>
      )}
      {vm.stalled && (
        <div className="payment-stall" role="status" data-testid="payment-stall">
          <p className="muted small">
            <FormattedMessage id="payment.stall.hint" />
          </p>
          <button type="button" className="button secondary small" onClick={vm.stopWaiting}>
            <FormattedMessage id="payment.stall.stop" />
          </button>
        </div>
      )}
      {current === 'waitingConfirmation' && (
        <p className="muted small">
          <FormattedMessage id="payment.sheet.keepOpen" />
        </p>
      )}
    </section>
  );
});
