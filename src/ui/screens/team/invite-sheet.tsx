import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShell } from '../../app/shell-context';
import { CopyButton } from '../../shared/components/copy';
import { QrCode } from '../../shared/components/qr-code';
import { Sheet } from '../../shared/components/sheet';

/** The invite sheet: the user's invite code and link, as text and as a QR code, each with copy. */
export const InviteSheet = observer(function InviteSheet({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const user = useShell().session.user;
  return (
    <Sheet
      open={open}
      onClose={onClose}
      label={intl.formatMessage({ id: 'team.invite.title' })}
      testId="invite-sheet"
    >
      <h2>
        <FormattedMessage id="team.invite.title" />
      </h2>
      {user && (
        <div className="invite">
          <QrCode value={user.inviteLink} label={intl.formatMessage({ id: 'team.invite.qr' })} />
          <p className="row">
            <span className="muted">
              <FormattedMessage id="team.invite.code" />
            </span>
            <strong className="mono" data-testid="invite-code">
              {user.code}
            </strong>
            <CopyButton value={user.code} />
          </p>
          <p className="row">
            <span className="mono ellipsis" data-testid="invite-link">
              {user.inviteLink}
            </span>
            <CopyButton value={user.inviteLink} />
          </p>
        </div>
      )}
    </Sheet>
  );
});
