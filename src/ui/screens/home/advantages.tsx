import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { HomeVm } from './home.vm';

/** The ecosystem's core advantages: static copy, one icon each (24×24 strokes). */
const ADVANTAGES = [
  { key: 'depin', icon: 'M7 3h10v18H7zM11 18h2M4 8v8M20 8v8' },
  { key: 'ai', icon: 'M8 8h8v8H8zM10 3v3M14 3v3M10 18v3M14 18v3M3 10h3M3 14h3M18 10h3M18 14h3' },
  {
    key: 'dividends',
    icon: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 8v8M9.5 10.5h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4',
  },
  { key: 'airdrop', icon: 'M4 11a8 8 0 0 1 16 0zM4 11l8 7 8-7M12 11v7M9 21h6' },
  { key: 'chains', icon: 'M9 15l6-6M10 6l1-1a4 4 0 0 1 6 6l-1 1M14 18l-1 1a4 4 0 0 1-6-6l1-1' },
  {
    key: 'team',
    icon: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a2.5 2.5 0 1 0 0-5M21 20a5 5 0 0 0-4-5',
  },
] as const;

const DOT = 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z';
const iconOf = (name: string): string => ADVANTAGES.find((a) => a.key === name)?.icon ?? DOT;

function AdvantageIcon({ path }: { path: string }) {
  return (
    <svg className="advantage-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The core advantages in the server's words (home info, in the user's language); until they arrive, or
 * when the server sends none, the app's own words.
 */
export const Advantages = observer(function Advantages({ vm }: { vm: HomeVm }) {
  const titleId = useId();
  const served = vm.info.data?.advantages ?? [];
  if (served.length > 0) {
    return (
      <section className="advantages" aria-labelledby={titleId}>
        <h2 id={titleId}>
          <FormattedMessage id="home.advantages.title" />
        </h2>
        <ul className="advantage-grid" data-testid="advantages">
          {served.map((advantage) => (
            <li className="card advantage" key={advantage.title}>
              <AdvantageIcon path={iconOf(advantage.icon)} />
              <h3>{advantage.title}</h3>
              <p className="muted">{advantage.body}</p>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="advantages" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="home.advantages.title" />
      </h2>
      <ul className="advantage-grid">
        {ADVANTAGES.map(({ key, icon }) => (
          <li className="card advantage" key={key}>
            <AdvantageIcon path={icon} />
            <h3>
              <FormattedMessage id={`home.advantage.${key}.title`} />
            </h3>
            <p className="muted">
              <FormattedMessage id={`home.advantage.${key}.body`} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
});
