import type Decimal from 'decimal.js';

export interface Banner {
  readonly id: number;
  readonly title: string;
  readonly image: string;
  /** In-app route or external URL the banner opens; empty when it opens nothing. */
  readonly link: string;
}

export interface Partner {
  readonly name: string;
  readonly logo: string;
  readonly url: string;
  /** One line on what the partner brings; empty when the server sends none. */
  readonly description: string;
}

/** One core advantage of the ecosystem, as the server words it in the user's language. */
export interface Advantage {
  /** Which of the app's drawings goes beside it (an unknown name gets a plain dot). */
  readonly icon: string;
  readonly title: string;
  readonly body: string;
}

/** Home information (`common/mainInfo`). */
export interface MainInfo {
  /** When the current node sale ends; the home countdown counts down to it. */
  readonly nodeSaleEndsAt: Date;
  readonly nodeTotal: number;
  readonly nodeSold: number;
  /** NADI price in USDT. */
  readonly nadiPrice: Decimal;
  readonly partners: readonly Partner[];
  /** Empty when the server sends none: the screen then shows the app's own words. */
  readonly advantages: readonly Advantage[];
}

export type ChainKey = 'BSC' | 'NADI';

/** One chain the app can pay on, as configured by the backend (`common/config`). */
export interface ChainSettings {
  readonly key: ChainKey;
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
  readonly explorerUrl: string;
  readonly nativeSymbol: string;
  /** ERC-20 token contracts by symbol (USDT, NADI). */
  readonly tokens: Readonly<Record<string, string>>;
  /** Address that receives on-chain payments. */
  readonly receiver: string;
  /** The payment contract an ERC-20 payment approves and pays through. */
  readonly paymentContract: string;
}

/** App-wide settings from `common/config`. */
export interface AppSettings {
  readonly chains: readonly ChainSettings[];
  readonly withdrawMinimum: Decimal;
  readonly withdrawConfirmations: number;
  readonly customerServiceUrl: string;
}
