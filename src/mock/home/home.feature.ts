import type { MockFeature } from '../core/mock-feature';
import { HOME_HANDLERS } from './home.handlers';

/** Banners, partners, the chains and prices of common.config, upload addresses; no data of its own. */
export const HOME_FEATURE: MockFeature = { name: 'home', handlers: HOME_HANDLERS };
