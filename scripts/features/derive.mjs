#!/usr/bin/env node
// `npm run features`: writes the per-layer feature registries from the feature manifest,
// src/application/shared/features.ts, by the house's naming conventions (docs/adding-a-feature.md):
//   module    src/main/modules/<f>.module.ts exports <camel>Module (a ContainerModule, or a function of the
//             AppConfig that answers one); the eager part of an `eager+lazy` feature is the entry's `eagerPart`
//             (modules/<eagerPart>.module.ts, exporting <camel of eagerPart>Module)
//   routes    src/ui/screens/<f>/<f>.routes.ts exports <camel>Routes
//   endpoints the catalogue's *.schema.ts file that exports <UPPER>_ENDPOINTS (normally <f>.schema.ts)
//   mock      src/mock/<f>/<f>.feature.ts exports <UPPER>_FEATURE
//   messages  a lazy feature shows locales/<lang>/<f>.json and <f>-<part>.json, those English has
// `--check` writes nothing and exits 1 when a generated file is not what it would write (a step of `npm test`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST = 'src/application/shared/features.ts';
const HEAD = `// generated from ${MANIFEST} by npm run features; do not edit\n`;

/** The manifest's entries in order: [name, entry]. */
export function readManifest(root = ROOT) {
  const text = readFileSync(join(root, MANIFEST), 'utf8');
  const block = text.match(/export const FEATURES = \{\n([\s\S]*?)\n\} as const/);
  if (!block) throw new Error(`${MANIFEST}: no FEATURES block`);
  return block[1]
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('//'))
    .map((line) => {
      const m = line.match(/^\s*'?([a-z][a-z0-9-]*)'?: (\{.*\}),?\s*$/);
      if (!m) throw new Error(`${MANIFEST}: cannot read the line "${line.trim()}" (one feature a line)`);
      return [m[1], Function(`return (${m[2]});`)()];
    });
}

export const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
export const upper = (name) => name.replace(/-/g, '_').toUpperCase();
const key = (name) => (/^[a-z][a-zA-Z0-9]*$/.test(name) ? name : `'${name}'`);

function endpointsFile(root, name) {
  const dir = join(root, 'src/adapters/api/catalogue');
  const wanted = new RegExp(`^export const ${upper(name)}_ENDPOINTS\\b`, 'm');
  const own = `${name}.schema.ts`;
  const files = [
    own,
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.schema.ts') && f !== own)
      .sort(),
  ];
  const file = files.find((f) => existsSync(join(dir, f)) && wanted.test(readFileSync(join(dir, f), 'utf8')));
  if (!file) throw new Error(`${name}: no catalogue *.schema.ts exports ${upper(name)}_ENDPOINTS`);
  return file.replace(/\.ts$/, '');
}

/** The side menu's registry: the entries of the features whose line names a screen (`menu`), and their labels' files. */
export function menuRegistry(features) {
  const menu = features.filter(([, e]) => typeof e.menu === 'string');
  return [
    HEAD,
    "import type { MenuSpec } from './route-spec';",
    '',
    "/** The side menu's entries of the features whose manifest line names a screen (`menu`), in its order. */",
    'export const GENERATED_FEATURE_MENU: readonly MenuSpec[] = [',
    ...menu.map(([n, e]) => `  { key: '${n}', label: '${camel(n)}.title', to: '${e.menu}' },`),
    '];',
    '',
    '/** Where each of those labels lives (`locales/<lang>/<file>.json`): the build copies it into the first part. */',
    'export const MENU_LABEL_FILES: Readonly<Record<string, string>> = {',
    ...menu.map(([n]) => `  '${camel(n)}.title': '${n}',`),
    '};',
    '',
  ].join('\n');
}

