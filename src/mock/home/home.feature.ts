import type { MockFeature } from '../core/mock-feature';
import { HOME_HANDLERS } from './home.handlers';
import { R2_ROUTE, R2_SLICE } from './r2-uploads';

/**
 * Banners, partners, the chains and prices of common.config, and upload addresses with the mock's own
 * upload store (r2-uploads.ts: what was uploaded, not the bytes).
 */
export const HOME_FEATURE: MockFeature = {
  name: 'home',
  handlers: HOME_HANDLERS,
  slice: R2_SLICE,
  routes: [R2_ROUTE],
};
