import { DEPOSIT_STATUS_CODES } from '../../domain/funds/deposit-status';
import type { MockEnv } from '../core/handler';
import type { ChainTransfer, FundsChainHooks, LocalChainSettings } from '../core/local-chain';
import type { MockState } from '../core/mock-state';
import { fundsData, type MockLedger, nextFundsId } from './funds.state';
import { DEPOSIT_CONFIRMATIONS } from './funds-settings';
import { attachedChain, settleDeposit } from './funds-settle';

const CHAINS = ['NADI', 'BSC'] as const;

/**
 * Where deposit scanning of a chain starts: the block at which the first deposit address of that chain was
 * handed out (so that a reset of the mock, which forgets the ledgers, never credits an old transfer again).
 */
export const startScanning = async (state: MockState, env: MockEnv, chainKey: string): Promise<void> => {
  const chain = attachedChain(env, chainKey);
  const scanned = fundsData(state).fundsScanned;
  if (!chain || !env.fundsChain || scanned[chain.chainId] !== undefined) return;
  try {
    const latest = await env.fundsChain.blockNumber(chain);
    fundsData(state).fundsScanned[chain.chainId] ??= latest;
  } catch {
    // The chain did not answer: the next look starts it.
  }
};

/** A transfer to a deposit address, as a deposit of the address's owner (once per hash, address and token). */
const recordTransfer = (
  state: MockState,
  ledger: MockLedger,
  chain: { readonly key: string; readonly id: number },
  t: ChainTransfer,
  now: number,
) => {
  const seen = ledger.deposits.some(
    (d) => d.txHash === t.txHash && d.to.toLowerCase() === t.to && d.coin === t.token,
  );
  if (seen) return;
  ledger.deposits.push({
    id: nextFundsId(state),
    coin: t.token,
    chain: chain.key,
    amount: t.amount,
    txHash: t.txHash,
    from: t.from,
    to: t.to,
    confirmations: 0,
    required: DEPOSIT_CONFIRMATIONS,
    status: DEPOSIT_STATUS_CODES.confirming,
    createdAt: new Date(now).toISOString(),
    creditedAt: null,
    seenAt: now,
    block: t.blockNumber,
    chainId: chain.id,
  });
};

const scanChain = async (
  state: MockState,
  env: MockEnv,
  hooks: FundsChainHooks,
  key: string,
  chain: LocalChainSettings,
): Promise<void> => {
  const from = fundsData(state).fundsScanned[chain.chainId];
  if (from === undefined) return;
  const latest = await hooks.blockNumber(chain);
  const owners = new Map<string, MockLedger>();
  for (const ledger of fundsData(state).fundsLedgers) {
    const address = ledger.addresses[key];
    if (address) owners.set(address.toLowerCase(), ledger);
  }
  if (latest > from && owners.size > 0) {
    const transfers = await hooks.transfersTo(chain, [...owners.keys()], from + 1);
    for (const transfer of transfers) {
      const owner = owners.get(transfer.to.toLowerCase());
      if (owner)
        recordTransfer(
          state,
          owner,
          { key, id: chain.chainId },
          { ...transfer, to: transfer.to.toLowerCase() },
          env.now(),
        );
    }
  }
  if (latest > from) fundsData(state).fundsScanned[chain.chainId] = latest;
  for (const ledger of fundsData(state).fundsLedgers) {
    for (const deposit of ledger.deposits) {
      if (
        deposit.block === null ||
        deposit.chain !== key ||
        deposit.status !== DEPOSIT_STATUS_CODES.confirming
      )
        continue;
      deposit.confirmations = Math.min(deposit.required, Math.max(0, latest - deposit.block + 1));
      settleDeposit(state, ledger.userId, deposit, env.now());
    }
  }
};

/** Looks at every attached chain for new transfers to deposit addresses, and counts and credits deposits. */
export const scanChainDeposits = async (state: MockState, env: MockEnv): Promise<void> => {
  const hooks = env.fundsChain;
  if (!hooks) return;
  for (const key of CHAINS) {
    const chain = attachedChain(env, key);
    if (!chain) continue;
    try {
      await scanChain(state, env, hooks, key, chain);
    } catch {
      // The chain did not answer: the next look asks again (the last scanned block did not move).
    }
  }
};
