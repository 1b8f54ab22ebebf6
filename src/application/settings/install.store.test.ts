import { describe, expect, it } from 'vitest';
import { InstallStore } from './install.store';

describe('InstallStore', () => {
  it('shows the browser’s prompt once, and is installed when the person accepts', async () => {
    const store = new InstallStore();
    expect(await store.install()).toBe(false);
    let shown = 0;
    store.offer(async () => {
      shown += 1;
      return true;
    });
    expect(store.canPrompt).toBe(true);
    const [first, second] = await Promise.all([store.install(), store.install()]);
    expect([first, second]).toEqual([true, false]);
    expect(shown).toBe(1);
    expect(store.installed).toBe(true);
    expect(store.canPrompt).toBe(false);
  });

  it('stays not installed when the prompt is dismissed or fails', async () => {
    const store = new InstallStore();
    store.offer(async () => false);
    expect(await store.install()).toBe(false);
    store.offer(async () => {
      throw new Error('prompt gone');
    });
    expect(await store.install()).toBe(false);
    expect(store.installed).toBe(false);
  });

  it('learns of an installation made from the browser’s own menu', () => {
    const store = new InstallStore();
    store.offer(async () => true);
    store.markInstalled();
    expect(store.installed).toBe(true);
    expect(store.canPrompt).toBe(false);
  });
});
