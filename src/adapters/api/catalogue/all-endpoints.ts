import type { EndpointFeature, FeatureParts } from '../../../application/shared/features';
import { ACTIVITY_ENDPOINTS } from './activity.schema';
import {
  addressAdd,
  addressDelete,
  addressDetail,
  addressEdit,
  addressGetDefault,
  addressList,
  addressSetDefault,
} from './address.schema';
import { authIsRegister, authLogin, authLoginMessage } from './auth.schema';
import { CAR_PROPOSED_ENDPOINTS, carApply, carReleaseOrderList } from './car.schema';
import type { Endpoint } from './endpoint';
import { FUNDS_ENDPOINTS } from './funds.schema';
import {
  goldCategoryList,
  goldGoodsDetail,
  goldGoodsList,
  goldOrderList,
  goldPrice,
  goldReceipt,
  goldReleaseOrderList,
} from './gold.schema';
import { GOLD_ORDER_ENDPOINTS } from './gold-order.schema';
import { commonBannerList, commonConfig, commonMainInfo, commonPresignedUrl } from './home.schema';
import {
  MALL_PROPOSED_ENDPOINTS,
  machineGoodsDetail,
  machineGoodsList,
  machineOrderDetail,
  machineOrderList,
  machineReceipt,
} from './mall.schema';
import { MINING_ENDPOINTS } from './mining.schema';
import { NODE_PROPOSED_ENDPOINTS, nodeConfig, nodeGetOrder } from './node.schema';
import { NOTICE_ENDPOINTS } from './notice.schema';
import { PAY_ENDPOINTS } from './payment.schema';
import { PLEDGE_ENDPOINTS } from './pledge.schema';
import { ORDER_LIST_ENDPOINTS, preOrderCreate, preOrderTips } from './pre-order.schema';
import { TRADE_ENDPOINTS } from './trade.schema';
import { userInfo, userPerformance, userZhiList } from './user.schema';

/**
 * Each feature's calls, one line per feature of the manifest that declares calls
 * (application/shared/features.ts: `endpoints: true`): the spec's first, in the order of its call table
 * (section 7), then the proposed ones.
 */
const FEATURE_ENDPOINTS: FeatureParts<EndpointFeature, readonly Endpoint[]> = {
  auth: [authLoginMessage, authLogin, authIsRegister],
  trade: TRADE_ENDPOINTS,
  payment: PAY_ENDPOINTS,
  user: [userInfo, userZhiList, userPerformance],
  node: [nodeConfig, nodeGetOrder, ...NODE_PROPOSED_ENDPOINTS],
  home: [commonBannerList, commonMainInfo, commonConfig, commonPresignedUrl],
  orders: [preOrderCreate, preOrderTips, ...ORDER_LIST_ENDPOINTS],
  mall: [
    machineGoodsList,
    machineGoodsDetail,
    machineOrderList,
    machineOrderDetail,
    machineReceipt,
    ...MALL_PROPOSED_ENDPOINTS,
  ],
  mining: MINING_ENDPOINTS,
  funds: FUNDS_ENDPOINTS,
  pledge: PLEDGE_ENDPOINTS,
  notice: NOTICE_ENDPOINTS,
  activity: ACTIVITY_ENDPOINTS,
  gold: [
    goldCategoryList,
    goldGoodsList,
    goldGoodsDetail,
    goldOrderList,
    goldReleaseOrderList,
    goldPrice,
    goldReceipt,
    ...GOLD_ORDER_ENDPOINTS,
  ],
  address: [
    addressList,
    addressGetDefault,
    addressDetail,
    addressAdd,
    addressEdit,
    addressSetDefault,
    addressDelete,
  ],
  car: [carApply, carReleaseOrderList, ...CAR_PROPOSED_ENDPOINTS],
};

const declared = Object.values(FEATURE_ENDPOINTS).flat();

/**
 * Every declared call, derived from the features' lists: the spec's calls first, in the order of the spec's
 * call table (section 7), then the proposed ones. The mock backend routes by it, the docs generator writes the
 * API catalogue from it, and a test checks ids and paths are unique.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...declared.filter((endpoint) => endpoint.origin === 'spec'),
  ...declared.filter((endpoint) => endpoint.origin !== 'spec'),
];
