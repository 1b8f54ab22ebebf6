import type { WebSocketFactory, WebSocketLike } from '../../adapters/socket/socket-runtime';
import type { MockBackend } from '../core/mock-backend';
import { marketFor } from '../trade/market-registry';
import { MarketSession, type SocketProtocol } from '../trade/market-session';
import type { MockMarket } from '../trade/market-simulation';

/**
 * The live socket of the in-page demo (no server): a WebSocket look-alike that talks to the backend's
 * mock market directly, speaking the same protocols as the Node server (the path and `?protocol=` choose
 * as there; a URL without a token is refused with 1006). Frames cross asynchronously, as over a network.
 * The market's timer runs while at least one such socket is open.
 */
export function createInPageSocketFactory(backend: MockBackend): WebSocketFactory {
  let open = 0;
  const market = (): MockMarket => marketFor(backend.state);
  return (url) =>
    new InPageSocket(url, backend, market(), {
      opened: (m) => {
        open += 1;
        if (!m.running) m.start();
      },
      closed: (m) => {
        open -= 1;
        if (open === 0) m.stop();
      },
    });
}

interface Lifecycle {
  opened(market: MockMarket): void;
  closed(market: MockMarket): void;
}

const later = (fn: () => void) => setTimeout(fn, 0);

class InPageSocket implements WebSocketLike {
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  private session: MarketSession | null = null;

  constructor(url: string, backend: MockBackend, market: MockMarket, lifecycle: Lifecycle) {
    const parsed = new URL(url, 'ws://in-page.invalid');
    const token = parsed.searchParams.get('token');
    const flag = parsed.searchParams.get('protocol');
    const byPath = parsed.pathname.endsWith('/b') ? 'b' : parsed.pathname.endsWith('/a') ? 'a' : 'auto';
    const protocol: SocketProtocol = byPath === 'auto' && (flag === 'a' || flag === 'b') ? flag : byPath;
    later(() => {
      if (this.readyState !== 0) return;
      if (!token) {
        this.readyState = 3;
        this.onclose?.({ code: 1006 });
        return;
      }
      const userId = backend.state.userByToken(token)?.id ?? null;
      this.session = new MarketSession(
        market,
        (frame) => later(() => this.readyState === 1 && this.onmessage?.({ data: frame })),
        userId,
        protocol,
      );
      this.readyState = 1;
      lifecycle.opened(market);
      const session = this.session;
      this.release = () => {
        session.close();
        lifecycle.closed(market);
      };
      this.onopen?.({});
    });
  }

  private release: () => void = () => {};

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InPageSocket: not open');
    const session = this.session;
    later(() => session?.receive(data));
  }

  close(code = 1000): void {
    if (this.readyState >= 2) return;
    const wasOpen = this.readyState === 1;
    this.readyState = 3;
    if (wasOpen) this.release();
    later(() => this.onclose?.({ code }));
  }
}
