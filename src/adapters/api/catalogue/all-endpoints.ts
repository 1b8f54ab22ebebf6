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
 * Every declared call, in the order of the spec's call table (section 7). The mock backend routes by
 * it, the docs generator writes the API catalogue from it, and a test checks ids and paths are unique.
 * Features that add calls append their declarations here.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  authLoginMessage,
  authLogin,
  authIsRegister,
  userInfo,
  userZhiList,
  nodeConfig,
  nodeGetOrder,
  commonBannerList,
  commonMainInfo,
  commonConfig,
  commonPresignedUrl,
  preOrderCreate,
  preOrderTips,
  machineGoodsList,
  machineGoodsDetail,
  machineOrderList,
  machineOrderDetail,
  machineReceipt,
  goldCategoryList,
  goldGoodsList,
  goldGoodsDetail,
  goldOrderList,
  goldReleaseOrderList,
  goldPrice,
  goldReceipt,
  addressList,
  addressGetDefault,
  addressDetail,
  addressAdd,
  addressEdit,
  addressSetDefault,
  addressDelete,
  carApply,
  carReleaseOrderList,
  ...TRADE_ENDPOINTS,
  ...PAY_ENDPOINTS,
  ...NODE_PROPOSED_ENDPOINTS,
  ...ORDER_LIST_ENDPOINTS,
  ...MALL_PROPOSED_ENDPOINTS,
  ...MINING_ENDPOINTS,
  ...FUNDS_ENDPOINTS,
  ...PLEDGE_ENDPOINTS,
  userPerformance,
  ...NOTICE_ENDPOINTS,
  ...ACTIVITY_ENDPOINTS,
  ...GOLD_ORDER_ENDPOINTS,
  ...CAR_PROPOSED_ENDPOINTS,
];
