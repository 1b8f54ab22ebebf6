/** All PUBLIC_* variables present at build time; see rsbuild.config.ts and src/main/config.ts. */
declare const __NADI_ENV__: Record<string, string>;
/** True in a build without PUBLIC_API_BASE: the mock backend runs inside the page (rsbuild.config.ts). */
declare const __NADI_IN_PAGE_MOCK__: boolean;
/** True in a build with PUBLIC_DEMO_HOOKS=on (rsbuild.config.ts): its test hooks' code is in the bundle. */
declare const __NADI_DEMO_HOOKS__: boolean;
/** The package version and the build time (rsbuild.config.ts), for the diagnostics panel. */
declare const __NADI_BUILD__: { readonly version: string; readonly builtAt: string | null };
