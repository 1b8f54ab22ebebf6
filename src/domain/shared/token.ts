import type { ChainKey } from '../home/home';
import { wireEnum } from './wire-enum';

/** Tokens and coins the app shows (spec section 9): the wire code is the symbol, matched in any case. */
export const TOKEN_CODES = { NADI: 'NADI', USDT: 'USDT', VIC: 'VIC', BNB: 'BNB' } as const;
export type Token = keyof typeof TOKEN_CODES;
export const tokens = wireEnum('token', TOKEN_CODES, { caseInsensitive: true });
export const parseToken = tokens.parse;

/** Chains the app pays on; the same keys as `ChainKey` of the backend's chain settings. */
export const CHAIN_CODES = { BSC: 'BSC', NADI: 'NADI' } as const satisfies Record<ChainKey, string>;
export type Chain = keyof typeof CHAIN_CODES;
export const chains = wireEnum('chain', CHAIN_CODES, { caseInsensitive: true });
export const parseChain = chains.parse;
