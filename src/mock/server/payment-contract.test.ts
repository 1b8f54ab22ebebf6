import { Contract, id, JsonRpcProvider, NonceManager, parseUnits, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../../scripts/chain/local-chain';
import { ERC20_ABI, PAYMENT_ABI } from '../../adapters/chain/payment-abi';
import { LOCAL_CHAIN_CONTRACTS } from '../core/mock-contracts';

/** NadiPayment's rule (docs/decisions/2026-11-28-payment-contract-guarantees.md), on a real local chain. */

const OPEN_ABI = ['function open(bytes32 orderRef, address payer, address token, uint256 amount)'];
const ZERO = '0x0000000000000000000000000000000000000000';

let chain: LocalChain;
let rpc: JsonRpcProvider;
let payer: NonceManager;
let payerAddress: string;
let other: NonceManager;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, blockIntervalMs: 0 });
  rpc = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
  const key = new Wallet(chain.accountKey(1), rpc); // seeded, funded at start
  payerAddress = key.address;
  payer = new NonceManager(key);
  other = new NonceManager(new Wallet(chain.accountKey(2), rpc));
}, 30_000);

afterAll(async () => {
  rpc?.destroy();
  await chain?.close();
});

const units = (amount: string) => parseUnits(amount, 18);
const approve = async (signer: NonceManager, amount: bigint) =>
  (
    await new Contract(chain.tokens.USDT, ERC20_ABI, signer).getFunction('approve')(
      chain.paymentContract,
      amount,
    )
  ).wait();
const pay = async (signer: NonceManager, ref: string, token: string, amount: bigint) => {
  const tx = await new Contract(chain.paymentContract, PAYMENT_ABI, signer).getFunction('pay')(
    id(ref),
    token,
    amount,
    {
      gasLimit: 300_000n,
    },
  );
  const receipt = await rpc.waitForTransaction(tx.hash);
  return receipt?.status;
};
const open = (ref: string, amount: string, token: string | null = chain.tokens.USDT, who = payerAddress) =>
  chain.openOrder({ orderRef: ref, payer: who, token, units: units(amount).toString() });

describe('NadiPayment on the local chain', () => {
  it('keeps its deterministic address', () => {
    expect(chain.paymentContract).toBe(LOCAL_CHAIN_CONTRACTS.paymentContract);
    expect(chain.tokens.USDT).toBe(LOCAL_CHAIN_CONTRACTS.USDT);
  });

  it('refuses a payment of an order nobody opened', async () => {
    await approve(payer, units('5'));
    expect(await pay(payer, 'C-1', chain.tokens.USDT, units('5'))).toBe(0);
  });

  it("refuses anything but the opened order's payer, token and amount, then takes it exactly once", async () => {
    await open('C-2', '5');
    await approve(other, units('5'));
    expect(await pay(other, 'C-2', chain.tokens.USDT, units('5'))).toBe(0); // another sender (front-running)
    await approve(payer, units('5'));
    expect(await pay(payer, 'C-2', chain.tokens.NADI, units('5'))).toBe(0); // another token
    expect(await pay(payer, 'C-2', chain.tokens.USDT, units('4'))).toBe(0); // another amount
    expect(await pay(payer, 'C-2', chain.tokens.USDT, units('5'))).toBe(1);
    await approve(payer, units('5'));
    expect(await pay(payer, 'C-2', chain.tokens.USDT, units('5'))).toBe(0); // paid once
    await expect(open('C-2', '6')).rejects.toThrow(); // a paid order is not opened again
  });

  it('re-opens an unpaid order with other terms; only the owner opens', async () => {
    await open('C-3', '5');
    await open('C-3', '7');
    await approve(payer, units('5'));
    expect(await pay(payer, 'C-3', chain.tokens.USDT, units('5'))).toBe(0);
    await approve(payer, units('7'));
    expect(await pay(payer, 'C-3', chain.tokens.USDT, units('7'))).toBe(1);
    const asOther = new Contract(chain.paymentContract, OPEN_ABI, other).getFunction('open');
    await expect(asOther(id('C-4'), payerAddress, chain.tokens.USDT, 1n)).rejects.toThrow();
  });

  it('takes the native coin only for an order opened with token zero and exactly that value', async () => {
    await open('C-5', '0.5', null);
    const payNative = async (value: bigint) => {
      const contract = new Contract(chain.paymentContract, PAYMENT_ABI, payer);
      const tx = await contract.getFunction('payNative')(id('C-5'), { value, gasLimit: 300_000n });
      return (await rpc.waitForTransaction(tx.hash))?.status;
    };
    expect(await payNative(units('0.4'))).toBe(0);
    expect(await pay(payer, 'C-5', ZERO, units('0.5'))).toBe(0); // pay() wants a token
    expect(await payNative(units('0.5'))).toBe(1);
  });
});
