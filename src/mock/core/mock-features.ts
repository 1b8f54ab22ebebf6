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

/**
 * The features of the mock backend, one line per feature of the manifest that has a mock part
 * (application/shared/features.ts: `mock: true`; tsc fails when one is missing). A feature brings its
 * handlers, its slice of the mock state, its Pact provider states, its settings and server tick
 * (`<feature>/<feature>.feature.ts`); mock-world.ts composes them. The order is the order of the provider
 * states in the API catalogue.
 */
const MOCK_FEATURE_ENTRIES: FeatureParts<MockedFeature, MockFeature> = {
  auth: AUTH_FEATURE,
  home: HOME_FEATURE,
  address: ADDRESS_FEATURE,
  user: USER_FEATURE,
  orders: ORDERS_FEATURE,
  payment: PAYMENT_FEATURE,
  trade: TRADE_FEATURE,
  node: NODE_FEATURE,
  mall: MALL_FEATURE,
  mining: MINING_FEATURE,
  funds: FUNDS_FEATURE,
  notice: NOTICE_FEATURE,
  activity: ACTIVITY_FEATURE,
  gold: GOLD_FEATURE,
  car: CAR_FEATURE,
  pledge: PLEDGE_FEATURE,
};

/** The mock features in order; each answers to the name the manifest gives it (its settings' key). */
export const MOCK_FEATURES: readonly MockFeature[] = Object.entries(MOCK_FEATURE_ENTRIES).map(
  ([name, feature]) => {
    if (feature.name !== name)
      throw new Error(`the mock feature listed as "${name}" calls itself "${feature.name}"`);
    return feature;
  },
);
