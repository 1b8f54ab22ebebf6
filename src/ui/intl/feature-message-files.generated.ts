// generated from src/application/shared/features.ts by npm run features; do not edit

import type { LazyFeature } from '../../application/shared/features';

/** The message files of lazy features, locales/<lang>/<f>.json. */
export type FeatureFile =
  | 'activity'
  | 'address'
  | 'car'
  | 'funds'
  | 'gold'
  | 'mall'
  | 'mining'
  | 'node'
  | 'notice'
  | 'orders'
  | 'payment'
  | 'pledge'
  | 'settings'
  | 'team'
  | 'trade';

/** The files each lazy feature shows (its own, when it has one). */
export const GENERATED_FEATURE_FILES: Readonly<Record<LazyFeature, readonly FeatureFile[]>> = {
  activity: ['activity'],
  address: ['address'],
  car: ['car'],
  funds: ['funds'],
  gold: ['gold'],
  login: [],
  mall: ['mall'],
  mining: ['mining'],
  node: ['node'],
  notice: ['notice'],
  orders: ['orders'],
  payment: ['payment'],
  pledge: ['pledge'],
  settings: ['settings'],
  team: ['team'],
  trade: ['trade'],
};
