import { autorun } from 'mobx';
import type { PreferencesStore } from '../../application/settings/preferences.store';

/**
 * Draws the chosen look on the page: `data-theme` (light or dark, the device's for "system", followed live)
 * and `data-updown` on the root element, which the CSS variables and the chart read. Runs before the first
 * render, so the page never flashes the other theme. Returns the function that stops following.
 */
export function applyPreferences(
  preferences: PreferencesStore,
  root: HTMLElement,
  deviceLight: MediaQueryList | null,
): () => void {
  const follow = (event: { readonly matches: boolean }) => preferences.setDeviceLight(event.matches);
  if (deviceLight) {
    follow(deviceLight);
    deviceLight.addEventListener('change', follow);
  }
  const stop = autorun(() => {
    root.dataset.theme = preferences.resolvedTheme;
    root.dataset.updown = preferences.priceColours;
  });
  return () => {
    stop();
    deviceLight?.removeEventListener('change', follow);
  };
}
