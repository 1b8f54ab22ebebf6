import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '../../shared/components/copy';

/**
 * The user's invite code and invite link, each on a row with its copy button: on the team page (where
 * the code is shown large) and in the invite sheet. No link row when there is no link to give.
 */
export function InviteRows({
  code,
  link,
  large = false,
}: {
  code: string;
  link: string | null;
  large?: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <div className="invite-row">
        <span className="muted">
          <FormattedMessage id="team.invite.code" />
        </span>
        <strong className={large ? 'mono invite-code' : 'mono'} data-testid="invite-code">
          {code}
        </strong>
        <CopyButton value={code} label={intl.formatMessage({ id: 'team.invite.copyCode' })} />
      </div>
      {link && (
        <div className="invite-row">
          <span className="muted">
            <FormattedMessage id="team.invite.link" />
          </span>
          <span className="mono ellipsis" data-testid="invite-link">
            {link}
          </span>
          <CopyButton value={link} label={intl.formatMessage({ id: 'team.invite.copyLink' })} />
        </div>
      )}
    </>
  );
}
