import { describe, expect, it } from 'vitest';
import { parseChainPins } from '../../domain/payment/chain-pins';
import { MOCK_CONTRACTS } from '../home/home.handlers';
import { DEMO_CHAIN_PINS, demoChainPinsText, localChainPin, MOCK_BSC_PIN, pinsOf } from './mock-chain-pins';
import { LOCAL_CHAIN_CONTRACTS } from './mock-contracts';

describe('the demo pins', () => {
  it('pin every chain the mock can announce: 56 and 97 made up, 1337 and 31337 the local deployment', () => {
    const pins = parseChainPins(demoChainPinsText());
    expect([...pins.keys()]).toEqual([56, 97, 1337, 31337]);
    expect(pins.get(56)).toEqual({
      chainId: 56,
      tokens: { USDT: MOCK_CONTRACTS.bscUsdt, NADI: MOCK_CONTRACTS.bscNadi },
      paymentContract: MOCK_CONTRACTS.bscPayment,
      receiver: MOCK_CONTRACTS.bscReceiver,
    });
    expect(pins.get(97)?.paymentContract).toBe(MOCK_CONTRACTS.nadiPayment);
    for (const id of [1337, 31337]) {
      expect(pins.get(id)).toEqual({
        chainId: id,
        tokens: { USDT: LOCAL_CHAIN_CONTRACTS.USDT, NADI: LOCAL_CHAIN_CONTRACTS.NADI },
        paymentContract: LOCAL_CHAIN_CONTRACTS.paymentContract,
        receiver: LOCAL_CHAIN_CONTRACTS.receiver,
      });
    }
    expect(DEMO_CHAIN_PINS).toHaveLength(4);
  });

  it('pinsOf writes the announced chains once each', () => {
    const text = pinsOf([localChainPin(1337), MOCK_BSC_PIN, localChainPin(1337)]);
    expect([...parseChainPins(text).keys()]).toEqual([1337, 56]);
  });
});
