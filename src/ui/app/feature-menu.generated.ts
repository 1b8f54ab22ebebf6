// generated from src/application/shared/features.ts by npm run features; do not edit

import type { MenuSpec } from './route-spec';

/** The side menu's entries of the features whose manifest line names a screen (`menu`), in its order. */
export const GENERATED_FEATURE_MENU: readonly MenuSpec[] = [];

/** Where each of those labels lives (`locales/<lang>/<file>.json`): the build copies it into the first part. */
export const MENU_LABEL_FILES: Readonly<Record<string, string>> = {};
