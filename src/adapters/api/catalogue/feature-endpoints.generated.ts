// generated from src/application/shared/features.ts by npm run features; do not edit

import type { EndpointFeature, FeatureParts } from '../../../application/shared/features';
import { ACTIVITY_ENDPOINTS } from './activity.schema';
import { ADDRESS_ENDPOINTS } from './address.schema';
import { AUTH_ENDPOINTS } from './auth.schema';
import { CAR_ENDPOINTS } from './car.schema';
import type { Endpoint } from './endpoint';
import { FUNDS_ENDPOINTS } from './funds.schema';
import { GOLD_ENDPOINTS } from './gold-order.schema';
import { HOME_ENDPOINTS } from './home.schema';
import { MALL_ENDPOINTS } from './mall.schema';
import { MINING_ENDPOINTS } from './mining.schema';
import { NODE_ENDPOINTS } from './node.schema';
import { NOTICE_ENDPOINTS } from './notice.schema';
import { PAYMENT_ENDPOINTS } from './payment.schema';
import { PLEDGE_ENDPOINTS } from './pledge.schema';
import { ORDERS_ENDPOINTS } from './pre-order.schema';
import { TRADE_ENDPOINTS } from './trade.schema';
import { USER_ENDPOINTS } from './user.schema';

/** Each feature's calls, in the manifest's order. */
export const GENERATED_FEATURE_ENDPOINTS: FeatureParts<EndpointFeature, readonly Endpoint[]> = {
  auth: AUTH_ENDPOINTS,
  user: USER_ENDPOINTS,
  home: HOME_ENDPOINTS,
  mining: MINING_ENDPOINTS,
  gold: GOLD_ENDPOINTS,
  mall: MALL_ENDPOINTS,
  address: ADDRESS_ENDPOINTS,
  funds: FUNDS_ENDPOINTS,
  node: NODE_ENDPOINTS,
  pledge: PLEDGE_ENDPOINTS,
  notice: NOTICE_ENDPOINTS,
  trade: TRADE_ENDPOINTS,
  activity: ACTIVITY_ENDPOINTS,
  orders: ORDERS_ENDPOINTS,
  payment: PAYMENT_ENDPOINTS,
  car: CAR_ENDPOINTS,
};
