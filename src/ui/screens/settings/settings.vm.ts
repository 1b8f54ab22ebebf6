import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PreferencesStore } from '../../../application/settings/preferences.store';
import { AmountPrivacyStore } from '../../../application/shared/amount-privacy.store';
import { LocaleStore } from '../../../application/shared/locale.store';
import type { Locale } from '../../../domain/language/language';
import type { PriceColours, Theme } from '../../../domain/settings/preferences';

/** The settings screen: theme, price colours, language and hidden balances, each kept as it is chosen. */
@injectable()
export class SettingsVm {
  constructor(
    @inject(PreferencesStore) private readonly preferences: PreferencesStore,
    @inject(LocaleStore) private readonly locales: LocaleStore,
    @inject(AmountPrivacyStore) private readonly privacy: AmountPrivacyStore,
  ) {
    makeAutoObservable<this, 'preferences' | 'locales' | 'privacy'>(
      this,
      { preferences: false, locales: false, privacy: false },
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

  attach(): void {}

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
}
