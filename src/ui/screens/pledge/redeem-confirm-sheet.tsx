import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PledgePosition } from '../../../domain/pledge/pledge';
import type { EarlyRedemption } from '../../../domain/pledge/pledge-schedule';
import { formatAmount } from '../../../domain/shared/money-format';
import { toPercent } from '../../../domain/shared/rate';
import { usePageActive } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { useFeedback } from '../../shared/components/feedback';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { Sheet } from '../../shared/components/sheet';
import type { PledgeReleaseLogVm } from './pledge-release-log.vm';

const row = (id: string, value: Decimal, testId: string) => (
  <div>
    <dt>
      <FormattedMessage id={id} />
    </dt>
    <dd className="amount" data-testid={testId}>
      <OwnFigure value={value} /> <span className="unit">NADI</span>
    </dd>
  </div>
);

/** The simulator: what an early redemption brings back now and what it gives up. */
export function EarlySimulation({
  simulation,
  position,
}: {
  simulation: EarlyRedemption;
  position: PledgePosition;
}) {
  return (
    <section className="pledge-card" data-testid="pledge-simulation">
      <p className="small">
        <FormattedMessage
          id="pledge.redeem.simulationNote"
          values={{ penalty: toPercent(position.earlyPenaltyRate) }}
        />
      </p>
      <dl className="facts pledge-facts">
        {row('pledge.redeem.locked', simulation.locked, 'pledge-sim-locked')}
        {row('pledge.redeem.penalty', simulation.penalty, 'pledge-sim-penalty')}
        {row('pledge.redeem.forfeitedIncome', simulation.forfeitedIncome, 'pledge-sim-forfeited')}
        {row('pledge.redeem.returned', simulation.returned, 'pledge-sim-returned')}
      </dl>
    </section>
  );
}

/** The confirmation: at maturity the principal that comes back; early, the simulator first. */
export const RedeemConfirmSheet = observer(function RedeemConfirmSheet({ vm }: { vm: PledgeReleaseLogVm }) {
  const intl = useIntl();
  const position = vm.position;
  const step = vm.redemption.step;
  // A hidden kept-alive page must not keep a modal open: it would make the shown page inert.
  const open = usePageActive() && position !== null && step !== 'idle';
  const sending = step === 'sending';
  const simulation = vm.simulation;
  const title = intl.formatMessage({ id: simulation ? 'pledge.redeem.earlyTitle' : 'pledge.redeem.title' });
  const feedback = useFeedback();
  // Done: says so, with what came back (early: the simulator's amount; at maturity: the principal left).
  const redeem = async () => {
    if (!position) return;
    const amount = simulation ? simulation.returned : position.amount.minus(position.returned);
    if (await vm.redemption.confirm(position)) {
      feedback.toast(
        intl.formatMessage({ id: 'pledge.redeem.done' }, { amount: formatAmount(amount) }),
        'success',
      );
    }
  };
  return (
    <Sheet open={open} onClose={vm.redemption.cancel} label={title} testId="pledge-redeem-confirm">
      <h2 className="sheet-title">{title}</h2>
      {position && simulation && <EarlySimulation simulation={simulation} position={position} />}
      {position && !simulation && (
        <p>
          <FormattedMessage
            id="pledge.redeem.maturityText"
            values={{ amount: formatAmount(position.amount.minus(position.returned)) }}
          />
        </p>
      )}
      <MoneyBlockNote block={vm.moneyBlock} id="pledge-redeem-confirm-block" />
      <div className="sheet-actions">
        <button
          type="button"
          className={simulation ? 'button danger' : 'button'}
          disabled={sending || vm.moneyBlock !== null}
          aria-describedby={describedByBlock(vm.moneyBlock, 'pledge-redeem-confirm-block')}
          aria-busy={sending}
          data-testid="pledge-redeem-confirm-button"
          onClick={() => void redeem()}
        >
          {sending && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id={simulation ? 'pledge.redeem.confirmEarly' : 'pledge.redeem.confirm'} />
        </button>
        <button type="button" className="button secondary" disabled={sending} onClick={vm.redemption.cancel}>
          <FormattedMessage id="common.cancel" />
        </button>
      </div>
    </Sheet>
  );
});
