import type { Eip1193Provider } from '../../src/adapters/wallet/eip1193-wallet.adapter';
import { ProviderRpcError, WalletErrorCode } from '../../src/adapters/wallet/wallet-errors';

// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 event payloads differ per event.
type Listener = (...args: any[]) => void;
type Handler = (params: readonly unknown[] | object | undefined) => unknown;

/**
 * A scripted EIP-1193 provider for tests: each method answers what it was told (a value, a function
 * of the params, or a thrown error); an unscripted method fails with 4200. Records every call.
 */
export class FakeEip1193Provider implements Eip1193Provider {
  readonly calls: { method: string; params: readonly unknown[] | object | undefined }[] = [];
  private readonly handlers = new Map<string, Handler[]>();
  private readonly listeners = new Map<string, Set<Listener>>();

  /** Answers `method` with this value, or with what the function returns (it may throw). Queued answers run once each, the last one repeats. */
  answer(method: string, value: unknown): this {
    const handler: Handler = typeof value === 'function' ? (value as Handler) : () => value;
    this.handlers.set(method, [...(this.handlers.get(method) ?? []), handler]);
    return this;
  }

  /** Makes `method` throw this error (queued like `answer`). */
  fail(method: string, error: unknown): this {
    return this.answer(method, () => {
      throw error;
    });
  }

  async request({
    method,
    params,
  }: {
    method: string;
    params?: readonly unknown[] | object;
  }): Promise<unknown> {
    this.calls.push({ method, params });
    const queue = this.handlers.get(method);
    const handler = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!handler)
      throw new ProviderRpcError(WalletErrorCode.unsupportedMethod, `Unsupported method ${method}`);
    return handler(params);
  }

  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  methods(): string[] {
    return this.calls.map((call) => call.method);
  }
}
