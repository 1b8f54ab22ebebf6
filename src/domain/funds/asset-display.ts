import Decimal from 'decimal.js';
import type { AccountKind } from './account-kind';
import type { Account, Asset, Assets } from './funds';

/** The accounts the assets screen shows, in its order (spec section 3). */
export const SHOWN_ACCOUNTS: readonly AccountKind[] = ['fund', 'trade', 'destroyQuota'];

/** The coins every account lists, held or not; any other coin (VIC) shows only where it is held. */
export const MAIN_COINS: readonly string[] = ['NADI', 'USDT'];

const zero = (coin: string): Asset => ({
  coin,
  available: new Decimal(0),
  frozen: new Decimal(0),
  usdtValue: new Decimal(0),
});

const held = (asset: Asset): boolean => !asset.available.plus(asset.frozen).isZero();

/** An account of the answer by kind; an account the answer leaves out counts as empty. */
export function accountOf(assets: Assets, kind: AccountKind): Account {
  return assets.accounts.find((account) => account.kind === kind) ?? { kind, assets: [] };
}

/**
 * The coins of an account as the screen lists them: NADI and USDT always (0 when absent), then every other
 * coin that holds something (VIC where held), in the answer's order.
 */
export function shownAssets(account: Account): readonly Asset[] {
  const bySymbol = (coin: string) => account.assets.find((asset) => asset.coin.toUpperCase() === coin);
  const main = MAIN_COINS.map((coin) => bySymbol(coin) ?? zero(coin));
  const others = account.assets.filter(
    (asset) => !MAIN_COINS.includes(asset.coin.toUpperCase()) && held(asset),
  );
  return [...main, ...others];
}

/** An account's value in USDT: the sum of its coins' values. */
export const accountValue = (account: Account): Decimal =>
  account.assets.reduce((sum, asset) => sum.plus(asset.usdtValue), new Decimal(0));

/** What the fund account holds available of a coin (0 when it holds none). */
export function fundAvailable(assets: Assets, coin: string): Decimal {
  const asset = accountOf(assets, 'fund').assets.find((a) => a.coin.toUpperCase() === coin.toUpperCase());
  return asset?.available ?? new Decimal(0);
}