/** The generated files: { path: text }. */
export function derive(root = ROOT) {
  const features = readManifest(root);
  const where = (test) => features.filter(([, entry]) => test(entry)).map(([name]) => name);
  const eager = where((e) => e.module === 'eager' || e.module === 'eager+lazy');
  const lazy = where((e) => e.module === 'lazy' || e.module === 'eager+lazy');
  const routed = where((e) => e.routes === true);
  const withEndpoints = where((e) => e.endpoints === true);
  const mocked = where((e) => e.mock === true);
  const entry = Object.fromEntries(features);
  const out = {};

  const eagerFile = (name) => entry[name].eagerPart ?? name;
  out['src/main/feature-modules.generated.ts'] = [
    HEAD,
    "import type { ContainerModule } from 'inversify';",
    "import type { AppConfig } from '../application/shared/app-config';",
    "import type { EagerFeature, FeatureParts, LazyFeature } from '../application/shared/features';",
    ...eager.map((n) => `import { ${camel(eagerFile(n))}Module } from './modules/${eagerFile(n)}.module';`),
    '',
    '/** A module as its file exports it: the module, or a function of the app config that answers it. */',
    'type ModulePart = ContainerModule | ((config: AppConfig) => ContainerModule);',
    'const moduleOf = (part: ModulePart, config: AppConfig): ContainerModule =>',
    "  typeof part === 'function' ? part(config) : part;",
    '',
    "/** Each eager feature's module (or eager part), loaded with the container, in the manifest's order. */",
    'export const EAGER_FEATURE_MODULES: FeatureParts<EagerFeature, ContainerModule> = {',
    ...eager.map((n) => `  ${key(n)}: ${camel(eagerFile(n))}Module,`),
    '};',
    '',
    "/** Each lazy feature's module, loaded with its first screen, in its own chunk named after the feature. */",
    'export const lazyFeatureModules = (',
    '  config: AppConfig,',
    '): FeatureParts<LazyFeature, () => Promise<ContainerModule>> => ({',
    ...lazy.map(
      (n) =>
        `  ${key(n)}: () =>\n    import(/* webpackChunkName: "${n}" */ './modules/${n}.module').then((m) =>\n      moduleOf(m.${camel(n)}Module, config),\n    ),`,
    ),
    '});',
    '',
  ].join('\n');

  out['src/ui/app/feature-routes.generated.ts'] = [
    HEAD,
    "import type { FeatureParts, RoutedFeature } from '../../application/shared/features';",
    ...routed.map((n) => `import { ${camel(n)}Routes } from '../screens/${n}/${n}.routes';`),
    "import type { RouteSpec } from './route-spec';",
    '',
    "/** Each feature's routes, in the manifest's order. */",
    'export const GENERATED_FEATURE_ROUTES: FeatureParts<RoutedFeature, readonly RouteSpec[]> = {',
    ...routed.map((n) => `  ${key(n)}: ${camel(n)}Routes,`),
    '};',
    '',
  ].join('\n');

  out['src/adapters/api/catalogue/feature-endpoints.generated.ts'] = [
    HEAD,
    "import type { EndpointFeature, FeatureParts } from '../../../application/shared/features';",
    "import type { Endpoint } from './endpoint';",
    ...withEndpoints.map((n) => `import { ${upper(n)}_ENDPOINTS } from './${endpointsFile(root, n)}';`),
    '',
    "/** Each feature's calls, in the manifest's order. */",
    'export const GENERATED_FEATURE_ENDPOINTS: FeatureParts<EndpointFeature, readonly Endpoint[]> = {',
    ...withEndpoints.map((n) => `  ${key(n)}: ${upper(n)}_ENDPOINTS,`),
    '};',
    '',
  ].join('\n');

  out['src/mock/core/mock-feature-entries.generated.ts'] = [
    HEAD,
    "import type { FeatureParts, MockedFeature } from '../../application/shared/features';",
    ...mocked.map((n) => `import { ${upper(n)}_FEATURE } from '../${n}/${n}.feature';`),
    "import type { MockFeature } from './mock-feature';",
    '',
    "/** Each feature's part of the mock backend, in the manifest's order. */",
    'export const GENERATED_MOCK_FEATURE_ENTRIES: FeatureParts<MockedFeature, MockFeature> = {',
    ...mocked.map((n) => `  ${key(n)}: ${upper(n)}_FEATURE,`),
    '};',
    '',
  ].join('\n');

  out['src/ui/app/feature-menu.generated.ts'] = menuRegistry(features);

  const names = new Set(features.map(([name]) => name));
  const english = readdirSync(join(root, 'locales/en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
  // Its own file and the parts a file over 250 messages was split into (`funds-chain.json`).
  const fileOf = (n) =>
    english.filter((file) => file === n || (file.startsWith(`${n}-`) && !names.has(file))).sort();
  const featureFiles = [...new Set(lazy.flatMap(fileOf))].sort();
  out['src/ui/intl/feature-message-files.generated.ts'] = [
    HEAD,
    "import type { LazyFeature } from '../../application/shared/features';",
    '',
    '/** The message files of lazy features, locales/<lang>/<f>.json. */',
    `export type FeatureFile =\n${featureFiles.map((f) => `  | '${f}'`).join('\n')};`,
    '',
    '/** The files each lazy feature shows (its own, when it has one). */',
    'export const GENERATED_FEATURE_FILES: Readonly<Record<LazyFeature, readonly FeatureFile[]>> = {',
    ...[...lazy].sort().map(
      (n) =>
        `  ${key(n)}: [${fileOf(n)
          .map((f) => `'${f}'`)
          .join(', ')}],`,
    ),
    '};',
    '',
  ].join('\n');
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [path, raw] of Object.entries(derive())) {
    // As Biome writes it (imports sorted, lines wrapped), so that the lint step agrees with the file.
    const biome = spawnSync(
      join(ROOT, 'node_modules/.bin/biome'),
      ['check', '--write', `--stdin-file-path=${path}`],
      {
        input: raw,
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    if (biome.status !== 0) throw new Error(`biome could not format ${path}: ${biome.stderr}`);
    const text = biome.stdout;
    const full = join(ROOT, path);
    const now = existsSync(full) ? readFileSync(full, 'utf8') : '';
    if (now === text) continue;
    if (check) stale.push(relative(ROOT, full));
    else writeFileSync(full, text);
  }
  if (stale.length > 0) {
    console.error(`out of date: ${stale.join(', ')}: run \`npm run features\``);
    process.exit(1);
  }
  console.log(check ? 'feature registries: current' : 'feature registries written');
}
