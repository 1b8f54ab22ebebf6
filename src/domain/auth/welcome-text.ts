/**
 * The fixed welcome text of the spec's login (`auth/loginMessage` without an address). Besides a valid
 * Sign-In with Ethereum message it is the only text the app lets a wallet sign to log in, and only byte
 * for byte: anything else could be a transaction or a permit in disguise, or a login for another site.
 */
export const WELCOME_TEXT =
  'Welcome to NADI! Sign this message to log in. This request will not trigger a blockchain transaction or cost any gas fees.';
