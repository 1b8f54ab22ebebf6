import 'reflect-metadata/lite';
import '../ui/app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserWebSocketFactory } from '../adapters/socket/socket-runtime';
import { browserStorageAreas } from '../adapters/storage/storage-areas';
import { LogoutUseCase } from '../application/auth/logout.use-case';
import { SessionStore } from '../application/auth/session.store';
import { PreferencesStore } from '../application/settings/preferences.store';
import type { AppConfig } from '../application/shared/app-config';
import { ErrorLog } from '../application/shared/error-log';
import { LocaleStore } from '../application/shared/locale.store';
import { ReattachWalletUseCase } from '../application/wallet/reattach-wallet.use-case';
import { inviteCodeFromUrl } from '../domain/auth/invite-code';
import { App } from '../ui/app/app';
import { applyPreferences } from '../ui/app/apply-preferences';
import { hashFormOfPathLink } from '../ui/app/path-link';
import { ContainerProvider } from '../ui/shared/view-model';
import { ConfigError, parseConfig } from './config';
import { buildContainer } from './container';
import { inPageMock } from './in-page-mock';

/** A configuration error stops the start with a page that names the variable. */
function showConfigError(root: HTMLElement, error: ConfigError): void {
  root.innerHTML = '';
  const box = document.createElement('main');
  box.className = 'screen';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'Configuration error';
  const detail = document.createElement('p');
  detail.className = 'mono';
  detail.textContent = error.message;
  box.append(title, detail);
  root.append(box);
}

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

function boot(): void {
  const root = document.getElementById('root');
  if (!root) return;
  // A link in the spec's path form (`/node/detail/3?code=…`) opens the same screen as its hash form.
  const hashForm = hashFormOfPathLink(window.location);
  if (hashForm) window.history.replaceState(null, '', hashForm);
  let config: AppConfig;
  try {
    config = parseConfig(__NADI_ENV__, window.location.origin);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    showConfigError(root, error);
    return;
  }
  // A build-time constant first: in a build with an API base the in-page mock is dead code, and the
  // bundler leaves its chunks out (scripts/check-live-build.mjs checks that).
  const transport =
    __NADI_IN_PAGE_MOCK__ && !config.apiBase
      ? inPageMock(config)
      : {
          fetch: ((input, init) => globalThis.fetch(input, init)) as typeof fetch,
          webSocket: browserWebSocketFactory,
        };
  const container = buildContainer(config, {
    storageAreas: browserStorageAreas(),
    ...transport,
    build: __NADI_BUILD__,
  });
  applyPreferences(
    container.get(PreferencesStore),
    document.documentElement,
    window.matchMedia?.('(prefers-color-scheme: light)') ?? null,
  );

  container.get(LocaleStore).initialise(navigator.languages ?? [navigator.language]);
  container.get(SessionStore).setInviteCode(inviteCodeFromUrl(window.location.href));
  // Created now so that a wallet's account change or disconnect logs out from the first moment.
  container.get(LogoutUseCase);
  recordGlobalErrors(container.get(ErrorLog));
  // After a reload the logged-in wallet comes back without a prompt (wrong-network check, payments).
  void container.get(ReattachWalletUseCase).execute();

  createRoot(root).render(
    <StrictMode>
      <ContainerProvider container={container}>
        <App />
      </ContainerProvider>
    </StrictMode>,
  );
}

boot();
