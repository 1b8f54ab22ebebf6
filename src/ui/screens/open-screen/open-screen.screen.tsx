import './open-screen.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useShell } from '../../app/shell-context';
import { NadiLogo } from '../../shared/components/nadi-logo';

const POINTS = [
  { key: 'depin', icon: 'M7 3h10v18H7zM11 18h2M4 8v8M20 8v8' },
  { key: 'ai', icon: 'M8 8h8v8H8zM10 3v3M14 3v3M10 18v3M14 18v3M3 10h3M3 14h3M18 10h3M18 14h3' },
  { key: 'earn', icon: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 8v8M9 12h6' },
] as const;

/**
 * The opening screen (`/open_screen`, public, full screen: the shell draws no header or footer): the
 * logo, the tagline, three points, a language button and "Enter", which goes to the home screen.
 */
export default function OpenScreen() {
  const intl = useIntl();
  const shell = useShell();
  return (
    <main className="open-screen">
      <div className="open-top">
        <button
          type="button"
          className="icon-button open-language"
          aria-label={intl.formatMessage({ id: 'common.language' })}
          onClick={() => shell.open('language')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span>{intl.formatMessage({ id: 'common.language' })}</span>
        </button>
      </div>

      <div className="open-hero">
        <NadiLogo size={96} />
        <h1 className="open-title">
          <FormattedMessage id="app.name" />
        </h1>
        <p className="open-tagline">
          <FormattedMessage id="openScreen.tagline" />
        </p>
      </div>

      <ul className="open-points">
        {POINTS.map(({ key, icon }) => (
          <li key={key}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path
                d={icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div>
              <h2>
                <FormattedMessage id={`openScreen.point.${key}.title`} />
              </h2>
              <p>
                <FormattedMessage id={`openScreen.point.${key}.body`} />
              </p>
            </div>
          </li>
        ))}
      </ul>

      <div className="open-actions">
        <Link to="/index" className="button">
          <FormattedMessage id="openScreen.enter" />
        </Link>
      </div>
    </main>
  );
}
