/** User-agent marks of wallets' in-app browsers (MetaMask, Trust, TokenPocket, imToken, OKX, Bitget, …). */
const WALLET_AGENTS =
  /MetaMaskMobile|Trust\s?Wallet|\bTrust\/|TokenPocket|imToken|OKApp|OKEx|BitKeep|Bitget|\bBNC\/|Binance|CoinbaseWallet|SafePal|MathWallet|OneKey|Phantom|AlphaWallet/i;
const MOBILE = /Android|iPhone|iPad|iPod|Mobile/i;

/** Whether the user agent names a wallet app's in-app browser. */
export const namesWalletApp = (userAgent: string): boolean => WALLET_AGENTS.test(userAgent);

/**
 * A wallet's in-app browser: its user agent names the wallet, or a phone browser carries an injected wallet
 * (phone browsers have no extensions, so an injected provider there is the wallet's own window).
 */
export const isWalletBrowser = (userAgent: string, injected: boolean): boolean =>
  namesWalletApp(userAgent) || (injected && MOBILE.test(userAgent));
