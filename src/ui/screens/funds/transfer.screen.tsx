import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './transfer.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TRANSFER_COINS } from '../../../application/funds/transfer-funds.use-case';
import { accountKinds } from '../../../domain/funds/account-kind';
import { formatAmount } from '../../../domain/shared/money-format';
import { tokens } from '../../../domain/shared/token';
import { usePageActive, usePageQuery } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { AmountField } from './amount-field';
import { MovesFailure } from './moves-failure';
import { TransferVm } from './transfer.vm';
import { TransferConfirmSheet, TransferPreview } from './transfer-preview';

/**
 * /draw: from one account to the other (a swap control turns the direction), the coin, the amount with Max,
 * both balances before → after, a confirmation step. `?to=trade` starts towards the trade account.
 */
const TransferScreen = observer(function TransferScreen() {
  const to = usePageQuery().get('to');
  const vm = useViewModel(TransferVm, { active: usePageActive(), to });
  const intl = useIntl();
  if (vm.balances.firstLoad) return <SkeletonList rows={2} lines={4} />;
  if (!vm.balances.data) {
    return <ErrorState error={vm.balances.error} failure="load" onRetry={() => void vm.balances.load()} />;
  }
  const account = (kind: 'fund' | 'trade') => intl.formatMessage({ id: accountKinds.messageId(kind) });
  const editing = vm.step === 'form';
  return (
    <div className="screen-body moves">
      <form
        className="card"
        noValidate
        data-testid="transfer-form"
        onSubmit={(event) => {
          event.preventDefault();
          vm.review();
        }}
      >
        <div className="transfer-route">
          <p className="transfer-end">
            <span className="muted small">
              <FormattedMessage id="funds.transfer.from" />
            </span>
            <strong data-testid="transfer-from">{account(vm.from)}</strong>
          </p>
          <button
            type="button"
            className="icon-button transfer-swap"
            aria-label={intl.formatMessage({ id: 'funds.transfer.swap' })}
            disabled={!editing}
            onClick={vm.swap}
            data-testid="transfer-swap"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M7 4v14m0 0-3-3m3 3 3-3M17 20V6m0 0-3 3m3-3 3 3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <p className="transfer-end">
            <span className="muted small">
              <FormattedMessage id="funds.transfer.to" />
            </span>
            <strong data-testid="transfer-to">{account(vm.to)}</strong>
          </p>
        </div>
        <fieldset className="moves-choices">
          <legend className="muted small">
            <FormattedMessage id="funds.transfer.coin" />
          </legend>
          {TRANSFER_COINS.map((coin) => (
            <button
              key={coin}
              type="button"
              aria-pressed={vm.coin === coin}
              disabled={!editing}
              onClick={() => vm.setCoin(coin)}
            >
              <FormattedMessage id={tokens.messageId(coin)} />
            </button>
          ))}
        </fieldset>
        <AmountField
          label={intl.formatMessage({ id: 'funds.transfer.amount' })}
          value={vm.amountText}
          coin={vm.coin}
          error={vm.error}
          disabled={!editing}
          hint={
            <FormattedMessage
              id="funds.transfer.availableHint"
              values={{
                amount: <OwnFigure value={vm.available} />,
                coin: vm.coin,
                account: account(vm.from),
              }}
            />
          }
          onChange={vm.setAmount}
          onMax={vm.setMax}
          testId="transfer-amount"
        />
        <TransferPreview vm={vm} />
        <MovesFailure error={vm.failure} coin={vm.coin} />
        {vm.done && (
          <p className="moves-done" role="status" data-testid="transfer-done">
            <FormattedMessage
              id="funds.transfer.done"
              values={{
                amount: formatAmount(vm.done.amount),
                coin: vm.done.coin,
                to: account(vm.done.to === 'trade' ? 'trade' : 'fund'),
              }}
            />
          </p>
        )}
        <MoneyBlockNote block={vm.moneyBlock} id="transfer-block" />
        <button
          type="submit"
          className="button"
          disabled={!editing || vm.moneyBlock !== null}
          aria-describedby={describedByBlock(vm.moneyBlock, 'transfer-block')}
        >
          <FormattedMessage id="funds.transfer.submit" />
        </button>
      </form>
      <div className="moves-actions">
        <Link to="/draw/list" className="button secondary">
          <FormattedMessage id="route.transferList" />
        </Link>
        {to === 'trade' && (
          <Link to="/trade" className="button secondary">
            <FormattedMessage id="funds.transfer.backToTrade" />
          </Link>
        )}
      </div>
      <TransferConfirmSheet vm={vm} />
    </div>
  );
});

export default TransferScreen;
