import type { SimulatedDeposits, SimulatedTransfer } from '../../application/funds/simulated-deposits.port';
import { AppError } from '../../domain/shared/app-error';

/**
 * The in-page demo backend's chain stand-in (its `/__mock/funds/deposit` call): the transfer is recorded
 * as arriving from the wallet's address and is then confirmed on the backend's clock. Only the plain demo
 * build has it (src/main/in-page-mock.ts hands it to the container), where that backend lives in the page and
 * no request leaves it; a live build carries none of it.
 */
export class InPageDeposits implements SimulatedDeposits {
  constructor(private readonly fetch: typeof globalThis.fetch) {}

  async send(deposit: SimulatedTransfer, from: string): Promise<string> {
    const response = await this.fetch('/__mock/funds/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        address: from,
        coin: deposit.coin,
        chain: deposit.chain,
        amount: deposit.amount.toFixed(),
      }),
    });
    const answer: unknown = await response.json().catch(() => null);
    const hash = txHashOf(answer);
    if (!response.ok || hash === null) {
      throw new AppError('payment-failed', { status: response.status, operation: 'demo.deposit' });
    }
    return hash;
  }
}

const txHashOf = (answer: unknown): string | null => {
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) return null;
  const data = answer.data;
  if (typeof data !== 'object' || data === null || !('tx_hash' in data)) return null;
  return typeof data.tx_hash === 'string' ? data.tx_hash : null;
};
