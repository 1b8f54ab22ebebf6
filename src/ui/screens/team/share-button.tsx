import { FormattedMessage, useIntl } from 'react-intl';
import { copyText } from '../../shared/components/copy';
import { useFeedback } from '../../shared/components/feedback';

/**
 * Shares the invite link through the system share sheet where the browser has one (most phones), and
 * copies it elsewhere; either way the user gets the link out in one tap.
 */
export function ShareInviteButton({ url, className = 'button' }: { url: string; className?: string }) {
  const intl = useIntl();
  const feedback = useFeedback();
  const share = async () => {
    const text = intl.formatMessage({ id: 'team.invite.shareText' });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: intl.formatMessage({ id: 'app.name' }), text, url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to say. Other failures fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const ok = await copyText(url);
    feedback.toast(
      intl.formatMessage({ id: ok ? 'team.invite.linkCopied' : 'common.copyFailed' }),
      ok ? 'success' : 'error',
    );
  };
  return (
    <button type="button" className={className} onClick={() => void share()}>
      <FormattedMessage id="team.invite.share" />
    </button>
  );
}
