/**
 * The feature manifest: every feature of the app, one line each, written once. A line names the feature and
 * says which parts it brings besides its own folders; `npm run features` (scripts/features/derive.mjs) writes
 * each layer's registry of those parts from it, by naming conventions, and the types below make every
 * registry complete (a feature without its part, or a part of a feature that is not here, fails `tsc`):
 *
 * | part        | generated registry (the list derived from it)                                            |
 * |-------------|--------------------------------------------------------------------------------------------|
 * | `module`    | src/main/feature-modules.generated.ts (`EAGER_MODULES`, `lazyModules`; `LazyFeature` below) |
 * | `routes`    | src/ui/app/feature-routes.generated.ts (`ROUTES`; the wiring test's view-model lists, read  |
 * |             | from `src/ui/screens/<f>/<f>.view-models.ts`; the e2e and accessibility screens)            |
 * | `endpoints` | src/adapters/api/catalogue/feature-endpoints.generated.ts (`ALL_ENDPOINTS`)                 |
 * | `mock`      | src/mock/core/mock-feature-entries.generated.ts (the mock's features, settings, ticks)      |
 * | (lazy)      | src/ui/intl/feature-message-files.generated.ts (`FEATURE_FILES`)                            |
 * | `menu`      | src/ui/app/feature-menu.generated.ts (the side menu's entries after the built-in ones, and  |
 * |             | the labels the build puts into the first part of the messages)                             |
 *
 * Pure data, read by types only in the app (it never reaches a bundle); tests, the mock and the derivation
 * read the names. One feature a line (scripts/features/derive.mjs reads it line by line). A new feature:
 * `npm run new-feature -- <name>`. How a feature joins: docs/adding-a-feature.md. Why:
 * docs/decisions/2026-11-27-feature-manifest.md, docs/decisions/2026-11-27-new-feature-generator.md.
 */
export interface FeatureEntry {
  /**
   * Its container module: `eager` loads with the container (what the shell and the first screen need, counted
   * against the first-load budget), `lazy` with its first screen, in a chunk named after the feature, and
   * `eager+lazy` both (a small eager part, `<f>-…module.ts`, and the rest lazy).
   */
  readonly module?: 'eager' | 'lazy' | 'eager+lazy';
  /** The eager part of an `eager+lazy` feature: `src/main/modules/<eagerPart>.module.ts`. */
  readonly eagerPart?: string;
  /** Screens: `src/ui/screens/<f>/<f>.routes.ts` and `<f>.view-models.ts`. */
  readonly routes?: true;
  /** Calls declared in `src/adapters/api/catalogue/<f>*.schema.ts`. */
  readonly endpoints?: true;
  /** The mock backend's part: `src/mock/<f>/<f>.feature.ts`. */
  readonly mock?: true;
  /**
   * A screen of it in the side menu, by its route (`'/gift-cards'`): the entry is labelled with the
   * feature's `<camel>.title` message from its own file, which the build also puts into the first part
   * (the menu is the shell's, shown before any feature's file has loaded).
   */
  readonly menu?: string;
}

export const FEATURES = {
  auth: { module: 'eager', endpoints: true, mock: true },
  login: { module: 'lazy' },
  wallet: { module: 'eager' },
  user: { module: 'eager', endpoints: true, mock: true },
  home: { module: 'eager', routes: true, endpoints: true, mock: true },
  'open-screen': { routes: true },
  mining: { module: 'lazy', routes: true, endpoints: true, mock: true },
  gold: { module: 'lazy', routes: true, endpoints: true, mock: true },
  mall: { module: 'lazy', routes: true, endpoints: true, mock: true },
  address: { module: 'eager+lazy', eagerPart: 'address-api', routes: true, endpoints: true, mock: true },
  funds: { module: 'lazy', routes: true, endpoints: true, mock: true },
  team: { module: 'lazy', routes: true },
  node: { module: 'lazy', routes: true, endpoints: true, mock: true },
  pledge: { module: 'lazy', routes: true, endpoints: true, mock: true },
  notice: { module: 'eager+lazy', eagerPart: 'notice-summary', routes: true, endpoints: true, mock: true },
  trade: { module: 'lazy', routes: true, endpoints: true, mock: true },
  activity: { module: 'lazy', routes: true, endpoints: true, mock: true },
  orders: { module: 'lazy', routes: true, endpoints: true, mock: true },
  payment: { module: 'lazy', endpoints: true, mock: true },
  car: { module: 'lazy', routes: true, endpoints: true, mock: true },
  settings: { module: 'lazy', routes: true },
} as const satisfies Readonly<Record<string, FeatureEntry>>;

export type FeatureName = keyof typeof FEATURES;

/** The features whose entry has `part` set to one of `values`. */
type FeaturesWhere<Part extends keyof FeatureEntry, Values> = {
  [F in FeatureName]: (typeof FEATURES)[F] extends { readonly [P in Part]: Values } ? F : never;
}[FeatureName];

/**
 * The features whose container module loads with their first screen instead of the first paint, each in its
 * own chunk named after it: what is heavy (chain, socket, payment) or needed by few screens.
 */
export type LazyFeature = FeaturesWhere<'module', 'lazy' | 'eager+lazy'>;
/** The features whose container module (or its eager part) loads with the container. */
export type EagerFeature = FeaturesWhere<'module', 'eager' | 'eager+lazy'>;
export type RoutedFeature = FeaturesWhere<'routes', true>;
export type EndpointFeature = FeaturesWhere<'endpoints', true>;
export type MockedFeature = FeaturesWhere<'mock', true>;

/** A layer's registry: exactly one part for each feature of `Name`, keyed by it. */
export type FeatureParts<Name extends FeatureName, Part> = { readonly [F in Name]: Part };

const namesWhere = <Part extends keyof FeatureEntry>(part: Part, values: readonly unknown[]): FeatureName[] =>
  (Object.keys(FEATURES) as FeatureName[]).filter((name) =>
    values.includes((FEATURES[name] as FeatureEntry)[part]),
  );

/** The lazy features by name, for tests (the app reads the manifest only through its types). */
export const LAZY_FEATURES = namesWhere('module', ['lazy', 'eager+lazy']) as readonly LazyFeature[];
/** The features with screens by name, for tests. */
export const ROUTED_FEATURES = namesWhere('routes', [true]) as readonly RoutedFeature[];
