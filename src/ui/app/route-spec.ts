import type { Newable } from 'inversify';
import type { ComponentType } from 'react';
import type { LazyFeature } from '../../application/shared/feature-loader.port';

/** Which footer bar a route shows (spec section 2 lists nine footer entries; they come as two bars). */
export type TabBarKind = 'main' | 'trade' | null;

/** A screen module: its default export is the screen. */
export type ScreenModule = { default: ComponentType };

/** A piece of UI that loads on demand, together with the container modules its view-models need. */
export interface LazyPart {
  /** The component, in its own chunk. */
  readonly load: () => Promise<ScreenModule>;
  /** The lazy features whose container modules it needs, loaded with it (they stay out of the first load). */
  readonly features?: readonly LazyFeature[];
  /**
   * `first`: it shows with the first part of the messages (the shell's, home's, the wallet login's, errors:
   * FIRST_FILES in src/ui/intl/message-files.ts). Every other part waits for its features' message files
   * and the shared ones (src/ui/app/part-loading.ts).
   */
  readonly messages?: 'first';
}

/**
 * The view-models each part of a feature resolves (sheets included), by route path: `<feature>.view-models.ts`
 * beside `<feature>.routes.ts`, for the wiring test that resolves them in each profile's container. They are
 * kept out of the route specs because the app never needs them: a spec's import of a view-model module would
 * put a loader and a chunk name per route into the first load.
 */
export type ViewModelsOf = Readonly<Record<string, () => Promise<readonly Newable[]>>>;

export interface RouteSpec extends LazyPart {
  /** React Router path (`:id` for parameters). */
  readonly path: string;
  /** Message id of the header title. */
  readonly title: string;
  /** Public routes: /index and /open_screen; every other route needs a login (spec section 2). */
  readonly public?: boolean;
  /** A top-level screen: no back button; the footer bar shows. */
  readonly tab?: TabBarKind;
  /** Where back goes when there is no history to go back to. */
  readonly parent?: string;
  /** Full-screen routes draw their own chrome (the opening screen). */
  readonly bare?: boolean;
}

/** A side-menu entry: a route, or the language switcher. */
export interface MenuSpec {
  readonly key: string;
  readonly label: string;
  readonly to: string | 'language';
}
