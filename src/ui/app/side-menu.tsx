import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useFeedback } from '../shared/components/feedback';
import { Sheet } from '../shared/components/sheet';
import { MENU } from './route-table';
import type { ShellVm } from './shell.vm';

/**
 * The side menu (spec section 2). The shell loads it when it is first opened (with the sheet component),
 * so that a visit that never opens it never downloads it.
 */
export const SideMenu = observer(function SideMenu({
  shell,
  pathname,
}: {
  shell: ShellVm;
  pathname: string;
}) {
  const intl = useIntl();
  const feedback = useFeedback();
  // Logging out asks first (the menu closes, so the question stands alone) and says it is done after.
  const logout = async () => {
    shell.close();
    const confirmed = await feedback.confirm({
      title: intl.formatMessage({ id: 'auth.logout.title' }),
      content: intl.formatMessage({ id: 'auth.logout.content' }),
      confirmText: intl.formatMessage({ id: 'auth.logout' }),
    });
    if (!confirmed) return;
    await shell.logout();
    feedback.toast(intl.formatMessage({ id: 'auth.logout.done' }), 'success');
  };
  return (
    <Sheet
      open={shell.sheet === 'menu'}
      onClose={shell.close}
      side="left"
      label={intl.formatMessage({ id: 'shell.menu' })}
      testId="side-menu"
    >
      {/* The head keeps the first entry clear of the sheet's close button, and names the person. */}
      <p className="menu-head" data-testid="menu-head">
        {shell.session.user?.name ?? <FormattedMessage id="shell.menu" />}
      </p>
      <nav aria-label={intl.formatMessage({ id: 'shell.menu' })}>
        <ul className="menu-list">
          {MENU.map((item) => (
            <li key={item.key}>
              {item.to === 'language' ? (
                <button type="button" className="menu-item" onClick={() => shell.open('language')}>
                  <FormattedMessage id={item.label} />
                </button>
              ) : (
                <NavLink
                  to={item.to}
                  className="menu-item"
                  aria-current={pathname === item.to ? 'page' : undefined}
                  onClick={shell.close}
                >
                  <FormattedMessage id={item.label} />
                  {item.key === 'notice' && shell.unreadNotices > 0 && (
                    <span className="count-badge" data-testid="menu-unread-count">
                      <FormattedMessage id="notice.unreadBadge" values={{ count: shell.unreadNotices }} />
                    </span>
                  )}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
        {shell.loggedIn ? (
          <div className="menu-foot">
            <button type="button" className="button secondary" onClick={() => void logout()}>
              <FormattedMessage id="auth.logout" />
            </button>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => shell.open('login')}>
            <FormattedMessage id="auth.connectWallet" />
          </button>
        )}
      </nav>
    </Sheet>
  );
});
