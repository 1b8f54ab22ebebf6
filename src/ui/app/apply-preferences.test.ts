import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { PreferencesStore } from '../../application/settings/preferences.store';
import { applyPreferences } from './apply-preferences';

/** A media query whose answer the test changes. */
class FakeMediaQuery extends EventTarget {
  constructor(public matches: boolean) {
    super();
  }
  change(matches: boolean): void {
    this.matches = matches;
    this.dispatchEvent(Object.assign(new Event('change'), { matches }));
  }
}

describe('applyPreferences', () => {
  it('draws the theme and price colours on the root, following the device for the system theme', () => {
    const preferences = new PreferencesStore(new InMemoryStorage());
    const root = { dataset: {} as Record<string, string> } as HTMLElement;
    const media = new FakeMediaQuery(true);
    const stop = applyPreferences(preferences, root, media as unknown as MediaQueryList);
    expect(root.dataset).toEqual({ theme: 'light', updown: 'green-up' });

    media.change(false);
    expect(root.dataset.theme).toBe('dark');
    preferences.setTheme('light');
    preferences.setPriceColours('red-up');
    expect(root.dataset).toEqual({ theme: 'light', updown: 'red-up' });

    stop();
    preferences.setTheme('dark');
    expect(root.dataset.theme).toBe('light');
  });
});
