import { when } from 'mobx';
import { browserWebSocketFactory } from '../adapters/socket/socket-runtime';
import { browserStorageAreas } from '../adapters/storage/storage-areas';
import { forgetMetaMaskSdk } from '../adapters/wallet/metamask-sdk-traces';
import { LogoutUseCase } from '../application/auth/logout.use-case';
import { SessionStore } from '../application/auth/session.store';
import { InstallStore } from '../application/settings/install.store';
import { PreferencesStore } from '../application/settings/preferences.store';
import type { AppConfig } from '../application/shared/app-config';
import { ErrorLog } from '../application/shared/error-log';
import { FeatureLoader } from '../application/shared/feature-loader.port';
import { LocaleStore } from '../application/shared/locale.store';
import { ReattachWalletUseCase } from '../application/wallet/reattach-wallet.use-case';
import { inviteCodeFromUrl } from '../domain/auth/invite-code';
import { applyPreferences } from '../ui/app/apply-preferences';
import { prepareFirstScreen } from '../ui/app/first-screen';
import { MessageCatalogue } from '../ui/intl/message-catalogue';
import { buildContainer } from './container';
import { forgetWithoutSession } from './forget-session-traces';
import { inPageMock } from './in-page-mock';
import { catchInstallPrompt } from './install-prompt';

/**
 * Script errors and unhandled rejections stay out of the person's way (the spec swallows them silently),
 * but the last few are recorded, scrubbed of personal data, for the diagnostics panel.
 */
function recordGlobalErrors(log: ErrorLog): void {
  window.addEventListener('error', (event) => {
    log.record('script', event.error ?? event.message);
    event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    log.record('rejection', event.reason);
    event.preventDefault();
  });
}

/**
 * The start after the configuration (main.tsx): the container of the profile, the look and language, the
 * session, and the first screen loaded before the app renders; `pause` lets the browser in between steps.
 */
export async function start(root: HTMLElement, config: AppConfig, pause: () => Promise<void>): Promise<void> {
  // A build-time constant first: in a build with an API base the in-page mock is dead code, and the
  // bundler leaves its chunks out (scripts/check-live-build.mjs checks that).
  const transport =
    __NADI_IN_PAGE_MOCK__ && !config.apiBase
      ? inPageMock(config)
      : {
          fetch: ((input, init) => globalThis.fetch(input, init)) as typeof fetch,
          webSocket: browserWebSocketFactory,
          demoData: undefined,
          simulatedDeposits: undefined,
        };
  // Setting up this module's imports (the adapters, their schemas) was a task; building the container is
  // the next.
  await pause();
  const container = buildContainer(config, {
    storageAreas: browserStorageAreas(),
    fetch: transport.fetch,
    webSocket: transport.webSocket,
    build: __NADI_BUILD__,
    // A waiting new version takes over through the service worker code of pwa.ts (loaded after the page).
    updater: { takeOver: () => void import('./pwa').then((pwa) => pwa.serviceWorkerUpdater.takeOver()) },
    ...(transport.demoData ? { demoData: transport.demoData } : {}),
    ...(transport.simulatedDeposits ? { simulatedDeposits: transport.simulatedDeposits } : {}),
  });
  catchInstallPrompt(container.get(InstallStore));
  // Online/offline and the service worker (production builds only), in a chunk loaded after the page.
  const startPwa = () => void import('./pwa').then((pwa) => pwa.startPwa(container));
  if (document.readyState === 'complete') startPwa();
  else window.addEventListener('load', startPwa, { once: true });
  await pause();
  applyPreferences(
    container.get(PreferencesStore),
    document.documentElement,
    window.matchMedia?.('(prefers-color-scheme: light)') ?? null,
  );

  await pause();
  const locales = container.get(LocaleStore);
  locales.initialise(navigator.languages ?? [navigator.language]);
  const session = container.get(SessionStore);
  session.setInviteCode(inviteCodeFromUrl(window.location.href));
  // The in-page demo's backend is not among them: it stands for the server, which keeps an account after a
  // session (settings resets it on purpose).
  forgetWithoutSession(session, [() => forgetMetaMaskSdk(window.localStorage)]);
  // Payments whose hash came back after a session ended are reported once logged in (in a chunk of its own,
  // loaded with the first session only).
  when(
    () => session.loggedIn,
    () => void import('./report-kept-payments').then((m) => m.reportKeptPayments(container)),
  );
  // Created now so that a wallet's account change or disconnect logs out from the first moment.
  container.get(LogoutUseCase);
  recordGlobalErrors(container.get(ErrorLog));
  // After a reload the logged-in wallet comes back without a prompt (wrong-network check, payments).
  void container.get(ReattachWalletUseCase).execute();

  // The first commit then shows the screen itself, replacing the page drawn at build time in one step.
  const hashPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  await prepareFirstScreen(
    hashPath,
    container.get(FeatureLoader),
    container.get(MessageCatalogue),
    locales.locale,
    // A failed download is left to the app, which shows it with a retry as usual.
  ).catch(() => undefined);
  await pause();
  // Bundled with this file, but set up only now (React, the app's components), in a task of its own.
  const { renderApp } = await import(/* webpackMode: "eager" */ './render-app');
  renderApp(root, container);
}
