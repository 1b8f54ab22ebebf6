import { describe, expect, it } from 'vitest';
import { forgetMetaMaskSdk, METAMASK_SDK_STORAGE_KEYS } from './metamask-sdk-traces';

class MapStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('forgetMetaMaskSdk', () => {
  it('removes every key the SDK keeps, and those it derives, and nothing of the app', () => {
    const storage = new MapStorage();
    for (const key of METAMASK_SDK_STORAGE_KEYS) storage.items.set(key, 'x');
    storage.items.set('.sdk-comm-channel-1', '{}');
    storage.items.set('.MMSDK_cached_accounts', '[]');
    storage.items.set('lang', 'en');
    storage.items.set('theme', 'dark');
    forgetMetaMaskSdk(storage);
    expect([...storage.items.keys()]).toEqual(['lang', 'theme']);
  });

  it('leaves a storage that refuses as it is, without throwing', () => {
    const refusing = {
      length: 1,
      key: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => forgetMetaMaskSdk(refusing)).not.toThrow();
  });
});
