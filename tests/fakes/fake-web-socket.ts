import {
  type SocketRuntime,
  systemSocketRuntime,
  type WebSocketLike,
} from '../../src/adapters/socket/socket-runtime';
import type { AppConfig } from '../../src/application/shared/app-config';
import { FakeTokenStorage } from './fake-http';
import { LIVE_API, testAppConfig } from './test-config';

/**
 * Test kit of the socket adapters: a scripted WebSocket the test plays the server of, and a factory that
 * records every socket opened. Timers come from vitest's fake timers through the system runtime.
 */
export class FakeWebSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  /** The code we closed it with, or null while not closed by the client. */
  closedWith: number | null = null;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  /** Called with each frame the client sends (an auto-responder). */
  onSend: ((text: string, socket: FakeWebSocket) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('FakeWebSocket: send while not open');
    this.sent.push(data);
    this.onSend?.(data, this);
  }

  close(code?: number): void {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }

  // ---- the server's side ----

  open(): this {
    this.readyState = 1;
    this.onopen?.({});
    return this;
  }

  /** Sends a frame to the client: text as is, anything else as JSON. */
  push(data: unknown): this {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
    return this;
  }

  /** The server (or the network) closes the socket with `code`. */
  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  fail(): void {
    this.onerror?.({});
  }

  /** The frames sent, JSON parsed where they are JSON. */
  get frames(): unknown[] {
    return this.sent.map((text) => {
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    });
  }

  /** Frames of one version A method. */
  requests(method: string): { method: string; params?: string[]; id: number }[] {
    return this.frames.filter(
      (frame): frame is { method: string; params?: string[]; id: number } =>
        typeof frame === 'object' && frame !== null && (frame as { method?: unknown }).method === method,
    );
  }
}

export interface SocketKit {
  readonly sockets: FakeWebSocket[];
  readonly factory: (url: string) => FakeWebSocket;
  readonly runtime: SocketRuntime & { jitter: number };
  readonly storage: FakeTokenStorage;
  readonly config: AppConfig;
  readonly errors: unknown[];
  /** The socket opened last. */
  last(): FakeWebSocket;
}

/** A kit with token `tok` and the API at https://nadi.test unless told otherwise. */
export function makeSocketKit(
  options: { config?: Partial<AppConfig>; token?: string | null } = {},
): SocketKit {
  const sockets: FakeWebSocket[] = [];
  const errors: unknown[] = [];
  const runtime = {
    ...systemSocketRuntime,
    jitter: 0,
    random: () => runtime.jitter,
    reportError: (error: unknown) => errors.push(error),
  };
  return {
    sockets,
    factory: (url) => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      return socket;
    },
    runtime,
    storage: new FakeTokenStorage(options.token === undefined ? 'tok' : options.token),
    config: testAppConfig({ ...LIVE_API, ...options.config }),
    errors,
    last: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket opened');
      return socket;
    },
  };
}
