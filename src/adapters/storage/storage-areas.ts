/**
 * The two browser storage areas the WebStorage adapter writes to. The container binds
 * `browserStorageAreas()`; tests bind two `MemoryStorage`s.
 */
export const StorageAreas = Symbol.for('StorageAreas');
export interface StorageAreas {
  readonly local: Storage;
  readonly session: Storage;
}

/** A Storage kept in memory: for tests, and the stand-in when the browser refuses its own storage. */
export class MemoryStorage implements Storage {
  private readonly entries = new Map<string, string>();

  get length(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }
}

/**
 * The page's localStorage and sessionStorage. Merely reading `window.localStorage` throws where storage
 * is blocked (sandboxed frames, some private modes); each such area is replaced by memory, so the app
 * still runs for the life of the page.
 */
export function browserStorageAreas(
  scope: { localStorage?: Storage; sessionStorage?: Storage } = globalThis,
): StorageAreas {
  const area = (pick: () => Storage | undefined): Storage => {
    try {
      return pick() ?? new MemoryStorage();
    } catch {
      return new MemoryStorage();
    }
  };
  return { local: area(() => scope.localStorage), session: area(() => scope.sessionStorage) };
}
