import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type { LazyFeature } from '../../application/shared/feature-loader.port';
import { LocaleStore } from '../../application/shared/locale.store';
import type { Locale } from '../../domain/language/language';
import { filesOf, LATER_FILES, type LaterFile } from './message-files';
import { type CataloguePart, type Messages, mergeMessages } from './messages';

/** Fetches one part of one locale's messages (src/ui/intl/messages.ts in the app, fakes in tests). */
export const MessageLoader = Symbol.for('MessageLoader');
export type MessageLoader = (locale: Locale, part: CataloguePart) => Promise<Messages>;

/**
 * The messages on screen. The first screen needs only the first part of its language (the shell, home,
 * the wallet login, errors); a later part of the UI brings the files of its features and the shared ones
 * (`loadFor`, awaited with its code), and from then on every language loads with the files asked for so
 * far. A message found missing brings every file in, and after that English underneath, once per language
 * (the locale check keeps the catalogues complete; this covers one served stale).
 */
@injectable()
export class MessageCatalogue {
  /** The messages of the language on screen; null until its first part has arrived. */
  messages: Messages | null = null;
  private readonly wanted = observable.set<LaterFile>();
  private readonly englishUnder = new Set<Locale>();
  private readonly loaded = observable.map<string, Messages>({}, { deep: false });
  private readonly pending = new Map<string, Promise<void>>();
  /** The files the messages on screen were merged from, in order. */
  private shownParts: readonly Messages[] = [];

  constructor(
    @inject(LocaleStore) private readonly locales: LocaleStore,
    @inject(MessageLoader) private readonly loader: MessageLoader,
  ) {
    makeAutoObservable<this, 'locales' | 'loader' | 'pending' | 'loaded' | 'wanted' | 'shownParts'>(
      this,
      // The messages are replaced whole; a reference keeps their thousand parsed messages plain objects
      // (made deeply observable, each new file cost a slow phone about 100 ms and every format read more).
      {
        messages: observableRef,
        locales: false,
        loader: false,
        pending: false,
        loaded: false,
        wanted: false,
        shownParts: false,
      },
      { autoBind: true },
    );
  }

  /** Loads what `locale` needs; the messages switch once all of it is here, and only if it is still chosen. */
  async load(locale: Locale): Promise<void> {
    await Promise.all(this.partsOf(locale).map(([l, part]) => this.fetch(l, part)));
    this.show();
  }

  /** The files a part of the UI with these features shows, awaited before it shows. */
  async loadFor(features: readonly LazyFeature[]): Promise<void> {
    for (const file of filesOf(features)) this.wanted.add(file);
    await this.load(this.locales.locale);
  }

  /** Every file of the language on screen (a message was found missing). */
  async loadAll(): Promise<void> {
    for (const file of LATER_FILES) this.wanted.add(file);
    await this.load(this.locales.locale);
  }

  /** A message is missing from the messages on screen. */
  async onMissing(): Promise<void> {
    const locale = this.locales.locale;
    if (LATER_FILES.some((file) => !this.wanted.has(file))) return this.loadAll();
    // Still on its way: formatting again once it is here tells whether the message is really missing.
    if (LATER_FILES.some((file) => !this.loaded.has(key(locale, file))) || this.englishUnder.has(locale))
      return;
    this.englishUnder.add(locale);
    await this.load(locale);
  }

  private partsOf(locale: Locale): [Locale, CataloguePart][] {
    const own: CataloguePart[] = ['first', ...[...this.wanted].sort()];
    const english: [Locale, CataloguePart][] = this.englishUnder.has(locale)
      ? ['first' as const, ...LATER_FILES].map((part): [Locale, CataloguePart] => ['en', part])
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
    // The same files again (the app asking for the language it already shows) change nothing on screen:
    // new messages would re-render every text, and while React adopts the drawn page it must not.
    if (parts.length === this.shownParts.length && parts.every((part, i) => part === this.shownParts[i]))
      return;
    this.shownParts = parts as Messages[];
    this.messages = mergeMessages(this.shownParts);
  }
}

const key = (locale: Locale, part: CataloguePart): string => `${locale}:${part}`;
