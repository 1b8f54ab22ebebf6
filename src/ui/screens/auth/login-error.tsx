import { FormattedMessage, useIntl } from 'react-intl';
import { isAppError } from '../../../domain/shared/app-error';
import { describeError } from '../../intl/error-message';
import type { ErrorAction } from './login-error-action';

/**
 * A wallet or login failure in words (spec section 8), the server's own words when it sent some, and a
 * "Refresh page" button for the failures only a refresh clears. `network` names the required network
 * in "switch to the required network first".
 */
export function LoginError({
  error,
  action,
  network = '',
}: {
  error: unknown;
  action: ErrorAction;
  network?: string;
}) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  const text =
    isAppError(error) && error.kind === 'wrong-network'
      ? intl.formatMessage({ id: 'error.wrong-network' }, { network })
      : describeError(intl, error);
  const serverMessage =
    isAppError(error) && error.kind === 'server-exception' ? error.detail.serverMessage : undefined;
  return (
    <div className="login-error" role="alert" data-testid="login-error">
      <p className="error">{text}</p>
      {serverMessage && <p className="login-hint">{serverMessage}</p>}
      {action === 'refresh' && (
        <button type="button" className="button secondary" onClick={() => window.location.reload()}>
          <FormattedMessage id="error.action.refresh" />
        </button>
      )}
    </div>
  );
}
