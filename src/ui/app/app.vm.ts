import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { SessionStore } from '../../application/auth/session.store';
import { AmountPrivacyStore } from '../../application/shared/amount-privacy.store';
import { ErrorLog, type ErrorRecord } from '../../application/shared/error-log';
import { LocaleStore } from '../../application/shared/locale.store';
import { BCP47_TAGS } from '../../domain/language/language';
import { MessageCatalogue } from '../intl/message-catalogue';
import type { Messages } from '../intl/messages';
import type { ViewModel } from '../shared/view-model';

/** The app frame: the language's messages, and the session-expiry note. */
@injectable()
export class AppVm implements ViewModel<void> {
  private stop: (() => void) | null = null;

  constructor(
    @inject(LocaleStore) readonly localeStore: LocaleStore,
    @inject(SessionStore) readonly session: SessionStore,
    @inject(ErrorLog) private readonly errors: ErrorLog,
    @inject(MessageCatalogue) private readonly catalogue: MessageCatalogue,
    /** The app-wide "hide balances" switch, handed to every screen (ui/shared/amount-privacy.tsx). */
    @inject(AmountPrivacyStore) readonly privacy: AmountPrivacyStore,
  ) {
    makeAutoObservable<this, 'stop' | 'errors' | 'catalogue'>(
      this,
      { localeStore: false, session: false, stop: false, errors: false, catalogue: false, privacy: false },
      { autoBind: true },
    );
  }

  /** The messages of the language on screen, null until they have arrived. */
  get messages(): Messages | null {
    return this.catalogue.messages;
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
      (locale) => void this.catalogue.load(locale),
      { fireImmediately: true },
    );
  }

  detach(): void {
    this.stop?.();
    this.stop = null;
  }

  /** A message is missing on screen: the rest of the catalogue, then English underneath (MessageCatalogue). */
  onMissingMessage(): Promise<void> {
    return this.catalogue.onMissing();
  }
}
