/**
 * What the MetaMask SDK keeps in the page's localStorage: the channel to MetaMask Mobile (`.sdk-comm`), the
 * last account and chain it saw, the kind of provider picked, and an analytics id. None of it is needed once
 * the person's session has ended, and the account it names is theirs. Kept apart from the SDK adapter so
 * that forgetting costs the first load nothing (the SDK itself is a chunk of its own).
 */
export const METAMASK_SDK_STORAGE_KEYS = [
  '.sdk-comm',
  '.MMSDK_cached_address',
  '.MMSDK_cached_chainId',
  'providerType',
  'mm-sdk-anon-id',
] as const;

/** Keys the SDK derives from its own (a channel per connection): removed by their prefix. */
const PREFIXES = ['.sdk-comm', '.MMSDK'];

/** The part of Web Storage this needs. */
export interface ForgettableStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/** Removes what the MetaMask SDK stored; a storage that refuses is left as it is. */
export function forgetMetaMaskSdk(storage: ForgettableStorage): void {
  try {
    const derived: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key !== null && PREFIXES.some((prefix) => key.startsWith(prefix))) derived.push(key);
    }
    for (const key of new Set([...METAMASK_SDK_STORAGE_KEYS, ...derived])) storage.removeItem(key);
  } catch {
    // Private mode or a denied storage: nothing could be kept there either.
  }
}
