// generated from src/application/shared/features.ts by npm run features; do not edit

import type { FeatureParts, RoutedFeature } from '../../application/shared/features';
import { activityRoutes } from '../screens/activity/activity.routes';
import { addressRoutes } from '../screens/address/address.routes';
import { carRoutes } from '../screens/car/car.routes';
import { fundsRoutes } from '../screens/funds/funds.routes';
import { goldRoutes } from '../screens/gold/gold.routes';
import { homeRoutes } from '../screens/home/home.routes';
import { mallRoutes } from '../screens/mall/mall.routes';
import { miningRoutes } from '../screens/mining/mining.routes';
import { nodeRoutes } from '../screens/node/node.routes';
import { noticeRoutes } from '../screens/notice/notice.routes';
import { openScreenRoutes } from '../screens/open-screen/open-screen.routes';
import { ordersRoutes } from '../screens/orders/orders.routes';
import { pledgeRoutes } from '../screens/pledge/pledge.routes';
import { settingsRoutes } from '../screens/settings/settings.routes';
import { teamRoutes } from '../screens/team/team.routes';
import { tradeRoutes } from '../screens/trade/trade.routes';
import type { RouteSpec } from './route-spec';

/** Each feature's routes, in the manifest's order. */
export const GENERATED_FEATURE_ROUTES: FeatureParts<RoutedFeature, readonly RouteSpec[]> = {
  home: homeRoutes,
  'open-screen': openScreenRoutes,
  mining: miningRoutes,
  gold: goldRoutes,
  mall: mallRoutes,
  address: addressRoutes,
  funds: fundsRoutes,
  team: teamRoutes,
  node: nodeRoutes,
  pledge: pledgeRoutes,
  notice: noticeRoutes,
  trade: tradeRoutes,
  activity: activityRoutes,
  orders: ordersRoutes,
  car: carRoutes,
  settings: settingsRoutes,
};
