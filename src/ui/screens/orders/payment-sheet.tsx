import '../../shared/styles/controls.css';
import './payment-sheet.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentMethod, PayToken } from '../../../domain/payment/payment-method';
import { PAYMENT_STEP_COUNT, paymentPhases, paymentStep } from '../../../domain/payment/payment-phase';
import { splitMixedPayment } from '../../../domain/payment/payment-rules';
import { formatAmount } from '../../../domain/shared/money-format';
import { chains } from '../../../domain/shared/token';
import { describeError } from '../../intl/error-message';
import { AddressText } from '../../shared/components/copy';
import { Sheet } from '../../shared/components/sheet';
import { ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { PaymentSheetVm } from './payment-sheet.vm';

const METHOD_LABEL: Record<PaymentMethod, string> = {
  balance: 'payment.method.balance',
  destroyQuota: 'payment.method.destroyQuota',
  chain: 'payment.method.chain',
  mixed: 'payment.method.mixed',
};

/**
 * Pays one order: the methods it allows, then the progress through the payment phases with what the
 * user must do in each, the failure in words with a retry, and the outcome. Closing it does not stop a
 * payment under way (the engine finishes it, and reopening the sheet shows where it is).
 */
export const PaymentSheet = observer(function PaymentSheet({
  orderId,
  onClose,
}: {
  orderId: number;
  /** The sheet closed: after a payment or not (the screen reloads what the order changed). */
  onClose: () => void;
}) {
  const vm = useViewModel(PaymentSheetVm, { orderId });
  const intl = useIntl();
  return (
    <Sheet
      open
      onClose={onClose}
      label={intl.formatMessage({ id: 'payment.sheet.title' })}
      testId="payment-sheet"
    >
      <h2 className="sheet-title">
        <FormattedMessage id="payment.sheet.title" />
      </h2>
      <PaymentBody vm={vm} onClose={onClose} />
    </Sheet>
  );
});

const PaymentBody = observer(function PaymentBody({
  vm,
  onClose,
}: {
  vm: PaymentSheetVm;
  onClose: () => void;
}) {
  const intl = useIntl();
  const options = vm.options.data;
  if (vm.options.firstLoad || (!options && !vm.options.error)) return <SkeletonList rows={2} />;
  if (!options) return <ErrorState error={vm.options.error} onRetry={() => void vm.load()} />;
  const unit = options.unit;
  const locked = vm.running || vm.succeeded;
  return (
    <div className="payment-body">
      <p className="payment-due">
        <FormattedMessage
          id="payment.sheet.amount"
          values={{ amount: <strong className="amount">{formatAmount(options.amount)}</strong>, unit }}
        />
      </p>
      {!vm.succeeded && (
        <fieldset className="payment-methods" disabled={locked}>
          <legend>
            <FormattedMessage id="payment.method.title" />
          </legend>
          {vm.methods.map((method) => (
            <label key={method} className="choice payment-method" data-testid={`pay-method-${method}`}>
              <input
                type="radio"
                name="payment-method"
                checked={vm.method === method}
                onChange={() => vm.setMethod(method)}
              />
              <span className="payment-method-text">
                <FormattedMessage id={METHOD_LABEL[method]} />
                {(method === 'balance' || method === 'destroyQuota') && (
                  <small className={vm.covered(method) ? 'muted' : 'error'}>
                    <FormattedMessage
                      id="payment.sheet.available"
                      values={{
                        amount: formatAmount(
                          method === 'balance' ? options.balance.available : options.destroyQuota.available,
                        ),
                        unit,
                      }}
                    />
                    {!vm.covered(method) && (
                      <>
                        {' · '}
                        <FormattedMessage id="orders.payment.notEnough" />
                      </>
                    )}
                  </small>
                )}
              </span>
            </label>
          ))}
          {(vm.method === 'chain' || vm.method === 'mixed') && (
            <div className="payment-chain">
              <label className="field">
                <span>
                  <FormattedMessage id="payment.method.chainLabel" />
                </span>
                <select
                  value={vm.chain ?? ''}
                  onChange={(event) => vm.setChain(chains.is(event.target.value) ? event.target.value : null)}
                >
                  {vm.chains.map((chain) => (
                    <option key={chain} value={chain}>
                      {intl.formatMessage({ id: chains.messageId(chain) })}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>
                  <FormattedMessage id="payment.method.tokenLabel" />
                </span>
                <select
                  value={vm.token ?? ''}
                  onChange={(event) => vm.setToken(event.target.value as PayToken)}
                >
                  {vm.tokens.map(({ token, amount }) => (
                    <option key={token} value={token}>
                      {`${token} · ${formatAmount(amount)}`}
                    </option>
                  ))}
                </select>
              </label>
              {vm.method === 'mixed' && (
                <p className="muted small">
                  <FormattedMessage
                    id="orders.payment.mixedNote"
                    values={{
                      balance: formatAmount(
                        splitMixedPayment(options.amount, options.balance.available).balancePart,
                      ),
                      unit,
                    }}
                  />
                </p>
              )}
            </div>
          )}
        </fieldset>
      )}

      <PaymentProgress vm={vm} />

      {vm.failure !== null && (
        <div className="payment-failure" role="alert" data-testid="payment-failure">
          <p className="error">{describeError(intl, vm.failure)}</p>
          <p className="muted small">
            <FormattedMessage id="payment.sheet.stillPayable" />
          </p>
        </div>
      )}

      {vm.succeeded ? (
        <div className="payment-done" data-testid="payment-success">
          <p className="payment-success" role="status">
            <FormattedMessage id="enum.paymentPhase.success" />
          </p>
          <button type="button" className="button" onClick={onClose}>
            <FormattedMessage id="orders.payment.done" />
          </button>
        </div>
      ) : (
        <>
          {vm.choice && !vm.running && (
            <p className="muted small payment-summary">
              <FormattedMessage
                id="orders.payment.summary"
                values={{
                  amount: formatAmount(options.amount),
                  unit,
                  method: intl.formatMessage({ id: METHOD_LABEL[vm.choice.method] }),
                }}
              />
            </p>
          )}
          <button
            type="button"
            className="button"
            disabled={vm.choice === null || vm.running}
            aria-busy={vm.running}
            onClick={() => void vm.pay()}
          >
            {vm.running && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage
              id={vm.failure === null ? 'orders.payment.pay' : 'payment.sheet.retry'}
              values={{ amount: formatAmount(options.amount), unit }}
            />
          </button>
        </>
      )}
    </div>
  );
});

/** The phases of the payment, ticked off as they pass, with the hint of the one under way. */
const PaymentProgress = observer(function PaymentProgress({ vm }: { vm: PaymentSheetVm }) {
  const progress = vm.progress;
  if (!progress || !vm.started) return null;
  const current = vm.currentPhase;
  return (
    <section className="payment-progress" aria-live="polite" data-testid="payment-progress">
      {current && (
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
              <FormattedMessage id={paymentPhases.messageId(phase)} />
              {phase === current && (
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
      {current === 'waitingConfirmation' && (
        <p className="muted small">
          <FormattedMessage id="payment.sheet.keepOpen" />
        </p>
      )}
    </section>
  );
});
