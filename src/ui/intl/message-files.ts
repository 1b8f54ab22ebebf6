import type { LazyFeature } from '../../application/shared/feature-loader.port';
import { type FeatureFile, GENERATED_FEATURE_FILES } from './feature-message-files.generated';

export type { FeatureFile };

/**
 * The message files of each language, `locales/<lang>/<file>.json` (docs/decisions/2026-11-27-messages-per-feature.md).
 * A message id lives in exactly one file, and no file holds more than 250 (scripts/check-locales.mjs).
 *
 * - `FIRST_FILES` are the first part: the shell's, home's, the wallet login's, errors and common words. They
 *   arrive as one chunk per language (`messages-<lang>-first`) before the first render, and the page drawn at
 *   build time preloads the visitor's (scripts/build/first-paint.ts).
 * - `SHARED_FILES` hold what several features show (the wire enums' words, the opening screen): they load
 *   with the first screen beyond the first part, whichever it is.
 * - Every other file belongs to the lazy features that show it (`FEATURE_FILES`) and loads with them, as a
 *   route's screen and its features' container modules load (src/ui/app/part-loading.ts).
 */
export const FIRST_FILES = ['auth', 'common', 'errors', 'home', 'shell'] as const;
export const SHARED_FILES = ['enums', 'shared'] as const;

export type FirstFile = (typeof FIRST_FILES)[number];
export type SharedFile = (typeof SHARED_FILES)[number];
/** A file loaded on its own after the first part. */
export type LaterFile = SharedFile | FeatureFile;

/**
 * The files a lazy feature's screens show besides the first part and the shared files: its own
 * (`locales/<lang>/<f>.json`), written to feature-message-files.generated.ts by `npm run features`.
 */
export const FEATURE_FILES = GENERATED_FEATURE_FILES;

/** Every file loaded after the first part, each once. */
export const LATER_FILES: readonly LaterFile[] = [
  ...SHARED_FILES,
  ...new Set(Object.values(FEATURE_FILES).flat()),
].sort();

/** The files a part of the UI needs beyond the first part: the shared ones and its features'. */
export const filesOf = (features: readonly LazyFeature[]): LaterFile[] => [
  ...SHARED_FILES,
  ...new Set(features.flatMap((feature) => FEATURE_FILES[feature])),
];
