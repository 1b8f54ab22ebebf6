// Types of scripts/features/derive.mjs for the TypeScript that imports it (tests/unit/feature-menu.test.ts).
/** A manifest line: the feature's name and its entry (src/application/shared/features.ts). */
export type ManifestLine = readonly [string, Readonly<Record<string, unknown>>];
export function readManifest(root?: string): ManifestLine[];
export function menuRegistry(features: readonly ManifestLine[]): string;
export function derive(root?: string): Record<string, string>;
export function camel(name: string): string;
export function upper(name: string): string;
