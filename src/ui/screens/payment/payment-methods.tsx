import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentMethod, PaymentOptions, PayToken } from '../../../domain/payment/payment-method';
import { splitMixedPayment } from '../../../domain/payment/payment-rules';
import { formatAmount } from '../../../domain/shared/money-format';
import { chains } from '../../../domain/shared/token';
import { OwnFigure } from '../../shared/components/amount';
import type { PaymentSheetVm } from './payment-sheet.vm';
import { PaymentWays } from './payment-ways';

/** The message id of each method's name. */
export const METHOD_LABEL: Record<PaymentMethod, string> = {
  balance: 'payment.method.balance',
  destroyQuota: 'payment.method.destroyQuota',
  chain: 'payment.method.chain',
  mixed: 'payment.method.mixed',
};

/**
 * The methods the order allows (with what is available of each), and the chain and token to pay with. A
 * balance or destroy quota that does not cover the order cannot be chosen: it says how much is missing,
 * and for the balance where to get it.
 */
export const PaymentMethods = observer(function PaymentMethods({
  vm,
  options,
  onLeave,
}: {
  vm: PaymentSheetVm;
  options: PaymentOptions;
  /** A link to get more balance was followed. */
  onLeave: () => void;
}) {
  const intl = useIntl();
  const unit = options.unit;
  const locked = vm.running || vm.succeeded;
  return (
    <fieldset className="payment-methods" disabled={locked}>
      <legend>
        <FormattedMessage id="payment.method.title" />
      </legend>
      {vm.methods.map((method) => {
        const short = vm.shortfall(method);
        return (
          <label
            key={method}
            className="choice payment-method"
            data-testid={`pay-method-${method}`}
            data-short={short !== null}
          >
            <input
              type="radio"
              name="payment-method"
              checked={vm.method === method}
              disabled={short !== null}
              onChange={() => vm.setMethod(method)}
            />
            <span className="payment-method-text">
              <FormattedMessage id={METHOD_LABEL[method]} />
              {(method === 'balance' || method === 'destroyQuota') && (
                <small className={vm.covered(method) ? 'muted' : 'error'}>
                  <FormattedMessage
                    id="payment.sheet.available"
                    values={{
                      amount: (
                        <OwnFigure
                          value={
                            method === 'balance' ? options.balance.available : options.destroyQuota.available
                          }
                        />
                      ),
                      unit,
                    }}
                  />
                  {short && (
                    <>
                      {' · '}
                      <span data-testid={`pay-short-${method}`}>
                        <FormattedMessage
                          id="payment.sheet.short"
                          values={{ amount: <OwnFigure value={short} />, unit }}
                        />
                      </span>
                    </>
                  )}
                </small>
              )}
            </span>
          </label>
        );
      })}
      {vm.shortfall('balance') && vm.methods.includes('balance') && <PaymentWays onLeave={onLeave} />}
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
            <select value={vm.token ?? ''} onChange={(event) => vm.setToken(event.target.value as PayToken)}>
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
  );
});
