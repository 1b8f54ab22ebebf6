import './invite-sheet.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShell } from '../../app/shell-context';
import { QrCode } from '../../shared/components/qr-code';
import { Sheet } from '../../shared/components/sheet';
import { InviteRows } from './invite-rows';
import { ShareInviteButton } from './share-button';
import { shownInviteLink } from './shown-invite-link';

/**
 * The invite sheet: the user's invite code and link, as text and as a QR code, each with copy. The link is
 * the app's own (shownInviteLink): a server's link to another site is never drawn or shared.
 */
export const InviteSheet = observer(function InviteSheet({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const user = useShell().session.user;
  const link = user && shownInviteLink(user);
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
          <p className="muted invite-hint">
            <FormattedMessage id="team.invite.hint" />
          </p>
          {link && <QrCode value={link} label={intl.formatMessage({ id: 'team.invite.qr' })} />}
          <InviteRows code={user.code} link={link} />
          {link && <ShareInviteButton url={link} />}
        </div>
      )}
    </Sheet>
  );
});
