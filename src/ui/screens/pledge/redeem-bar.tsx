import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { PledgeFailure } from './pledge-refusal-text';
import type { PledgeReleaseLogVm } from './pledge-release-log.vm';

/**
 * The redemption on the saving's card: Redeem (at maturity), Redeem early, or nothing to do; the last refusal
 * or failure. Offline, Redeem is off with the reason beside it.
 */
export const RedeemBar = observer(function RedeemBar({ vm }: { vm: PledgeReleaseLogVm }) {
  const position = vm.position;
  const way = vm.redeemWay;
  const { refusal, failure } = vm.redemption;
  if (!position || (way === null && refusal === null && failure === null)) return null;
  return (
    <div className="pledge-redeem-row" data-testid="pledge-redeem-row">
      <PledgeFailure refusal={refusal} error={failure} />
      {way && (
        <>
          <MoneyBlockNote block={vm.moneyBlock} id="pledge-redeem-block" />
          <button
            type="button"
            className={way === 'early' ? 'button secondary' : 'button'}
            disabled={vm.redemption.step !== 'idle' || vm.moneyBlock !== null}
            aria-describedby={describedByBlock(vm.moneyBlock, 'pledge-redeem-block')}
            data-testid="pledge-redeem"
            data-way={way}
            onClick={() => vm.redemption.open(position)}
          >
            <FormattedMessage id={way === 'early' ? 'pledge.redeem.early' : 'pledge.redeem.maturity'} />
          </button>
        </>
      )}
    </div>
  );
});
