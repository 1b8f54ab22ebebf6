import { comingSoon, type RouteSpec } from '../../app/route-spec';

/** Funds (the in-app money: assets, deposit, withdraw, transfer): not built yet. */
export const fundsRoutes: readonly RouteSpec[] = [
  comingSoon('/wallet', 'route.wallet', { tab: 'main' }),
  comingSoon('/wallet/moneyLog', 'route.moneyLog', { parent: '/wallet' }),
  comingSoon('/recharge', 'route.recharge', { parent: '/wallet' }),
  comingSoon('/recharge/list', 'route.rechargeList', { parent: '/recharge' }),
  comingSoon('/withdraw', 'route.withdraw', { parent: '/wallet' }),
  comingSoon('/withdraw/list', 'route.withdrawList', { parent: '/withdraw' }),
  comingSoon('/draw', 'route.transfer', { parent: '/wallet' }),
  comingSoon('/draw/list', 'route.transferList', { parent: '/draw' }),
];
