/**
 * The money addresses the mock can announce (common/config, payment intents), in one place with no imports,
 * so that build scripts (rsbuild.config.ts: the demo build's pins) read them without loading the backend.
 */

/** Contracts and receivers of the in-page mock: made-up addresses, except BSC's real USDT contract. */
export const MOCK_CONTRACTS = {
  bscUsdt: '0x55d398326f99059fF775485246999027B3197955',
  bscNadi: '0x7a9e4c2b1d3f5e6a8b0c2d4e6f8a1b3c5d7e9f02',
  bscReceiver: '0x4c1e9a7d3b5f2e8c6a0d9b7f5e3c1a2b4d6f8e01',
  nadiUsdt: '0x2b8d6f4a0c9e7b5d3f1a8c6e4b2d0f9a7c5e3b13',
  nadiNadi: '0x9f3b7d5a1c8e6f4b2d0a9c7e5b3f1d8a6c4e2b24',
  nadiReceiver: '0x6d2f8b4a0e9c7d5b3a1f8e6c4d2b0a9f7e5c3d35',
  bscPayment: '0x3e5a7c9b1d2f4e6a8c0b2d4f6e8a0c1b3d5f7e46',
  nadiPayment: '0x5c7e9a1b3d5f7e9c1a3b5d7f9e1c3a5b7d9f1e57',
} as const;

/** BSC mainnet, which the mock announces unless a local chain stands for it. */
export const BSC_MAINNET_CHAIN_ID = 56;
/** The NADI chain's id without a local chain: BSC testnet stands in for it (DEFAULT_NADI_CHAIN). */
export const MOCK_NADI_CHAIN_ID = 97;
/** The local chain announced as the NADI chain (scripts/chain, `npm start`, `npm run mock`, e2e). */
export const LOCAL_NADI_CHAIN_ID = 1337;
/**
 * The local chain standing for BSC: Hardhat's usual local id. Not 56: a real wallet pointed at the app would
 * take 56 for BSC mainnet, and the demo wallet knows 56 without an RPC URL, so it would never be asked to add
 * the local one and could not send to it.
 */
export const LOCAL_BSC_CHAIN_ID = 31337;

/**
 * Where the local chain's deployment lands (scripts/chain/local-chain.ts: the development mnemonic's account
 * 9 deploys USDT, NADI and NadiPayment with nonces 0-2), the same on every start and on both local chains.
 */
export const LOCAL_CHAIN_CONTRACTS = {
  deployer: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  hotWallet: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  receiver: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  USDT: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  NADI: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  paymentContract: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
} as const;
