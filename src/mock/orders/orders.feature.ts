import type { MockFeature } from '../core/mock-feature';
import { ORDERS_HANDLERS } from './orders.handlers';
import { ORDERS_SLICE } from './orders.state';

/** Orders to pay (pre-orders of nodes, devices and mining); the payment feature pays them. */
export const ORDERS_FEATURE: MockFeature = { name: 'orders', handlers: ORDERS_HANDLERS, slice: ORDERS_SLICE };
