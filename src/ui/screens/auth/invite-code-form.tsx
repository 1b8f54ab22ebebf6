import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginVm } from './login.vm';

/** The invite-code dialog for an address new to NADI: prefilled from the invite link, optional. */
export const InviteCodeForm = observer(function InviteCodeForm({ vm }: { vm: LoginVm }) {
  const intl = useIntl();
  // A code the server knows nobody by is said so while the field still holds it (typing it anew clears it).
  const refused = vm.refusedInviteCode !== null && vm.refusedInviteCode === vm.inviteCode.trim();
  const invalid = (vm.inviteCodeTouched && !vm.inviteCodeValid) || refused;
  const noteId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  // The wallet button that led here is gone: put the focus where the user is to type.
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="login-section"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        vm.submitInviteCode();
      }}
    >
      <p className="login-hint">
        <FormattedMessage id="auth.inviteCode.hint" />
      </p>
      <label className="field" data-invalid={invalid}>
        <span>
          <FormattedMessage id="auth.inviteCode.label" />
        </span>
        <input
          ref={input}
          name="inviteCode"
          value={vm.inviteCode}
          placeholder={intl.formatMessage({ id: 'auth.inviteCode.placeholder' })}
          onChange={(event) => vm.setInviteCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={noteId}
        />
      </label>
      <p id={noteId} className={invalid ? 'field-error' : 'login-hint'} aria-live="polite">
        {invalid ? (
          <FormattedMessage id={refused ? 'auth.inviteCode.unknown' : 'auth.inviteCode.invalid'} />
        ) : vm.inviteCodeFromLink ? (
          <FormattedMessage id="auth.inviteCode.fromLink" />
        ) : null}
      </p>
      <div className="login-actions">
        <button type="submit" className="button">
          <FormattedMessage id="auth.inviteCode.continue" />
        </button>
        <button type="button" className="button secondary" onClick={vm.skipInviteCode}>
          <FormattedMessage id="auth.inviteCode.skip" />
        </button>
      </div>
    </form>
  );
});
