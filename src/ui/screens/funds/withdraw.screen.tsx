import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './transfer.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { WITHDRAW_COIN } from '../../../domain/funds/funds-rules';
import { formatAmount } from '../../../domain/shared/money-format';
import { chains } from '../../../domain/shared/token';
import { usePageActive } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { AddressText } from '../../shared/components/copy';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { AmountField } from './amount-field';
import { MovesFailure } from './moves-failure';
import { WithdrawVm } from './withdraw.vm';
import { WithdrawConfirmSheet } from './withdraw-confirm-sheet';
import { WithdrawPendingNote } from './withdraw-pending-note';
import { WithdrawQuoteFacts } from './withdraw-quote-facts';

/**
 * /withdraw: NADI to the logged-in wallet's address (shown, copyable), the amount with Max, the fee and the
 * amount received as soon as the amount is valid, a confirmation step, and the answer; a send without an
 * answer says so and how to check.
 */
const WithdrawScreen = observer(function WithdrawScreen() {
  const vm = useViewModel(WithdrawVm, { active: usePageActive() });
  const intl = useIntl();
  const config = vm.config.data;
  if (vm.config.firstLoad) return <SkeletonList rows={2} lines={4} />;
  if (!config) {
    return <ErrorState error={vm.config.error} failure="load" onRetry={() => void vm.config.load()} />;
  }
  const coin = WITHDRAW_COIN;
  return (
    <div className="screen-body moves">
      <section className="card" aria-labelledby="withdraw-to">
        <h2 id="withdraw-to" className="moves-step">
          <FormattedMessage id="funds.withdraw.to" />
        </h2>
        <p className="muted small">
          <FormattedMessage
            id="funds.withdraw.toNote"
            values={{ coin, chain: intl.formatMessage({ id: chains.messageId(config.chain) }) }}
          />
        </p>
        <AddressText value={config.address} />
      </section>
      {vm.pending && <WithdrawPendingNote vm={vm} />}
      {vm.done && (
        <p className="card moves-done" role="status" data-testid="withdraw-done">
          <FormattedMessage
            id="funds.withdraw.done"
            values={{ amount: formatAmount(vm.done.amount), received: formatAmount(vm.done.received), coin }}
          />
          <Link to="/withdraw/list" className="link">
            <FormattedMessage id="route.withdrawList" />
          </Link>
        </p>
      )}
      <form
        className="card"
        noValidate
        data-testid="withdraw-form"
        onSubmit={(event) => {
          event.preventDefault();
          vm.review();
        }}
      >
        <AmountField
          label={intl.formatMessage({ id: 'funds.withdraw.amount' }, { coin })}
          value={vm.amountText}
          coin={coin}
          error={vm.error}
          disabled={vm.pending !== null || vm.step === 'sending'}
          hint={
            <FormattedMessage
              id="funds.withdraw.rules"
              values={{ minimum: `${formatAmount(config.minAmount)} ${coin}` }}
            />
          }
          onChange={vm.setAmount}
          onMax={vm.setMax}
          testId="withdraw-amount"
        />
        <p className="moves-available small">
          <FormattedMessage id="funds.moves.available" />{' '}
          <span className="amount" data-testid="withdraw-available">
            <OwnFigure value={config.available} /> <span className="unit">{coin}</span>
          </span>
        </p>
        <p className="muted small" data-testid="withdraw-limits">
          <FormattedMessage
            id="funds.withdraw.feeRule"
            values={{
              rate: `${config.feeRate.times(100).toFixed()}%`,
              minFee: `${formatAmount(config.minFee)} ${coin}`,
            }}
          />
          {config.reviewLimit && (
            <>
              {' '}
              <FormattedMessage
                id="funds.withdraw.reviewLimit"
                values={{ limit: `${formatAmount(config.reviewLimit)} ${coin}` }}
              />
            </>
          )}
        </p>
        <WithdrawQuoteFacts quote={vm.quote} coin={coin} />
        <MovesFailure error={vm.uncertain ? null : vm.failure} coin={coin} />
        <MoneyBlockNote block={vm.moneyBlock} id="withdraw-block" />
        <button
          type="submit"
          className="button"
          disabled={vm.pending !== null || vm.step !== 'form' || vm.moneyBlock !== null}
          aria-describedby={describedByBlock(vm.moneyBlock, 'withdraw-block')}
        >
          <FormattedMessage id="funds.withdraw.submit" />
        </button>
      </form>
      <Link to="/withdraw/list" className="button secondary">
        <FormattedMessage id="route.withdrawList" />
      </Link>
      <WithdrawConfirmSheet vm={vm} coin={coin} />
    </div>
  );
});

export default WithdrawScreen;
