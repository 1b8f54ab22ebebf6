import '../../shared/styles/controls.css';
import './payment-sheet.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../domain/shared/money-format';
import { chains } from '../../../domain/shared/token';
import { describeError } from '../../intl/error-message';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { Sheet } from '../../shared/components/sheet';
import { ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { METHOD_LABEL, PaymentMethods } from './payment-methods';
import { PaymentProgress } from './payment-progress';
import { PaymentSent } from './payment-sent';
import { PaymentSheetVm } from './payment-sheet.vm';
import { PaymentWays } from './payment-ways';

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

/** What the sheet says of an order the server settled before it opened (no payment of this browser under way). */
const ENDED: Partial<Record<string, string>> = {
  paid: 'payment.sheet.alreadyPaid',
  cancelled: 'payment.sheet.cancelledOrder',
};

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
  // An order the server already settled (paid elsewhere, or a stale link), with nothing of this browser
  // under way for it: said so, and nothing offered to pay.
  const ended = vm.started || vm.succeeded ? null : ENDED[options.status];
  if (ended) {
    return (
      <div className="payment-body payment-done" data-testid="payment-ended" data-status={options.status}>
        <p className="payment-due">
          <FormattedMessage
            id="payment.sheet.amount"
            values={{ amount: <strong className="amount">{formatAmount(options.amount)}</strong>, unit }}
          />
        </p>
        <p role="status">
          <FormattedMessage id={ended} />
        </p>
        <button type="button" className="button" onClick={onClose}>
          <FormattedMessage id="orders.payment.done" />
        </button>
      </div>
    );
  }
  return (
    <div className="payment-body">
      <p className="payment-due">
        <FormattedMessage
          id="payment.sheet.amount"
          values={{ amount: <strong className="amount">{formatAmount(options.amount)}</strong>, unit }}
        />
      </p>
      {!vm.succeeded && <PaymentMethods vm={vm} options={options} onLeave={onClose} />}

      <PaymentProgress vm={vm} />

      {vm.sent && vm.sentUnconfirmed ? (
        <PaymentSent sent={vm.sent} checking={vm.running} onCheckAgain={() => void vm.checkAgain()} />
      ) : (
        vm.failure !== null && (
          <div className="payment-failure" role="alert" data-testid="payment-failure">
            <p className="error">
              {vm.switchInWallet && vm.chain
                ? intl.formatMessage(
                    { id: 'payment.switchInWallet' },
                    { network: intl.formatMessage({ id: chains.messageId(vm.chain) }) },
                  )
                : describeError(intl, vm.failure)}
            </p>
            {vm.payableAgain && (
              <p className="muted small">
                <FormattedMessage
                  id={vm.quoteChanged ? 'payment.sheet.confirmNew' : 'payment.sheet.stillPayable'}
                />
              </p>
            )}
            {/* Not only Retry: the money the order lacks can be fetched, and the order waits meanwhile. */}
            {vm.payableAgain && !vm.quoteChanged && !vm.shortfall('balance') && (
              <PaymentWays onLeave={onClose} />
            )}
          </div>
        )
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
        vm.payableAgain && (
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
            {!vm.running && <MoneyBlockNote block={vm.moneyBlock} id="payment-block" />}
            <button
              type="button"
              className="button"
              disabled={vm.choice === null || vm.running || vm.moneyBlock !== null}
              aria-busy={vm.running}
              aria-describedby={describedByBlock(vm.moneyBlock, 'payment-block')}
              onClick={() => void vm.pay()}
            >
              {vm.running && <span className="spinner" aria-hidden="true" />}
              <FormattedMessage
                id={vm.failure === null || vm.quoteChanged ? 'orders.payment.pay' : 'payment.sheet.retry'}
                values={{ amount: formatAmount(options.amount), unit }}
              />
            </button>
          </>
        )
      )}
    </div>
  );
});
