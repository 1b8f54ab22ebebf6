// Types of scripts/chromium.mjs for the TypeScript that imports it (playwright.config.ts, tests/bench).
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export function ensureChromium(): void;
export function aptInstall(packages: string[], root?: boolean): void;
