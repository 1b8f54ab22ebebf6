/**
 * What the socket adapters take from the platform, injected so that unit tests drive them with a fake
 * WebSocket and vitest's fake timers, and the demo profile can hand in the in-page mock market.
 */

/** The part of the browser's WebSocket the adapters use (the `ws` package's client fits it too). */
export interface WebSocketLike {
  /** 0 connecting, 1 open, 2 closing, 3 closed (the WebSocket constants). */
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: ((event: { readonly code: number; readonly reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export const WS_OPEN = 1;

/** Opens a socket to `url`. */
export const WebSocketFactory = Symbol.for('WebSocketFactory');
export type WebSocketFactory = (url: string) => WebSocketLike;

/** The browser's WebSocket. */
export const browserWebSocketFactory: WebSocketFactory = (url) => new WebSocket(url) as WebSocketLike;

export type TimerHandle = unknown;

/** Timers, clock and randomness of the socket adapters (the back-off jitter draws from `random`). */
export const SocketRuntime = Symbol.for('SocketRuntime');
export interface SocketRuntime {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
  /** A number in [0, 1). */
  random(): number;
  /** Where a subscriber's exception goes, so that it neither vanishes nor starves the other subscribers. */
  reportError(error: unknown): void;
}

/**
 * The platform's timers, looked up at each call (not captured at load), so that vitest's fake timers,
 * installed after this module loads, still drive it.
 */
export const systemSocketRuntime: SocketRuntime = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  random: () => Math.random(),
  reportError: (error) => {
    const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
    if (report) report(error);
    else
      queueMicrotask(() => {
        throw error;
      });
  },
};

/** The text of a message event's data (browsers give strings for text frames; `ws` may give a Buffer). */
export const messageText = (data: unknown): string | null => {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return null;
};
