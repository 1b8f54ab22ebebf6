import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { PreferencesStore } from './preferences.store';

describe('PreferencesStore', () => {
  it('starts from what is stored and keeps every change', () => {
    const storage = new InMemoryStorage();
    storage.setLocal('theme', 'light');
    storage.setLocal('upDownColors', 'red-up');
    const store = new PreferencesStore(storage);
    expect(store.theme).toBe('light');
    expect(store.priceColours).toBe('red-up');

    store.setTheme('dark');
    store.setPriceColours('green-up');
    const again = new PreferencesStore(storage);
    expect(again.theme).toBe('dark');
    expect(again.priceColours).toBe('green-up');
  });

  it('follows the device for the system theme only', () => {
    const store = new PreferencesStore(new InMemoryStorage());
    expect(store.theme).toBe('system');
    expect(store.resolvedTheme).toBe('dark');
    store.setDeviceLight(true);
    expect(store.resolvedTheme).toBe('light');
    store.setTheme('dark');
    expect(store.resolvedTheme).toBe('dark');
  });
});
