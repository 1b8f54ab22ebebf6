// Types of scripts/chromium.mjs for the TypeScript that imports it (playwright.config.ts, tests/bench).
export const CHROMIUM_PATH: string;
export const E2E_CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export function ensureChromium(which?: 'chromium' | 'headless-shell'): string;
export function aptInstall(packages: string[], root?: boolean): void;
