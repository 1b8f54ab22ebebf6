import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { LocaleStore } from '../../application/shared/locale.store';
import type { Locale } from '../../domain/language/language';
import { type CataloguePart, type Messages, mergeMessages } from './messages';

/** Fetches one part of one locale's catalogue (src/ui/intl/messages.ts in the app, fakes in tests). */
export const MessageLoader = Symbol.for('MessageLoader');
export type MessageLoader = (locale: Locale, part: CataloguePart) => Promise<Messages>;

/**
 * The messages on screen. The first screen needs only the first part of its language's catalogue; the
 * rest is fetched when a screen beyond it is about to show (`loadAll`), and from then on every language
 * loads whole. A message found missing brings the rest in, and after that English underneath, once per
 * language (the locale test keeps the catalogues complete; this covers a catalogue served stale).
 */
@injectable()
export class MessageCatalogue {
  /** The messages of the language on screen; null until its first part has arrived. */
  messages: Messages | null = null;
  private wholeCatalogues = false;
  private readonly englishUnder = new Set<Locale>();
  private readonly loaded = observable.map<string, Messages>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    @inject(LocaleStore) private readonly locales: LocaleStore,
    @inject(MessageLoader) private readonly loader: MessageLoader,
  ) {
    makeAutoObservable<this, 'locales' | 'loader' | 'pending' | 'loaded'>(
      this,
      { locales: false, loader: false, pending: false, loaded: false },
      { autoBind: true },
    );
  }

  /** Loads what `locale` needs; the messages switch once all of it is here, and only if it is still chosen. */
  async load(locale: Locale): Promise<void> {
    await Promise.all(this.partsOf(locale).map(([l, part]) => this.fetch(l, part)));
    this.show();
  }

  /** The whole catalogue of the language on screen, awaited before a screen beyond the first shows. */
  async loadAll(): Promise<void> {
    this.wholeCatalogues = true;
    await this.load(this.locales.locale);
  }

  /** A message is missing from the messages on screen. */
  async onMissing(): Promise<void> {
    const locale = this.locales.locale;
    if (!this.wholeCatalogues) return this.loadAll();
    // Still on its way: formatting again once it is here tells whether the message is really missing.
    if (!this.loaded.has(key(locale, 'rest')) || this.englishUnder.has(locale)) return;
    this.englishUnder.add(locale);
    await this.load(locale);
  }

  private partsOf(locale: Locale): [Locale, CataloguePart][] {
    const own: CataloguePart[] = this.wholeCatalogues ? ['first', 'rest'] : ['first'];
    const english: [Locale, CataloguePart][] = this.englishUnder.has(locale)
      ? [
          ['en', 'first'],
          ['en', 'rest'],
        ]
      : [];
    return [...english, ...own.map((part): [Locale, CataloguePart] => [locale, part])];
  }

  private fetch(locale: Locale, part: CataloguePart): Promise<void> {
    const id = key(locale, part);
    let promise = this.pending.get(id);
    if (!promise) {
      promise = this.loader(locale, part).then(
        (messages) => runInAction(() => void this.loaded.set(id, messages)),
        (error: unknown) => {
          // A failed download is tried again the next time it is needed.
          this.pending.delete(id);
          throw error;
        },
      );
      this.pending.set(id, promise);
    }
    return promise;
  }

  /** Shows the chosen language once every part it needs is here; until then the previous messages stay. */
  private show(): void {
    const parts = this.partsOf(this.locales.locale).map(([l, part]) => this.loaded.get(key(l, part)));
    if (parts.some((part) => part === undefined)) return;
    this.messages = (parts as Messages[]).reduce(mergeMessages);
  }
}

const key = (locale: Locale, part: CataloguePart): string => `${locale}:${part}`;
