import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShellVm } from './shell.vm';

/**
 * "Offline · as of 14:32" under the header, on every screen while the app works from what it kept: the
 * figures below are those of that time. The header is sticky, so the note stays beside every figure.
 */
export const OfflineNote = observer(function OfflineNote({ shell }: { shell: ShellVm }) {
  const intl = useIntl();
  if (!shell.offline) return null;
  const at = shell.offlineAsOf;
  return (
    <p className="offline-note" role="status" data-testid="offline-note">
      {at === null ? (
        <FormattedMessage id="shell.offline" />
      ) : (
        <FormattedMessage
          id="shell.offline.asOf"
          values={{ time: intl.formatTime(at, { hour: '2-digit', minute: '2-digit', hour12: false }) }}
        />
      )}
    </p>
  );
});
