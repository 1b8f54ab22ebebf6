import { describe, expect, it } from 'vitest';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { browserWebSocketFactory, messageText, systemSocketRuntime } from './socket-runtime';
import { socketUrl } from './socket-url';

describe('socketUrl', () => {
  it.each([
    ['https://nadi.test', 'wss://nadi.test/ws?token=t'],
    ['http://127.0.0.1:8787/', 'ws://127.0.0.1:8787/ws?token=t'],
    ['https://api.nadi.test/base?x=1#h', 'wss://api.nadi.test/base/ws?token=t'],
  ])('derives from apiBase %s', (apiBase, expected) => {
    expect(socketUrl(testAppConfig({ apiBase }), 't')).toBe(expected);
  });

  it('takes the configured URL and keeps its own query', () => {
    const config = testAppConfig({ socket: { protocol: 'b', url: 'wss://ws.nadi.test/ws/b?v=2' } });
    expect(socketUrl(config, 'a b')).toBe('wss://ws.nadi.test/ws/b?v=2&token=a+b');
  });

  it('falls back to the page origin without an API base, and leaves out a missing token', () => {
    expect(socketUrl(testAppConfig({ apiBase: null }), null, 'http://localhost:3000')).toBe(
      'ws://localhost:3000/ws',
    );
    expect(socketUrl(testAppConfig({ apiBase: null }), null)).toBe('ws://127.0.0.1/ws');
  });
});

describe('socket runtime', () => {
  it('reads text frames of any shape', () => {
    expect(messageText('a')).toBe('a');
    expect(messageText(new TextEncoder().encode('b').buffer)).toBe('b');
    expect(messageText(new TextEncoder().encode('c'))).toBe('c');
    expect(messageText(42)).toBeNull();
  });

  it('wraps the platform timers and reports errors', async () => {
    let fired = 0;
    const handle = systemSocketRuntime.setTimeout(() => fired++, 0);
    systemSocketRuntime.clearTimeout(handle);
    const interval = systemSocketRuntime.setInterval(() => fired++, 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    systemSocketRuntime.clearInterval(interval);
    expect(fired).toBeGreaterThan(0);
    expect(systemSocketRuntime.now()).toBeGreaterThan(0);
    expect(systemSocketRuntime.random()).toBeLessThan(1);
    const seen: unknown[] = [];
    const previous = (globalThis as { reportError?: unknown }).reportError;
    (globalThis as { reportError?: unknown }).reportError = (error: unknown) => seen.push(error);
    systemSocketRuntime.reportError('x');
    (globalThis as { reportError?: unknown }).reportError = previous;
    expect(seen).toEqual(['x']);
  });

  it('opens the platform WebSocket', () => {
    const previous = globalThis.WebSocket;
    const opened: string[] = [];
    globalThis.WebSocket = class {
      constructor(url: string) {
        opened.push(url);
      }
    } as unknown as typeof WebSocket;
    browserWebSocketFactory('ws://x/ws');
    globalThis.WebSocket = previous;
    expect(opened).toEqual(['ws://x/ws']);
  });
});
