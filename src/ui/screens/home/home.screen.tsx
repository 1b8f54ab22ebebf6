import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../domain/language/language';
import { describeError } from '../../intl/error-message';
import { useViewModel } from '../../shared/view-model';
import { HomeVm } from './home.vm';

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: '简体中文',
  zhTw: '繁體中文',
  ja: '日本語',
  ko: '한국어',
  th: 'ไทย',
  pt: 'Português',
  ms: 'Bahasa Melayu',
  id: 'Bahasa Indonesia',
  vn: 'Tiếng Việt',
};

const HomeScreen = observer(function HomeScreen() {
  const vm = useViewModel(HomeVm, undefined);
  const intl = useIntl();
  const user = vm.session.user;
  return (
    <main className="screen">
      <header className="hero">
        <h1>
          <FormattedMessage id="app.name" />
        </h1>
        <p>
          <FormattedMessage id="app.tagline" />
        </p>
        <select
          aria-label={intl.formatMessage({ id: 'common.language' })}
          value={vm.locale}
          onChange={(event) => vm.setLocale(event.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </header>

      {user ? (
        <section className="card" data-testid="user-card">
          <h2>{user.name}</h2>
          <p className="mono">
            <FormattedMessage id="auth.loggedInAs" values={{ address: user.walletAddress }} />
          </p>
          <p>
            <FormattedMessage id="team.directCount" values={{ count: user.directCount }} />
          </p>
          <p>
            <FormattedMessage id="team.teamCount" values={{ count: user.teamCount }} />
          </p>
          <button type="button" className="button secondary" onClick={() => void vm.logout()}>
            <FormattedMessage id="auth.logout" />
          </button>
        </section>
      ) : (
        <section className="card">
          <label className="field">
            <span>
              <FormattedMessage id="auth.inviteCode.label" />
            </span>
            <input
              value={vm.inviteCode}
              placeholder={intl.formatMessage({ id: 'auth.inviteCode.placeholder' })}
              onChange={(event) => vm.setInviteCode(event.target.value)}
              autoCapitalize="characters"
            />
          </label>
          <button type="button" className="button" onClick={() => void vm.openSheet()} disabled={vm.busy}>
            <FormattedMessage id="auth.connectWallet" />
          </button>
        </section>
      )}

      {vm.error !== null && (
        <p role="alert" className="error">
          {describeError(intl, vm.error)}
        </p>
      )}

      {vm.sheetOpen && (
        <div
          className="sheet"
          role="dialog"
          aria-modal="true"
          aria-label={intl.formatMessage({ id: 'auth.connectWallet' })}
        >
          <p>
            <FormattedMessage id={vm.step ? `auth.step.${vm.step}` : 'auth.signPrompt'} />
          </p>
          <ul>
            {vm.wallets.map((wallet) => (
              <li key={wallet.id}>
                <button
                  type="button"
                  className="button"
                  disabled={vm.busy}
                  onClick={() => void vm.connect(wallet.id)}
                >
                  {wallet.kind === 'demo' ? intl.formatMessage({ id: 'auth.demoWallet' }) : wallet.name}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button secondary" onClick={vm.closeSheet}>
            <FormattedMessage id="common.close" />
          </button>
        </div>
      )}
    </main>
  );
});

export default HomeScreen;
