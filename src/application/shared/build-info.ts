/** Which build is running, for the diagnostics panel: the package version and when it was built. */
export const BuildInfo = Symbol.for('BuildInfo');
export interface BuildInfo {
  readonly version: string;
  /** ISO time of the build; null in tests and the dev server's first build. */
  readonly builtAt: string | null;
}
