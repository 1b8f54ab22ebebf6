import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { Sheet } from '../../shared/components/sheet';
import type { PledgeDetailVm } from './pledge-detail.vm';
import { PreviewFacts } from './pledge-preview-card';

/** Saved: the amount, and where the position is now. */
export const SavedNote = observer(function SavedNote({ vm }: { vm: PledgeDetailVm }) {
  const saved = vm.saved;
  if (!saved) return null;
  return (
    <section className="card pledge-card" role="status" data-testid="pledge-saved">
      <p className="pledge-note">
        <FormattedMessage id="pledge.detail.saved" values={{ amount: formatAmount(saved.amount) }} />
      </p>
      <div className="pledge-actions">
        <Link to="/pledge?tab=mine" className="button small" data-testid="pledge-see-mine">
          <FormattedMessage id="pledge.detail.seeMine" />
        </Link>
        <Link to={`/pledge/releaseLog/${saved.id}`} className="button secondary small">
          <FormattedMessage id="pledge.position.releaseLog" />
        </Link>
      </div>
    </section>
  );
});

/** The confirmation step: what will happen, with the amounts; confirm or go back. */
export const SaveConfirmSheet = observer(function SaveConfirmSheet({ vm }: { vm: PledgeDetailVm }) {
  const intl = useIntl();
  // A hidden kept-alive page must not keep a modal open: it would make the shown page inert.
  const open = usePageActive() && vm.step !== 'form';
  const sending = vm.step === 'sending';
  const preview = vm.preview;
  return (
    <Sheet
      open={open}
      onClose={vm.cancelReview}
      label={intl.formatMessage({ id: 'pledge.detail.confirmTitle' })}
      testId="pledge-confirm"
    >
      <h2 className="sheet-title">
        <FormattedMessage id="pledge.detail.confirmTitle" />
      </h2>
      {preview && (
        <>
          <p>
            <FormattedMessage
              id="pledge.detail.confirmText"
              values={{ amount: formatAmount(preview.amount), days: vm.product?.days ?? 0 }}
            />
          </p>
          <PreviewFacts preview={preview} />
        </>
      )}
      <div className="sheet-actions">
        <button
          type="button"
          className="button"
          disabled={sending}
          aria-busy={sending}
          data-testid="pledge-confirm-save"
          onClick={() => void vm.confirm()}
        >
          {sending && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="pledge.detail.confirm" />
        </button>
        <button type="button" className="button secondary" disabled={sending} onClick={vm.cancelReview}>
          <FormattedMessage id="common.cancel" />
        </button>
      </div>
    </Sheet>
  );
});
