/** All PUBLIC_* variables present at build time; see rsbuild.config.ts and src/main/config.ts. */
declare const __NADI_ENV__: Record<string, string>;
