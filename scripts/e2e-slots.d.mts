// Types of scripts/e2e-slots.mjs for the TypeScript that imports it (playwright.config.ts, tests/webkit).
export const MOCK_SERVER_ARGS: readonly string[];
export const PREVIEW_ARGS: readonly string[];
export function e2eWorkers(): number;
export function slotPorts(slot: number): { app: number; mock: number; chain: number; bsc: number };
export function slotDist(slot: number): { app: string };
