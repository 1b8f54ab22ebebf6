import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDate, formatDateTime, formatTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { Sheet } from '../../shared/components/sheet';
import { PledgeRuleText } from './pledge-bits';
import { type PledgeDetailVm, type PledgePreview, SHARE_BUTTONS } from './pledge-detail.vm';

const nadi = (value: Parameters<typeof formatAmount>[0]) => (
  <span className="amount">
    {formatAmount(value)} <span className="unit">NADI</span>
  </span>
);

/** The amount in NADI: the input with Max, the quick shares, the minimum and the balance, the rule it breaks. */
export const AmountForm = observer(function AmountForm({ vm }: { vm: PledgeDetailVm }) {
  const intl = useIntl();
  const inputId = useId();
  const noteId = useId();
  const offer = vm.offer.data;
  if (!offer) return null;
  const error = vm.error;
  const busy = vm.step !== 'form';
  return (
    <div className="field" data-invalid={error !== null}>
      <label htmlFor={inputId}>
        <FormattedMessage id="pledge.detail.amount" />
      </label>
      <div className="pledge-amount">
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={vm.amountText}
          disabled={busy}
          aria-invalid={error !== null}
          aria-describedby={noteId}
          data-testid="pledge-amount"
          onChange={(event) => vm.setAmount(event.target.value)}
        />
        <span className="unit">NADI</span>
        <button
          type="button"
          className="button secondary small"
          disabled={busy}
          aria-describedby={`${inputId}-max`}
          data-testid="pledge-max"
          onClick={() => vm.setShare(100)}
        >
          <FormattedMessage id="pledge.detail.max" />
        </button>
        {/* The button is named by its word (WCAG 2.5.3, label in name); what it does is its description. */}
        <span id={`${inputId}-max`} hidden>
          {intl.formatMessage({ id: 'pledge.detail.maxLabel' })}
        </span>
      </div>
      <div className="pledge-shares">
        {SHARE_BUTTONS.map((percent) => (
          <button
            key={percent}
            type="button"
            className="button secondary small"
            disabled={busy}
            data-testid={`pledge-share-${percent}`}
            onClick={() => vm.setShare(percent)}
          >
            {percent}%
          </button>
        ))}
      </div>
      <p id={noteId} className={error ? 'field-error' : 'muted small'} role={error ? 'alert' : undefined}>
        {error ? (
          <PledgeRuleText error={error} minimumNadi={vm.minimum} />
        ) : (
          <FormattedMessage
            id="pledge.detail.minimumHint"
            values={{
              minimum: formatAmount(offer.product.minPledge),
              nadi: formatAmount(vm.minimum),
              price: formatAmount(offer.nadiPrice),
            }}
          />
        )}
      </p>
      <p className="pledge-line small">
        <FormattedMessage id="pledge.detail.available" />
        <span className="amount" data-testid="pledge-available">
          <OwnFigure value={offer.balance} /> <span className="unit">NADI</span>
        </span>
      </p>
    </div>
  );
});

/** Daily and monthly income, income at maturity, the end date. */
export function PreviewFacts({ preview }: { preview: PledgePreview }) {
  const intl = useIntl();
  const row = (id: string, value: ReactNode, testId: string) => (
    <div>
      <dt>
        <FormattedMessage id={id} />
      </dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className="facts pledge-facts">
      {row('pledge.detail.daily', nadi(preview.daily), 'pledge-daily')}
      {row('pledge.detail.monthly', nadi(preview.monthly), 'pledge-monthly')}
      {row('pledge.detail.atMaturity', nadi(preview.atMaturity), 'pledge-at-maturity')}
      {row(
        'pledge.detail.endDate',
        formatDateTime(preview.endDate, intl.locale as Bcp47Tag),
        'pledge-end-date',
      )}
    </dl>
  );
}

/** The release calendar: every release with its date, amount and the running total. */
export function ReleaseCalendar({ preview }: { preview: PledgePreview }) {
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  return (
    <div className="pledge-table-wrap">
      <table className="pledge-table" data-testid="pledge-calendar">
        <caption className="visually-hidden">
          <FormattedMessage id="pledge.detail.calendar" values={{ count: preview.calendar.length }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="pledge.detail.calendarDate" />
            </th>
            <th scope="col">
              <FormattedMessage id="pledge.detail.calendarAmount" />
            </th>
            <th scope="col">
              <FormattedMessage id="pledge.detail.calendarTotal" />
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.calendar.map((row) => (
            <tr key={row.index} data-testid="pledge-calendar-row">
              <td>
                {formatDate(row.time, tag)}
                {/* A short savings day (the demo's) puts several releases on one date: the time tells them apart. */}
                <span className="pledge-table-time">{formatTime(row.time, tag)}</span>
              </td>
              <td>{formatAmount(row.amount)}</td>
              <td>{formatAmount(row.runningTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The preview of the typed amount: what it brings and when. */
export const PreviewCard = observer(function PreviewCard({ vm }: { vm: PledgeDetailVm }) {
  const preview = vm.preview;
  if (!preview) return null;
  return (
    <section className="card pledge-card" data-testid="pledge-preview" aria-labelledby="pledge-preview-title">
      <h2 className="pledge-section-title" id="pledge-preview-title">
        <FormattedMessage id="pledge.detail.preview" values={{ amount: formatAmount(preview.amount) }} />
      </h2>
      <PreviewFacts preview={preview} />
      <h3 className="pledge-section-title small">
        <FormattedMessage id="pledge.detail.calendar" values={{ count: preview.calendar.length }} />
      </h3>
      <ReleaseCalendar preview={preview} />
    </section>
  );
});

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
