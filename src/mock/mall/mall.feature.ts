import type { MockFeature } from '../core/mock-feature';
import { MALL_HANDLERS } from './mall.handlers';

/** The devices on sale; stock and sold counts follow paid orders (no data of its own). */
export const MALL_FEATURE: MockFeature = { name: 'mall', handlers: MALL_HANDLERS };
