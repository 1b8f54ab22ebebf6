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

/**
 * The features of the mock backend, one line each. A feature brings its handlers, its slice of the mock
 * state and its Pact provider states (`<feature>/<feature>.feature.ts`); mock-world.ts composes them. The
 * order is the order of the provider states in the API catalogue.
 */
export const MOCK_FEATURES: readonly MockFeature[] = [
  AUTH_FEATURE,
  HOME_FEATURE,
  ADDRESS_FEATURE,
  USER_FEATURE,
  ORDERS_FEATURE,
  PAYMENT_FEATURE,
  TRADE_FEATURE,
  NODE_FEATURE,
  MALL_FEATURE,
  MINING_FEATURE,
  FUNDS_FEATURE,
  NOTICE_FEATURE,
  ACTIVITY_FEATURE,
  GOLD_FEATURE,
  CAR_FEATURE,
  PLEDGE_FEATURE,
];
