import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './pledge.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { pledgeRefusalOf } from '../../../application/pledge/pledge-refusal';
import { usePageActive } from '../../app/page-context';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { BackToSavings } from './back-to-savings';
import { AmountForm } from './pledge-amount-form';
import { PledgeDetailVm } from './pledge-detail.vm';
import { PreviewCard } from './pledge-preview-card';
import { ProductSale, ProductStatusBadge, TermsFacts, TermsTitle } from './pledge-product-card';
import { PledgeFailure } from './pledge-refusal-text';
import { SaveConfirmSheet, SavedNote } from './pledge-save';
import { usePathId } from './use-path-id';

/**
 * /pledge/detail/{id}: the product's terms and sale, the amount with its rules as typed, the preview with
 * the release calendar, and Save at the bottom (a confirmation first); refusals keep the input.
 */
const PledgeDetailScreen = observer(function PledgeDetailScreen() {
  const vm = useViewModel(PledgeDetailVm, { id: usePathId('/pledge/detail/:id'), active: usePageActive() });
  if (vm.missingId) return <BackToSavings messageId="pledge.detail.missingId" />;
  const card = vm.card;
  if (!card) {
    if (vm.offer.error === null) return <SkeletonList rows={3} lines={5} />;
    if (pledgeRefusalOf(vm.offer.error)?.kind === 'not-found') {
      return <BackToSavings messageId="pledge.detail.notFound" />;
    }
    return <ErrorState error={vm.offer.error} failure="load" onRetry={() => void vm.offer.load()} />;
  }
  const { product, status } = card;
  return (
    <div>
      <div className="screen-body pledge-screen with-bar">
        {vm.offer.error !== null && <ErrorLine error={vm.offer.error} failure="load" />}
        <article
          className="card pledge-card"
          data-testid="pledge-product"
          data-id={product.id}
          data-status={status}
        >
          <div className="card-head">
            <TermsTitle terms={product} />
            <ProductStatusBadge status={status} />
          </div>
          <dl className="facts pledge-facts">
            <TermsFacts terms={product} />
          </dl>
          <ProductSale card={card} />
        </article>
        <SavedNote vm={vm} />
        <form
          className="card pledge-card"
          noValidate
          data-testid="pledge-form"
          onSubmit={(event) => {
            event.preventDefault();
            vm.review();
          }}
        >
          <AmountForm vm={vm} />
          <PledgeFailure refusal={vm.refusal} error={vm.failure} />
        </form>
        <PreviewCard vm={vm} />
      </div>
      <div className="pledge-bottom-bar">
        {!vm.open && (
          <p className="muted small" data-testid="pledge-closed">
            <FormattedMessage id={`pledge.card.action.${status}`} />
          </p>
        )}
        <MoneyBlockNote block={vm.moneyBlock} id="pledge-block" />
        <button
          type="button"
          className="button"
          disabled={!vm.open || vm.step !== 'form' || vm.moneyBlock !== null}
          aria-describedby={describedByBlock(vm.moneyBlock, 'pledge-block')}
          data-testid="pledge-submit"
          onClick={() => vm.review()}
        >
          <FormattedMessage id="pledge.detail.submit" />
        </button>
      </div>
      <SaveConfirmSheet vm={vm} />
    </div>
  );
});

export default PledgeDetailScreen;
