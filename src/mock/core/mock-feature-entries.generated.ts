// generated from src/application/shared/features.ts by npm run features; do not edit

import type { FeatureParts, MockedFeature } from '../../application/shared/features';
import { ACTIVITY_FEATURE } from '../activity/activity.feature';
import { ADDRESS_FEATURE } from '../address/address.feature';
import { AUTH_FEATURE } from '../auth/auth.feature';
import { CAR_FEATURE } from '../car/car.feature';
import { FUNDS_FEATURE } from '../funds/funds.feature';
import { GOLD_FEATURE } from '../gold/gold.feature';
import { HOME_FEATURE } from '../home/home.feature';
import { MALL_FEATURE } from '../mall/mall.feature';
import { MINING_FEATURE } from '../mining/mining.feature';
import { NODE_FEATURE } from '../node/node.feature';
import { NOTICE_FEATURE } from '../notice/notice.feature';
import { ORDERS_FEATURE } from '../orders/orders.feature';
import { PAYMENT_FEATURE } from '../payment/payment.feature';
import { PLEDGE_FEATURE } from '../pledge/pledge.feature';
import { TRADE_FEATURE } from '../trade/trade.feature';
import { USER_FEATURE } from '../user/user.feature';
import type { MockFeature } from './mock-feature';

/** Each feature's part of the mock backend, in the manifest's order. */
export const GENERATED_MOCK_FEATURE_ENTRIES: FeatureParts<MockedFeature, MockFeature> = {
  auth: AUTH_FEATURE,
  user: USER_FEATURE,
  home: HOME_FEATURE,
  mining: MINING_FEATURE,
  gold: GOLD_FEATURE,
  mall: MALL_FEATURE,
  address: ADDRESS_FEATURE,
  funds: FUNDS_FEATURE,
  node: NODE_FEATURE,
  pledge: PLEDGE_FEATURE,
  notice: NOTICE_FEATURE,
  trade: TRADE_FEATURE,
  activity: ACTIVITY_FEATURE,
  orders: ORDERS_FEATURE,
  payment: PAYMENT_FEATURE,
  car: CAR_FEATURE,
};
