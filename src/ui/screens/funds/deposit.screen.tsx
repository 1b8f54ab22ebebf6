import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './transfer.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { isAppError } from '../../../domain/shared/app-error';
import { formatAmount } from '../../../domain/shared/money-format';
import { chains, tokens } from '../../../domain/shared/token';
import { usePageActive } from '../../app/page-context';
import { CopyButton } from '../../shared/components/copy';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { QrCode } from '../../shared/components/qr-code';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { AmountField } from './amount-field';
import { DEPOSIT_CHAINS, DEPOSIT_COINS, DepositVm } from './deposit.vm';

/**
 * /recharge: the coin, then the chain; then the deposit address as text (its ends in bold, the parts a
 * person compares) and as a QR code, with copy, the warning, the minimum and the confirmations; then
 * "Send from my wallet", which goes to the deposit list once the wallet has sent.
 */
const DepositScreen = observer(function DepositScreen() {
  const vm = useViewModel(DepositVm, { active: usePageActive() });
  const intl = useIntl();
  return (
    <div className="screen-body moves">
      <section className="card">
        <fieldset className="moves-choices">
          <legend className="moves-step">
            <FormattedMessage id="funds.deposit.chooseCoin" />
          </legend>
          {DEPOSIT_COINS.map((coin) => (
            <button
              key={coin}
              type="button"
              aria-pressed={vm.coin === coin}
              disabled={vm.sending}
              onClick={() => vm.chooseCoin(coin)}
            >
              <FormattedMessage id={tokens.messageId(coin)} />
            </button>
          ))}
        </fieldset>
        <fieldset className="moves-choices">
          <legend className="moves-step">
            <FormattedMessage id="funds.deposit.chooseChain" />
          </legend>
          {DEPOSIT_CHAINS.map((chain) => (
            <button
              key={chain}
              type="button"
              aria-pressed={vm.chain === chain}
              disabled={!vm.chainsEnabled || vm.sending}
              onClick={() => vm.chooseChain(chain)}
            >
              <FormattedMessage id={chains.messageId(chain)} />
            </button>
          ))}
        </fieldset>
        {vm.missing && (
          <p className="muted small" data-testid="deposit-missing">
            <FormattedMessage id={`validation.${vm.missing}`} />
          </p>
        )}
      </section>
      {vm.addressLoading && <SkeletonList rows={1} lines={4} />}
      {vm.addressError !== null && (
        <ErrorState error={vm.addressError} failure="load" onRetry={() => void vm.load()} />
      )}
      {vm.copyable && vm.address && (
        <>
          <section className="card deposit-address" data-testid="deposit-address">
            <QrCode
              value={vm.copyable}
              label={intl.formatMessage(
                { id: 'funds.deposit.qrLabel' },
                {
                  coin: vm.address.coin,
                  chain: intl.formatMessage({ id: chains.messageId(vm.address.chain) }),
                },
              )}
            />
            <div className="deposit-address-row">
              <EmphasisedAddress value={vm.copyable} />
              <CopyButton value={vm.copyable} label={intl.formatMessage({ id: 'funds.deposit.copy' })} />
            </div>
            <p className="moves-warning" role="note">
              <FormattedMessage
                id="funds.deposit.warning"
                values={{
                  coin: vm.address.coin,
                  chain: intl.formatMessage({ id: chains.messageId(vm.address.chain) }),
                }}
              />
            </p>
            <dl className="facts">
              <div>
                <dt>
                  <FormattedMessage id="funds.deposit.minimum" />
                </dt>
                <dd data-testid="deposit-minimum">
                  {formatAmount(vm.address.minAmount)} {vm.address.coin}
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="funds.deposit.confirmations" />
                </dt>
                <dd>
                  <FormattedMessage id="funds.deposit.blocks" values={{ count: vm.address.confirmations }} />
                </dd>
              </div>
            </dl>
          </section>
          <SendFromWallet vm={vm} />
        </>
      )}
      <Link to="/recharge/list" className="button secondary">
        <FormattedMessage id="route.rechargeList" />
      </Link>
    </div>
  );
});

/** The address in full, wrapped, with its first 6 and last 4 characters in bold. */
function EmphasisedAddress({ value }: { value: string }) {
  const head = value.slice(0, 6);
  const tail = value.length > 10 ? value.slice(-4) : '';
  const middle = value.slice(head.length, value.length - tail.length);
  return (
    <p className="mono deposit-address-text" data-testid="deposit-address-text">
      <strong>{head}</strong>
      {middle}
      <strong>{tail}</strong>
    </p>
  );
}

/** "Send from my wallet": an amount, checked, sent by the browser wallet; then the deposit list. */
const SendFromWallet = observer(function SendFromWallet({ vm }: { vm: DepositVm }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const coin = vm.address?.coin ?? '';
  return (
    <form
      className="card"
      noValidate
      data-testid="deposit-send"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await vm.send()) navigate('/recharge/list');
      }}
    >
      <h2 className="moves-step">
        <FormattedMessage id="funds.deposit.send.title" />
      </h2>
      <AmountField
        label={intl.formatMessage({ id: 'funds.deposit.send.amount' })}
        value={vm.amountText}
        coin={coin}
        error={vm.amountError}
        disabled={vm.sending}
        hint={<FormattedMessage id="funds.deposit.send.hint" />}
        onChange={vm.setAmount}
        testId="deposit-amount"
      />
      {vm.simulated && (
        <p className="muted small" data-testid="deposit-simulated">
          <FormattedMessage id="funds.deposit.send.simulated" />
        </p>
      )}
      {isAppError(vm.failure) && vm.failure.kind === 'wrong-network' && vm.address ? (
        // Names the chain the wallet must be on.
        <p role="alert" className="error">
          {intl.formatMessage(
            { id: 'error.wrong-network' },
            { network: intl.formatMessage({ id: chains.messageId(vm.address.chain) }) },
          )}
        </p>
      ) : (
        <ErrorLine error={vm.failure} />
      )}
      {vm.phase && (
        <p className="muted small" role="status" data-testid="deposit-phase">
          <FormattedMessage id={`funds.deposit.send.phase.${vm.phase}`} />
        </p>
      )}
      <MoneyBlockNote block={vm.moneyBlock} id="deposit-block" />
      <button
        type="submit"
        className="button"
        disabled={vm.sending || vm.moneyBlock !== null}
        aria-busy={vm.sending}
        aria-describedby={describedByBlock(vm.moneyBlock, 'deposit-block')}
      >
        {vm.sending && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage id="funds.deposit.send.submit" />
      </button>
    </form>
  );
});

export default DepositScreen;
