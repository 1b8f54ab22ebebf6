import type { AbstractProvider } from 'ethers';
import { ERC20_ABI } from '../../adapters/chain/payment-abi';
import type { Ethers } from './chain-rpc';
import { SerialQueue } from './serial-queue';

/** A token transfer the hot wallet is asked to make, in the token's smallest units. */
export interface TokenSend {
  readonly token: string;
  readonly to: string;
  readonly units: bigint;
}

/**
 * The backend's hot wallet on one chain: sends token transfers one at a time and numbers them itself, so
 * that withdrawals approved together never pick the same nonce. Each send takes the node's count of the
 * account's transactions (pending included) and the next nonce it handed out itself, whichever is higher:
 * a node that has not yet counted the last broadcast still gets a fresh nonce. When the node counts fewer
 * and does not know the last broadcast at all (the chain was restarted, or dropped it), the node's count
 * wins. Any failure forgets the local count, so the next send starts from the node's.
 */
export class HotWallet {
  private readonly queue = new SerialQueue();
  private next: { readonly nonce: number; readonly lastHash: string } | null = null;

  constructor(
    private readonly ethers: Ethers,
    private readonly provider: AbstractProvider,
    private readonly key: string,
  ) {}

  /** Broadcasts the transfer; resolves its hash once the node took it (not once mined). */
  send(transfer: TokenSend): Promise<string> {
    return this.queue.run(async () => {
      try {
        return await this.broadcast(transfer);
      } catch (error) {
        this.next = null;
        throw error;
      }
    });
  }

  private async broadcast({ token, to, units }: TokenSend): Promise<string> {
    const signer = new this.ethers.Wallet(this.key, this.provider);
    const counted = await this.provider.getTransactionCount(signer.address, 'pending');
    const nonce = await this.nonceAfter(counted);
    const data = new this.ethers.Interface(ERC20_ABI).encodeFunctionData('transfer', [to, units]);
    const tx = await signer.sendTransaction({ to: token, data, nonce });
    this.next = { nonce: nonce + 1, lastHash: tx.hash };
    return tx.hash.toLowerCase();
  }

  private async nonceAfter(counted: number): Promise<number> {
    const next = this.next;
    if (!next || counted >= next.nonce) return counted;
    return (await this.provider.getTransaction(next.lastHash)) ? next.nonce : counted;
  }
}
