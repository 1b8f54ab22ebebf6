import '../../shared/styles/controls.css';
import '../../shared/styles/switch.css';
import './settings.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { LOCALES, type Locale } from '../../../domain/language/language';
import { PRICE_COLOURS, THEMES } from '../../../domain/settings/preferences';
import { LANGUAGE_NAMES } from '../../app/language-sheet';
import { useFeedback } from '../../shared/components/feedback';
import { useViewModel } from '../../shared/view-model';
import { SettingsVm } from './settings.vm';

/** One choice among a few, shown side by side as pressed buttons. */
function Options<T extends string>({
  legend,
  options,
  current,
  messagePrefix,
  onPick,
}: {
  legend: string;
  options: readonly T[];
  current: T;
  messagePrefix: string;
  onPick: (option: T) => void;
}) {
  return (
    <fieldset className="settings-group">
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      <div className="settings-options">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className="choice"
            aria-pressed={option === current}
            onClick={() => onPick(option)}
          >
            <FormattedMessage id={`${messagePrefix}.${option}`} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Installing the app: the browser's own prompt behind a button (Chrome on Android), the two steps on iOS
 * (which has no prompt), a word when it is installed; nothing inside a wallet's in-app browser.
 */
const InstallApp = observer(function InstallApp({ vm }: { vm: SettingsVm }) {
  const offer = vm.installOffer;
  if (offer === 'none') return null;
  return (
    <fieldset className="settings-group" data-testid="install-app">
      <legend>
        <FormattedMessage id="settings.app" />
      </legend>
      {offer === 'installed' ? (
        <p role="status">
          <FormattedMessage id="settings.install.installed" />
        </p>
      ) : (
        <>
          <p className="muted small">
            <FormattedMessage id="settings.install.note" />
          </p>
          {offer === 'prompt' ? (
            <button type="button" className="button" onClick={() => void vm.install()}>
              <FormattedMessage id="settings.install" />
            </button>
          ) : (
            <p data-testid="install-ios-steps">
              <FormattedMessage id="settings.install.ios" />
            </p>
          )}
        </>
      )}
    </fieldset>
  );
});

/**
 * The plain demo build keeps its accounts on the phone, across logout and expiry; this resets them on purpose,
 * after a confirmation, and ends the session (its account is gone). Other builds show nothing.
 */
const DemoData = observer(function DemoData({ vm }: { vm: SettingsVm }) {
  const intl = useIntl();
  const feedback = useFeedback();
  const navigate = useNavigate();
  if (!vm.demoResettable) return null;
  const reset = async () => {
    const confirmed = await feedback.confirm({
      title: intl.formatMessage({ id: 'settings.demo.reset.title' }),
      content: intl.formatMessage({ id: 'settings.demo.reset.content' }),
      confirmText: intl.formatMessage({ id: 'settings.demo.reset' }),
      danger: true,
    });
    if (!confirmed) return;
    await vm.resetDemoData();
    feedback.toast(intl.formatMessage({ id: 'settings.demo.reset.done' }), 'success');
    navigate('/', { replace: true });
  };
  return (
    <fieldset className="settings-group" data-testid="demo-data">
      <legend>
        <FormattedMessage id="settings.demo" />
      </legend>
      <p className="muted small">
        <FormattedMessage id="settings.demo.note" />
      </p>
      <button type="button" className="button secondary" onClick={() => void reset()}>
        <FormattedMessage id="settings.demo.reset" />
      </button>
    </fieldset>
  );
});

/** Settings: theme, price colours, language and hidden balances, kept as chosen; the diagnostics below. */
const SettingsScreen = observer(function SettingsScreen() {
  const vm = useViewModel(SettingsVm, undefined);
  const intl = useIntl();
  return (
    <div className="screen-body settings-screen">
      <Options
        legend="settings.theme"
        options={THEMES}
        current={vm.theme}
        messagePrefix="settings.theme"
        onPick={vm.setTheme}
      />
      <Options
        legend="settings.priceColours"
        options={PRICE_COLOURS}
        current={vm.priceColours}
        messagePrefix="settings.priceColours"
        onPick={vm.setPriceColours}
      />
      <fieldset className="settings-group">
        <legend>
          <FormattedMessage id="common.language" />
        </legend>
        <label className="field">
          <span className="visually-hidden">{intl.formatMessage({ id: 'common.language' })}</span>
          <select value={vm.locale} onChange={(event) => vm.setLocale(event.target.value as Locale)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset className="settings-group">
        <legend>
          <FormattedMessage id="settings.privacy" />
        </legend>
        <label className="switch-control" data-testid="hide-balances-switch">
          <span>
            <FormattedMessage id="settings.hideBalances" />
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={vm.balancesHidden}
            checked={vm.balancesHidden}
            onChange={(event) => vm.setBalancesHidden(event.target.checked)}
          />
        </label>
      </fieldset>
      <InstallApp vm={vm} />
      <DemoData vm={vm} />
      <Link to="/settings/diagnostics" className="choice settings-link">
        <FormattedMessage id="route.diagnostics" />
        <span aria-hidden="true">›</span>
      </Link>
    </div>
  );
});

export default SettingsScreen;
