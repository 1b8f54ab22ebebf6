import { inject, injectable } from 'inversify';
import type { ChainSettings } from '../../domain/home/home';
import { HomeApi } from '../home/home-api.port';
import type { ChainParams } from './wallet.port';

/** Whether a wallet's chain is one the app works on, and where to switch it when not. */
export interface NetworkCheck {
  readonly chainId: number;
  readonly supported: boolean;
  /** The chain to offer (BSC when configured, else the first configured chain); null when none is. */
  readonly target: ChainParams | null;
}

const toChainParams = ({ chainId, name, rpcUrl, explorerUrl, nativeSymbol }: ChainSettings): ChainParams => ({
  chainId,
  name,
  rpcUrl,
  explorerUrl,
  nativeSymbol,
});

/**
 * Checks a chain id against the chains of `common/config` (BSC and the NADI chain). The settings are
 * fetched once per instance; a failed fetch is not remembered, so the next check asks again. Fails
 * with the API's AppError.
 */
@injectable()
export class CheckNetworkUseCase {
  private chains: Promise<readonly ChainSettings[]> | null = null;

  constructor(@inject(HomeApi) private readonly common: HomeApi) {}

  async execute(chainId: number): Promise<NetworkCheck> {
    const chains = await this.loadChains();
    const preferred = chains.find((chain) => chain.key === 'BSC') ?? chains[0];
    return {
      chainId,
      supported: chains.some((chain) => chain.chainId === chainId),
      target: preferred ? toChainParams(preferred) : null,
    };
  }

  private loadChains(): Promise<readonly ChainSettings[]> {
    this.chains ??= this.common.settings().then(
      (settings) => settings.chains,
      (error: unknown) => {
        this.chains = null;
        throw error;
      },
    );
    return this.chains;
  }
}
