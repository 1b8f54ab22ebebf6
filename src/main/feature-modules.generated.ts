// generated from src/application/shared/features.ts by npm run features; do not edit

import type { ContainerModule } from 'inversify';
import type { AppConfig } from '../application/shared/app-config';
import type { EagerFeature, FeatureParts, LazyFeature } from '../application/shared/features';
import { addressApiModule } from './modules/address-api.module';
import { authModule } from './modules/auth.module';
import { homeModule } from './modules/home.module';
import { noticeSummaryModule } from './modules/notice-summary.module';
import { userModule } from './modules/user.module';
import { walletModule } from './modules/wallet.module';

/** A module as its file exports it: the module, or a function of the app config that answers it. */
type ModulePart = ContainerModule | ((config: AppConfig) => ContainerModule);
const moduleOf = (part: ModulePart, config: AppConfig): ContainerModule =>
  typeof part === 'function' ? part(config) : part;

/** Each eager feature's module (or eager part), loaded with the container, in the manifest's order. */
export const EAGER_FEATURE_MODULES: FeatureParts<EagerFeature, ContainerModule> = {
  auth: authModule,
  wallet: walletModule,
  user: userModule,
  home: homeModule,
  address: addressApiModule,
  notice: noticeSummaryModule,
};

/** Each lazy feature's module, loaded with its first screen, in its own chunk named after the feature. */
export const lazyFeatureModules = (
  config: AppConfig,
): FeatureParts<LazyFeature, () => Promise<ContainerModule>> => ({
  login: () =>
    import(/* webpackChunkName: "login" */ './modules/login.module').then((m) =>
      moduleOf(m.loginModule, config),
    ),
  mining: () =>
    import(/* webpackChunkName: "mining" */ './modules/mining.module').then((m) =>
      moduleOf(m.miningModule, config),
    ),
  gold: () =>
    import(/* webpackChunkName: "gold" */ './modules/gold.module').then((m) =>
      moduleOf(m.goldModule, config),
    ),
  mall: () =>
    import(/* webpackChunkName: "mall" */ './modules/mall.module').then((m) =>
      moduleOf(m.mallModule, config),
    ),
  address: () =>
    import(/* webpackChunkName: "address" */ './modules/address.module').then((m) =>
      moduleOf(m.addressModule, config),
    ),
  funds: () =>
    import(/* webpackChunkName: "funds" */ './modules/funds.module').then((m) =>
      moduleOf(m.fundsModule, config),
    ),
  team: () =>
    import(/* webpackChunkName: "team" */ './modules/team.module').then((m) =>
      moduleOf(m.teamModule, config),
    ),
  node: () =>
    import(/* webpackChunkName: "node" */ './modules/node.module').then((m) =>
      moduleOf(m.nodeModule, config),
    ),
  pledge: () =>
    import(/* webpackChunkName: "pledge" */ './modules/pledge.module').then((m) =>
      moduleOf(m.pledgeModule, config),
    ),
  notice: () =>
    import(/* webpackChunkName: "notice" */ './modules/notice.module').then((m) =>
      moduleOf(m.noticeModule, config),
    ),
  trade: () =>
    import(/* webpackChunkName: "trade" */ './modules/trade.module').then((m) =>
      moduleOf(m.tradeModule, config),
    ),
  activity: () =>
    import(/* webpackChunkName: "activity" */ './modules/activity.module').then((m) =>
      moduleOf(m.activityModule, config),
    ),
  orders: () =>
    import(/* webpackChunkName: "orders" */ './modules/orders.module').then((m) =>
      moduleOf(m.ordersModule, config),
    ),
  payment: () =>
    import(/* webpackChunkName: "payment" */ './modules/payment.module').then((m) =>
      moduleOf(m.paymentModule, config),
    ),
  car: () =>
    import(/* webpackChunkName: "car" */ './modules/car.module').then((m) => moduleOf(m.carModule, config)),
  settings: () =>
    import(/* webpackChunkName: "settings" */ './modules/settings.module').then((m) =>
      moduleOf(m.settingsModule, config),
    ),
});
