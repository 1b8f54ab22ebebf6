import * as z from 'zod/mini';
import type { MockFeature } from '../core/mock-feature';
import type { StateSlice } from '../core/mock-state';
import { HOME_HANDLERS } from './home.handlers';
import { NODE_SALE_SLICE } from './node-sale';
import { R2_ROUTE, R2_SLICE } from './r2-uploads';

/** The feature's keys of the mock state: the uploads and the node sale's end. */
const HOME_SLICE = {
  schema: z.object({ ...R2_SLICE.schema.shape, ...NODE_SALE_SLICE.schema.shape }),
  seed: () => ({ ...R2_SLICE.seed(), ...NODE_SALE_SLICE.seed() }),
} satisfies StateSlice;

/**
 * Banners, partners, the node sale's end (fixed once: node-sale.ts), the chains and prices of common.config,
 * and upload addresses with the mock's own upload store (r2-uploads.ts: what was uploaded, not the bytes).
 */
export const HOME_FEATURE: MockFeature = {
  name: 'home',
  handlers: HOME_HANDLERS,
  slice: HOME_SLICE,
  routes: [R2_ROUTE],
};
