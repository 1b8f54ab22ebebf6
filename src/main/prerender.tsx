/**
 * The page drawn at build time (scripts/build/first-paint.ts runs this in Node after the build): /index as
 * a visitor sees it first, in the default language, rendered by the app's own components so that the app
 * takes it over without a shift. The screen's data is not known at build time: its parts show their
 * skeletons, as the app does until the answers arrive. Nothing here reaches the network or storage.
 */
import 'reflect-metadata/lite';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MemoryStorage } from '../adapters/storage/storage-areas';
import { FeatureLoader } from '../application/shared/feature-loader.port';
import { BCP47_TAGS, LOCALES, type Locale } from '../domain/language/language';
import { App } from '../ui/app/app';
import { prepareFirstScreen } from '../ui/app/first-screen';
import { PRERENDERED_PATH } from '../ui/app/path-link';
import { MessageCatalogue } from '../ui/intl/message-catalogue';
import { ContainerProvider } from '../ui/shared/view-model';
import { parseConfig } from './config';

import { buildContainer } from './container';

/** The markup of the root element, the language it is in, and the languages there are. */
export interface Prerendered {
  readonly html: string;
  /** BCP 47 tag of the language drawn, for <html lang>. */
  readonly lang: string;
  /** The locale drawn (the default one) and every locale, for the first-paint script. */
  readonly locale: Locale;
  readonly locales: readonly Locale[];
  /** The same page in every language (the first-paint script fills the words of the visitor's). */
  readonly pages: Readonly<Record<Locale, string>>;
  /** BCP 47 tag of each locale. */
  readonly tags: Readonly<Record<Locale, string>>;
}

/** Draws /index in one language. */
async function draw(locale: Locale): Promise<string> {
  const config = { ...parseConfig(__NADI_ENV__), defaultLocale: locale };
  const offline = (): never => {
    throw new Error('the build-time page reaches no network');
  };
  const container = buildContainer(config, {
    storageAreas: { local: new MemoryStorage(), session: new MemoryStorage() },
    fetch: offline,
    webSocket: offline,
  });
  await prepareFirstScreen(
    PRERENDERED_PATH,
    container.get(FeatureLoader),
    container.get(MessageCatalogue),
    locale,
  );
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[PRERENDERED_PATH]}>{children}</MemoryRouter>
  );
  const markup = renderToString(
    <ContainerProvider container={container}>
      <App Router={Router} />
    </ContainerProvider>,
  );
  // A part that suspended leaves React's client-render marker, and the policy refuses style attributes
  // (the app sets styles through the DOM): either way the drawn page would not be the app's first commit.
  const problem = ['<!--$!-->', 'class="boot"', ' style="'].find((sign) => markup.includes(sign));
  if (problem) {
    throw new Error(`the build-time page of ${PRERENDERED_PATH} has ${problem}: ${markup.slice(0, 2000)}`);
  }
  // The memory router writes its links as paths; the app's are hash links, as the app's commit makes them.
  return markup.replace(/ href="\//g, ' href="#/');
}

export async function prerender(): Promise<Prerendered> {
  enableStaticRendering(true);
  const { defaultLocale } = parseConfig(__NADI_ENV__);
  const pages = {} as Record<Locale, string>;
  for (const locale of LOCALES) pages[locale] = await draw(locale);
  return {
    html: pages[defaultLocale],
    lang: BCP47_TAGS[defaultLocale],
    locale: defaultLocale,
    locales: LOCALES,
    pages,
    tags: BCP47_TAGS,
  };
}
