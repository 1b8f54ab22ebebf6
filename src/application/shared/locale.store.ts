import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  API_LANGUAGE_CODES,
  type ApiLanguageCode,
  type Locale,
  resolveLocale,
} from '../../domain/language/language';
import { AppConfig } from './app-config';
import type { CurrentLanguage } from './current-language.port';
import { AppStorage } from './storage.port';

/**
 * The interface language. Starts from the stored `lang`, else the browser's preference, else the
 * configured default (decisions.md); every change is stored and followed by the API header.
 */
@injectable()
export class LocaleStore implements CurrentLanguage {
  locale: Locale;

  constructor(
    @inject(AppStorage) private readonly storage: AppStorage,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    this.locale = config.defaultLocale;
    makeAutoObservable<this, 'storage' | 'config'>(
      this,
      { storage: false, config: false },
      { autoBind: true },
    );
  }

  /** Picks the starting locale; `browserTags` is navigator.languages. */
  initialise(browserTags: readonly string[]): void {
    this.locale = resolveLocale(this.storage.getLocal('lang'), browserTags, this.config.defaultLocale);
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
    this.storage.setLocal('lang', locale);
  }

  apiCode(): ApiLanguageCode {
    return API_LANGUAGE_CODES[this.locale];
  }
}
