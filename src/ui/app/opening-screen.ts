/** The hash the installed app starts at (public/manifest.webmanifest's start_url). */
export const INSTALLED_START_HASH = '#/open_screen?from=app';

/**
 * When the opening screen shows (docs/decisions/2026-11-27-opening-screen.md): at the installed app's first
 * start, once. The installed app always starts at INSTALLED_START_HASH; the first time, the opening screen
 * shows and is marked seen; every later start goes straight to home. A browser visit never lands there
 * unless someone opens /open_screen itself, which then always shows.
 * Answers the hash to start at instead (null: keep the address) and whether to mark the screen seen.
 */
export function openingScreenStart(hash: string, seen: boolean): { hash: string | null; markSeen: boolean } {
  if (hash !== INSTALLED_START_HASH) return { hash: null, markSeen: false };
  return seen ? { hash: '#/index', markSeen: false } : { hash: null, markSeen: true };
}
