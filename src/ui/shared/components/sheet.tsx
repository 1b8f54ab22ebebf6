import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a modal <dialog>
 * makes the page behind inert, but browsers still let focus leave for their own toolbar on the way round.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (item) => item.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** A phone's double-tap window: how long after a sheet closes the rest of a tap begun on it is dropped. */
export const FOLLOW_UP_TAP_MS = 500;

/**
 * Drops, for FOLLOW_UP_TAP_MS, the clicks that continue a multi-tap (click count 2 or more): the second tap of
 * a double tap on a sheet's confirm button. With the closing animation the sheet is still there to take it;
 * when the system asks for reduced motion it is gone at once, and the tap would land on whatever lies under
 * it (a link that leaves the page). A new single tap (count 1) passes, however soon.
 */
function dropFollowUpTaps(): void {
  const until = performance.now() + FOLLOW_UP_TAP_MS;
  const drop = (event: MouseEvent) => {
    if (event.detail < 2 || performance.now() > until) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  window.addEventListener('click', drop, true);
  window.setTimeout(() => window.removeEventListener('click', drop, true), FOLLOW_UP_TAP_MS);
}

/**
 * A modal sheet on the native <dialog>: the page behind is inert, focus stays inside (and goes round with
 * Tab), Escape and a tap on the backdrop close it. `side` picks a bottom sheet (thumb reach) or a left drawer (the side menu).
 */
export function Sheet({
  open,
  onClose,
  label,
  side = 'bottom',
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  side?: 'bottom' | 'left' | 'center';
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement | null>(null);
  const intl = useIntl();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) {
      dialog.close();
      dropFollowUpTaps();
    }
  }, [open]);
  // A tap on the backdrop (the dialog element itself, outside its body) closes; the keyboard closes
  // with Escape through onCancel.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onBackdrop);
    return () => dialog.removeEventListener('click', onBackdrop);
  }, [onClose]);
  return (
    <dialog
      ref={ref}
      className={`sheet sheet-${side}`}
      aria-label={label}
      data-testid={testId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="sheet-body">
          <button
            type="button"
            className="icon-button sheet-close"
            aria-label={intl.formatMessage({ id: 'common.close' })}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
