import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { SessionStore } from '../../application/auth/session.store';
import { ErrorLog, type ErrorRecord } from '../../application/shared/error-log';
import { LocaleStore } from '../../application/shared/locale.store';
import { BCP47_TAGS } from '../../domain/language/language';
import { loadMessages, type Messages, withEnglishFallback } from '../intl/messages';
import type { ViewModel } from '../shared/view-model';

/** The app frame: the language's messages, and the session-expiry note. */
@injectable()
export class AppVm implements ViewModel<void> {
  messages: Messages | null = null;
  private stop: (() => void) | null = null;
  private fallbackLoaded = false;

  constructor(
    @inject(LocaleStore) readonly localeStore: LocaleStore,
    @inject(SessionStore) readonly session: SessionStore,
    @inject(ErrorLog) private readonly errors: ErrorLog,
  ) {
    makeAutoObservable<this, 'stop' | 'errors'>(
      this,
      { localeStore: false, session: false, stop: false, errors: false },
      { autoBind: true },
    );
  }

  /** The app frame itself failed to render: recorded for the diagnostics panel. */
  recordError(source: ErrorRecord['source'], error: unknown): void {
    this.errors.record(source, error);
  }

  get tag(): string {
    return BCP47_TAGS[this.localeStore.locale];
  }

  attach(): void {
    if (this.stop) return;
    this.stop = reaction(
      () => this.localeStore.locale,
      (locale) => void this.load(locale),
      { fireImmediately: true },
    );
  }

  detach(): void {
    this.stop?.();
    this.stop = null;
  }

  /** A message is missing in the current catalogue: bring in English underneath, once per language. */
  async onMissingMessage(): Promise<void> {
    if (this.fallbackLoaded || !this.messages) return;
    this.fallbackLoaded = true;
    const locale = this.localeStore.locale;
    const merged = await withEnglishFallback(this.messages);
    if (locale === this.localeStore.locale) runInAction(() => (this.messages = merged));
  }

  private async load(locale: LocaleStore['locale']): Promise<void> {
    this.fallbackLoaded = locale === 'en';
    const messages = await loadMessages(locale);
    // A quicker later choice wins over a slower earlier one.
    if (locale === this.localeStore.locale) runInAction(() => (this.messages = messages));
  }
}
