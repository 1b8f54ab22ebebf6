import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

/**
 * A modal sheet on the native <dialog>: the page behind is inert, focus stays inside, Escape and a tap
 * on the backdrop close it. `side` picks a bottom sheet (thumb reach) or a left drawer (the side menu).
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
    if (!open && dialog.open) dialog.close();
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
