import type { MockedFeature } from '../../application/shared/features';

/**
 * Each mock feature's own settings (timings, limits), by feature name: written once, in the feature's folder,
 * which adds itself here (declaration merging) beside its defaults:
 *
 *   declare module '../core/mock-settings' {
 *     interface MockFeatureSettings { readonly pledge: PledgeMockSettings }
 *   }
 *
 * MockBackendOptions and MockEnv carry them under the feature's name (`env.pledge`), and the feature's mock
 * entry says where its values come from besides the defaults (`MockFeature.settings`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the features add their settings to it (declaration merging).
export interface MockFeatureSettings {}

/** The settings a backend is given: each feature's, in part (its defaults where absent). Only the manifest's features. */
export type MockSettings = {
  readonly [F in keyof MockFeatureSettings & MockedFeature]?: Partial<MockFeatureSettings[F]>;
};

/** Reads the Node server's environment (scripts/mock-server.ts); a bad value stops the server with its name. */
export interface SettingsReader {
  /** A whole number (0 or more) from the variable, or `fallback` when it is unset or empty. */
  integer(name: string, fallback: number): number;
  /** A decimal number, as text, from the variable, or `fallback` when it is unset or empty. */
  decimal(name: string, fallback: string): string;
}

/** Where a feature's settings come from besides its defaults (MockFeature.settings). */
export interface MockSettingsPart<Settings extends object = object> {
  /** The in-page demo's values (browser/in-page-host.ts); the defaults where absent. */
  readonly demo?: Partial<Settings>;
  /** The Node server's values, from its environment variables. */
  fromEnv?(read: SettingsReader): Partial<Settings>;
}
