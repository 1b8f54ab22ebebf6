import type { MockSettingsPart } from '../core/mock-settings';

/**
 * The savings mock's clock. The Node server reads MOCK_DAY_MS (scripts/mock-server.ts; `npm start` sets it
 * to 20000 and the end-to-end run to 3000 so that releases happen while someone watches) and hands it to the
 * backend (`MockBackendOptions.pledge`); the in-page demo uses DEMO_DAY_MS.
 */
export interface PledgeMockSettings {
  /** How long one day of a savings term is, in ms: releases fall every `release_every_days` such days. */
  readonly dayMs: number;
}

/** A real day, as in production. */
export const DEFAULT_PLEDGE_SETTINGS: PledgeMockSettings = { dayMs: 86_400_000 };

/** The in-page demo's day: 20 s, so a 30-day term runs in 10 minutes and releases arrive on screen. */
export const DEMO_DAY_MS = 20_000;

declare module '../core/mock-settings' {
  interface MockFeatureSettings {
    readonly pledge: PledgeMockSettings;
  }
}

/** The demo's day in the page; the Node server's from MOCK_DAY_MS (PLEDGE_FEATURE.settings). */
export const PLEDGE_SETTINGS_PART: MockSettingsPart<PledgeMockSettings> = {
  demo: { dayMs: DEMO_DAY_MS },
  fromEnv: (read) => ({ dayMs: Math.max(1, read.integer('MOCK_DAY_MS', DEFAULT_PLEDGE_SETTINGS.dayMs)) }),
};

export const pledgeSettings = (given: Partial<PledgeMockSettings> | undefined): PledgeMockSettings => ({
  ...DEFAULT_PLEDGE_SETTINGS,
  ...given,
});
