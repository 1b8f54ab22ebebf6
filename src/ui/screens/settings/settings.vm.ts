import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LogoutUseCase } from '../../../application/auth/logout.use-case';
import type { BrowserReport } from '../../../application/settings/browser-probe.port';
import { BrowserProbe } from '../../../application/settings/browser-probe.port';
import { DemoData } from '../../../application/settings/demo-data.port';
import { InstallStore } from '../../../application/settings/install.store';
import { type InstallOffer, installOffer } from '../../../application/settings/install-offer';
import { PreferencesStore } from '../../../application/settings/preferences.store';
import { AmountPrivacyStore } from '../../../application/shared/amount-privacy.store';
import { LocaleStore } from '../../../application/shared/locale.store';
import type { Locale } from '../../../domain/language/language';
import type { PriceColours, Theme } from '../../../domain/settings/preferences';

/**
 * The settings screen: theme, price colours, language and hidden balances, each kept as it is chosen; and
 * installing the app where the browser allows it (never inside a wallet's in-app browser).
 */
@injectable()
export class SettingsVm {
  /** The browser's facts, read when the screen shows. */
  private browser: BrowserReport | null = null;

  constructor(
    @inject(PreferencesStore) private readonly preferences: PreferencesStore,
    @inject(LocaleStore) private readonly locales: LocaleStore,
    @inject(AmountPrivacyStore) private readonly privacy: AmountPrivacyStore,
    @inject(InstallStore) private readonly installation: InstallStore,
    @inject(BrowserProbe) private readonly probe: BrowserProbe,
    @inject(DemoData) private readonly demoData: DemoData,
    @inject(LogoutUseCase) private readonly logout: LogoutUseCase,
  ) {
    makeAutoObservable<
      this,
      'preferences' | 'locales' | 'privacy' | 'installation' | 'probe' | 'browser' | 'demoData' | 'logout'
    >(
      this,
      {
        preferences: false,
        locales: false,
        privacy: false,
        installation: false,
        probe: false,
        browser: true,
        demoData: false,
        logout: false,
      },
      { autoBind: true },
    );
  }

  get theme(): Theme {
    return this.preferences.theme;
  }

  get priceColours(): PriceColours {
    return this.preferences.priceColours;
  }

  get locale(): Locale {
    return this.locales.locale;
  }

  get balancesHidden(): boolean {
    return this.privacy.hidden;
  }

  /** What the screen offers for installing the app: the browser's prompt, the iOS steps, or nothing. */
  get installOffer(): InstallOffer {
    if (this.installation.installed) return 'installed';
    return this.browser ? installOffer(this.browser, this.installation.canPrompt) : 'none';
  }

  attach(): void {
    this.browser = this.probe.read();
  }

  /** Shows the browser's install prompt; answers whether the app was installed. */
  install(): Promise<boolean> {
    return this.installation.install();
  }

  detach(): void {}

  setTheme(theme: Theme): void {
    this.preferences.setTheme(theme);
  }

  setPriceColours(colours: PriceColours): void {
    this.preferences.setPriceColours(colours);
  }

  setLocale(locale: Locale): void {
    this.locales.setLocale(locale);
  }

  setBalancesHidden(hidden: boolean): void {
    this.privacy.setHidden(hidden);
  }

  /** True in the plain demo build, whose backend keeps its accounts on the phone: settings may reset it. */
  get demoResettable(): boolean {
    return this.demoData.resettable;
  }

  /** Takes the demo backend back to its seed (asked and confirmed); the session it held ends with it. */
  async resetDemoData(): Promise<void> {
    if (!this.demoData.resettable) return;
    await this.demoData.reset();
    await this.logout.execute();
  }
}
