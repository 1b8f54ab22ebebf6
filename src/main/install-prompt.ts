import type { InstallStore } from '../application/settings/install.store';

/** The browser's install prompt event (Chrome; not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Keeps the browser's install prompt for the settings screen, and stops the browser's own banner (never
 * shown inside a wallet's in-app browser, and elsewhere only when the person asks). Listens from the start:
 * the browser may hand the prompt over before the rest of the installable app's code (pwa.ts) has loaded.
 */
export function catchInstallPrompt(store: InstallStore): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const prompt = event as BeforeInstallPromptEvent;
    store.offer(async () => {
      await prompt.prompt();
      return (await prompt.userChoice).outcome === 'accepted';
    });
  });
  window.addEventListener('appinstalled', () => store.markInstalled());
}
