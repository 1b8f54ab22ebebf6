import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFeedback } from './feedback';

/** Copies text; falls back to a hidden textarea where the Clipboard API is refused (in-app browsers). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand?.('copy') ?? false;
    area.remove();
    return done;
  }
}

export function CopyButton({ value, label }: { value: string; label?: string }) {
  const intl = useIntl();
  const feedback = useFeedback();
  const name = label ?? intl.formatMessage({ id: 'common.copy' });
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={name}
      title={name}
      onClick={async () => {
        const ok = await copyText(value);
        feedback.toast(
          intl.formatMessage({ id: ok ? 'common.copied' : 'common.copyFailed' }),
          ok ? 'success' : 'error',
        );
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}

/** A wallet address as its first 6 and last 4 characters, the full value on tap, and a copy button. */
export function AddressText({ value }: { value: string }) {
  const [full, setFull] = useState(false);
  const intl = useIntl();
  const hintId = useId();
  const short = value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;
  return (
    <span className="address-text">
      <button
        type="button"
        className="mono link"
        aria-expanded={full}
        aria-describedby={hintId}
        onClick={() => setFull(!full)}
        data-testid="address-text"
      >
        {/* Named by the address it shows (WCAG 2.5.3, label in name); what a tap does is its description. */}
        {full ? value : short}
      </button>
      <span id={hintId} hidden>
        {intl.formatMessage({ id: 'common.showFullAddress' })}
      </span>
      <CopyButton value={value} />
    </span>
  );
}
