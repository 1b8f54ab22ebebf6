import type { FetchFn } from '../adapters/api/fetch';
import type { WebSocketFactory, WebSocketLike } from '../adapters/socket/socket-runtime';
import type { SimulatedDeposits } from '../application/funds/simulated-deposits.port';
import type { DemoData } from '../application/settings/demo-data.port';
import type { AppConfig } from '../application/shared/app-config';
import type { InPageHost } from '../mock/browser/in-page-host';
import { MOCK_STATE_KEY } from '../mock/browser/state-key';

const removeSavedState = () => {
  try {
    window.localStorage.removeItem(MOCK_STATE_KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
};

/**
 * The demo profile without an API base carries the mock backend inside the page. It is loaded on the
 * first call or socket, in its own chunk, so that it costs the first paint nothing; fetch and the live
 * socket then share the one backend.
 */
export function inPageMock(config: AppConfig): {
  fetch: FetchFn;
  webSocket: WebSocketFactory;
  /**
   * The demo backend's data. It stands for the server, so it stays across logout and expiry (the app's own
   * caches of the person still go); settings resets it on purpose.
   */
  demoData: DemoData;
  /** "Send from my wallet" recorded by the in-page backend, which has no chain. */
  simulatedDeposits: SimulatedDeposits;
} {
  let host: Promise<InPageHost> | null = null;
  const load = () => {
    host ??= import('../mock/browser/in-page-host').then(({ createInPageHost }) =>
      createInPageHost({
        storage: window.localStorage,
        backend: {
          // The app's own URL: invite links and the Sign-In with Ethereum domain the login checks.
          origin: new URL(config.appUrl).origin,
          envelope: {
            enabled: config.envelope.enabled,
            keys: { aesKeyHex: config.envelope.aesKeyHex, hmacKeyHex: config.envelope.hmacKeyHex },
          },
        },
      }),
    );
    return host;
  };
  const socketFactory = async () => {
    const [{ backend }, { createInPageSocketFactory }] = await Promise.all([
      load(),
      import('../mock/browser/in-page-socket'),
    ]);
    return createInPageSocketFactory(backend);
  };
  return {
    fetch: async (input, init) => (await load()).fetch(input, init),
    demoData: {
      resettable: true,
      // Not loaded yet: only the saved state exists, and it goes without loading the backend.
      reset: async () => {
        if (host) (await host).reset();
        else removeSavedState();
      },
    },
    webSocket: (url) => new DeferredSocket(socketFactory().then((factory) => factory(url))),
    simulatedDeposits: { send: async (deposit, from) => (await load()).deposits.send(deposit, from) },
  };
}

/** A socket whose real counterpart arrives later: it reports "connecting" until then, and forwards after. */
class DeferredSocket implements WebSocketLike {
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  private inner: WebSocketLike | null = null;
  private closedEarly: { code?: number; reason?: string } | null = null;

  constructor(pending: Promise<WebSocketLike>) {
    void pending.then(
      (inner) => {
        this.inner = inner;
        inner.onopen = (event) => this.onopen?.(event);
        inner.onmessage = (event) => this.onmessage?.(event);
        inner.onclose = (event) => this.onclose?.(event);
        inner.onerror = (event) => this.onerror?.(event);
        if (this.closedEarly) inner.close(this.closedEarly.code, this.closedEarly.reason);
      },
      (error: unknown) => {
        this.onerror?.(error);
        this.onclose?.({ code: 1006 });
      },
    );
  }

  get readyState(): number {
    return this.inner?.readyState ?? (this.closedEarly ? 3 : 0);
  }

  send(data: string): void {
    this.inner?.send(data);
  }

  close(code?: number, reason?: string): void {
    if (this.inner) this.inner.close(code, reason);
    else
      this.closedEarly = {
        ...(code === undefined ? {} : { code }),
        ...(reason === undefined ? {} : { reason }),
      };
  }
}
