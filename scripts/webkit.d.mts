// Types of scripts/webkit.mjs for the TypeScript that imports it (tests/webkit/run.ts).
export const WEBKIT_DRIVER_PATH: string;
export const XVFB_PATH: string;
export function miniBrowserPath(): string | undefined;
export function ensureWebKit(): { driver: string; xvfb: string; browser: string };
