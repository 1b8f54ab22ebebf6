import { type ChainPin, formatChainPins } from '../../domain/payment/chain-pins';
import {
  BSC_MAINNET_CHAIN_ID,
  LOCAL_BSC_CHAIN_ID,
  LOCAL_CHAIN_CONTRACTS,
  LOCAL_NADI_CHAIN_ID,
  MOCK_CONTRACTS,
  MOCK_NADI_CHAIN_ID,
} from './mock-contracts';

/**
 * The pins (`PUBLIC_CHAIN_CONTRACTS`, src/domain/payment/chain-pins.ts) of every chain the mock can announce:
 * BSC mainnet (56) and the default NADI chain (97) with the mock's made-up contracts, and the two local chains
 * (1337 as the NADI chain, 31337 standing for BSC) with the local deployment. A demo build without pins of its
 * own gets these (rsbuild.config.ts); a live build must be given the real ones.
 */

const LOCAL_PIN = {
  tokens: { USDT: LOCAL_CHAIN_CONTRACTS.USDT, NADI: LOCAL_CHAIN_CONTRACTS.NADI },
  paymentContract: LOCAL_CHAIN_CONTRACTS.paymentContract,
  receiver: LOCAL_CHAIN_CONTRACTS.receiver,
};

/** The pin of a local chain (the deployment is the same on every local chain). */
export const localChainPin = (chainId: number): ChainPin => ({ chainId, ...LOCAL_PIN });

export const MOCK_BSC_PIN: ChainPin = {
  chainId: BSC_MAINNET_CHAIN_ID,
  tokens: { USDT: MOCK_CONTRACTS.bscUsdt, NADI: MOCK_CONTRACTS.bscNadi },
  paymentContract: MOCK_CONTRACTS.bscPayment,
  receiver: MOCK_CONTRACTS.bscReceiver,
};

/** The NADI chain without a local chain (97 by default; `chainId` when the mock is told another). */
export const mockNadiPin = (chainId: number = MOCK_NADI_CHAIN_ID): ChainPin => ({
  chainId,
  tokens: { USDT: MOCK_CONTRACTS.nadiUsdt, NADI: MOCK_CONTRACTS.nadiNadi },
  paymentContract: MOCK_CONTRACTS.nadiPayment,
  receiver: MOCK_CONTRACTS.nadiReceiver,
});

/** Every chain the mock can announce, by default: 56, 97, 1337, 31337. */
export const DEMO_CHAIN_PINS: readonly ChainPin[] = [
  MOCK_BSC_PIN,
  mockNadiPin(),
  localChainPin(LOCAL_NADI_CHAIN_ID),
  localChainPin(LOCAL_BSC_CHAIN_ID),
];

/** The demo pins as the build variable writes them. */
export const demoChainPinsText = (): string => formatChainPins(DEMO_CHAIN_PINS);

/** A chain as a running mock announces it (its id and money addresses). */
export interface AnnouncedChain {
  readonly chainId: number;
  readonly tokens: { readonly USDT: string; readonly NADI: string };
  readonly paymentContract: string;
  readonly receiver: string;
}

/** The pins of the chains a running mock announces (`npm run mock` prints them for a live build). */
export const pinsOf = (chains: readonly AnnouncedChain[]): string => {
  const byId = new Map<number, ChainPin>();
  for (const { chainId, tokens, paymentContract, receiver } of chains) {
    if (!byId.has(chainId))
      byId.set(chainId, {
        chainId,
        tokens: { USDT: tokens.USDT, NADI: tokens.NADI },
        paymentContract,
        receiver,
      });
  }
  return formatChainPins(byId.values());
};
