import { observer } from 'mobx-react-lite';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { unpaidReminderPart } from '../screens/orders/orders.routes';
import { useFeedback } from '../shared/components/feedback';
import { useViewModel } from '../shared/view-model';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { OfflineNote } from './offline-note';
import { lazyPart } from './route-screen';
import { routeOfPathname, TAB_BARS } from './route-table';
import { ShellVm } from './shell.vm';
import { ShellContext } from './shell-context';

// The sheets a visitor may never open, and the prompt only a logged-in wallet can need, load when first
// wanted: they stay out of the first load (their messages are in its catalogue part all the same).
const InviteSheet = lazy(() =>
  import('../screens/team/invite-sheet').then((m) => ({ default: m.InviteSheet })),
);
// So do the side menu and the language sheet, which a visit to home may never open.
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));
const LanguageSheet = lazy(() => import('./language-sheet').then((m) => ({ default: m.LanguageSheet })));

/** The login sheet and the wrong-network prompt, each with the login feature's container module. */
function useLoginParts(shell: ShellVm) {
  const [parts] = useState(() => {
    const withLogin = <P extends object>(load: () => Promise<ComponentType<P>>) =>
      lazy(async () => {
        const [component] = await Promise.all([load(), shell.loadFeature('login')]);
        return { default: component };
      });
    return {
      LoginSheet: withLogin(() => import('../screens/auth/login-sheet').then((m) => m.LoginSheet)),
      WrongNetworkPrompt: withLogin(() =>
        import('../screens/auth/wrong-network-prompt').then((m) => m.WrongNetworkPrompt),
      ),
    };
  });
  return parts;
}

/** True from the first time `wanted` is, so that a sheet loaded on demand then stays (and closes as usual). */
function useWantedOnce(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const ICONS = {
  back: 'M15 5l-7 7 7 7',
  menu: 'M4 7h16M4 12h16M4 17h16',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
} as const;

/** The frame of every screen: header, kept-alive pages, footer bar, menu and sheets. */
export const Shell = observer(function Shell({ shell }: { shell: ShellVm }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const feedback = useFeedback();
  const spec = routeOfPathname(location.pathname);
  // Reminds a logged-in user of unpaid orders once per session; loaded only for logged-in users.
  const UnpaidReminder = lazyPart(unpaidReminderPart, shell.preparePart);
  const { LoginSheet, WrongNetworkPrompt } = useLoginParts(shell);
  const loginWanted = useWantedOnce(shell.sheet === 'login');
  const inviteWanted = useWantedOnce(shell.sheet === 'invite');
  const menuWanted = useWantedOnce(shell.sheet === 'menu');
  const languageWanted = useWantedOnce(shell.sheet === 'language');

  // A server 401: the note, then `/` after 1.5 s (spec section 8).
  const expiry = shell.session.expiry;
  useEffect(() => {
    if (!expiry) return;
    // The note in the person's language only: the server's own words (English, with its prefix) stay out.
    feedback.toast(intl.formatMessage({ id: 'error.unauthorized' }), 'error');
    const timer = window.setTimeout(() => {
      shell.acknowledgeExpiry();
      navigate('/', { replace: true });
    }, shell.expiryDelayMs);
    return () => window.clearTimeout(timer);
  }, [expiry, feedback, intl, navigate, shell]);

  // Logged in again after an expiry: back to the screen the person was on.
  const loggedIn = shell.session.loggedIn;
  useEffect(() => {
    if (!loggedIn) return;
    const back = shell.takeReturnPath();
    if (back) navigate(back);
  }, [loggedIn, navigate, shell]);

  // Each move to another screen: kept answers belong to it from now on; a waiting new version may take over.
  // Back online after kept answers were shown, the kept-alive screens start again (KeepAliveOutlet's
  // refreshKey) and load fresh data.
  useEffect(() => shell.navigated(location.pathname), [location.pathname, shell]);

  const goBack = () => {
    const hasHistory = (window.history.state as { idx?: number } | null)?.idx;
    if (hasHistory) navigate(-1);
    else navigate(spec?.parent ?? '/index');
  };

  const languageSheet = (
    <Suspense fallback={null}>
      {languageWanted && (
        <LanguageSheet
          open={shell.sheet === 'language'}
          current={shell.locale}
          onPick={shell.setLocale}
          onClose={shell.close}
        />
      )}
    </Suspense>
  );
  if (spec?.bare) {
    return (
      <>
        <OfflineNote shell={shell} />
        <KeepAliveOutlet resetKey={shell.session.token ?? ''} refreshKey={shell.refreshKey} />
        {languageSheet}
      </>
    );
  }
  const tabs = spec?.tab ? TAB_BARS[spec.tab] : null;
  return (
    <div className={`shell${tabs ? ' with-tabs' : ''}`}>
      <header className="app-header">
        {spec?.tab ? (
          <button
            type="button"
            className="icon-button badge-host"
            aria-label={intl.formatMessage({ id: 'shell.openMenu' })}
            onClick={() => shell.open('menu')}
          >
            {icon(ICONS.menu)}
            {shell.unreadNotices > 0 && <span className="dot-badge" data-testid="menu-unread-dot" />}
          </button>
        ) : (
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage({ id: 'common.back' })}
            onClick={goBack}
          >
            {icon(ICONS.back)}
          </button>
        )}
        <h1 className="app-title">{spec ? intl.formatMessage({ id: spec.title }) : ''}</h1>
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage({ id: 'common.language' })}
          onClick={() => shell.open('language')}
        >
          {icon(ICONS.globe)}
        </button>
        <OfflineNote shell={shell} />
      </header>

      <main className="app-main">
        <KeepAliveOutlet resetKey={shell.session.token ?? ''} refreshKey={shell.refreshKey} />
      </main>

      {tabs && (
        <nav className="tab-bar" aria-label={intl.formatMessage({ id: 'shell.tabs' })}>
          {tabs.map((tab) =>
            tab.to === 'invite' ? (
              <button
                key={tab.key}
                type="button"
                className="tab"
                onClick={() => shell.open(shell.loggedIn ? 'invite' : 'login')}
              >
                <FormattedMessage id={tab.label} />
              </button>
            ) : (
              <NavLink key={tab.key} to={tab.to} className="tab" end>
                <FormattedMessage id={tab.label} />
              </NavLink>
            ),
          )}
        </nav>
      )}

      <Suspense fallback={null}>
        {menuWanted && <SideMenu shell={shell} pathname={location.pathname} />}
      </Suspense>

      {languageSheet}
      <Suspense fallback={null}>
        {loginWanted && <LoginSheet open={shell.sheet === 'login'} onClose={shell.close} />}
        {inviteWanted && <InviteSheet open={shell.sheet === 'invite'} onClose={shell.close} />}
      </Suspense>
      {shell.loggedIn && (
        <Suspense fallback={null}>
          <WrongNetworkPrompt />
          <UnpaidReminder />
        </Suspense>
      )}
    </div>
  );
});

/** The shell's view-model lives as long as the app. */
export const ShellRoot = observer(function ShellRoot() {
  const shell = useViewModel(ShellVm, undefined);
  return (
    <ShellContext.Provider value={shell}>
      <Shell shell={shell} />
    </ShellContext.Provider>
  );
});
