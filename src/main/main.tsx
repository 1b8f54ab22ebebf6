import 'reflect-metadata';
import '../ui/app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { FetchFn } from '../adapters/api/fetch';
import type { InPageHost } from '../adapters/mock/in-page-host';
import { browserStorageAreas } from '../adapters/storage/storage-areas';
import { LogoutUseCase } from '../application/auth/logout.use-case';
import { SessionStore } from '../application/auth/session.store';
import type { AppConfig } from '../application/shared/app-config';
import { LocaleStore } from '../application/shared/locale.store';
import { inviteCodeFromUrl } from '../domain/auth/invite-code';
import { App } from '../ui/app/app';
import { ContainerProvider } from '../ui/shared/view-model';
import { ConfigError, parseConfig } from './config';
import { buildContainer } from './container';

/**
 * The demo profile without an API base carries the mock backend inside the page. It is loaded on the
 * first call, in its own chunk, so that it costs the first paint nothing.
 */
function inPageMockFetch(config: AppConfig): FetchFn {
  let host: Promise<InPageHost> | null = null;
  return async (input, init) => {
    host ??= import('../adapters/mock/in-page-host').then(({ createInPageHost }) =>
      createInPageHost({
        storage: window.localStorage,
        backend: {
          origin: window.location.origin,
          envelope: {
            enabled: config.envelope.enabled,
            keys: { aesKeyHex: config.envelope.aesKeyHex, hmacKeyHex: config.envelope.hmacKeyHex },
          },
        },
      }),
    );
    return (await host).fetch(input, init);
  };
}

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

function boot(): void {
  const root = document.getElementById('root');
  if (!root) return;
  let config: AppConfig;
  try {
    config = parseConfig(__NADI_ENV__, window.location.origin);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    showConfigError(root, error);
    return;
  }
  const fetchFn: FetchFn = config.apiBase
    ? (input, init) => globalThis.fetch(input, init)
    : inPageMockFetch(config);
  const container = buildContainer(config, { storageAreas: browserStorageAreas(), fetch: fetchFn });

  container.get(LocaleStore).initialise(navigator.languages ?? [navigator.language]);
  container.get(SessionStore).setInviteCode(inviteCodeFromUrl(window.location.href));
  // Created now so that a wallet's account change or disconnect logs out from the first moment.
  container.get(LogoutUseCase);

  createRoot(root).render(
    <StrictMode>
      <ContainerProvider container={container}>
        <App />
      </ContainerProvider>
    </StrictMode>,
  );
}

boot();
