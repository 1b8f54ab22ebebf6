import Decimal from 'decimal.js';
import type { HomeApi } from '../../src/application/home/home-api.port';
import type { AppSettings, Banner, ChainSettings, MainInfo } from '../../src/domain/home/home';
import type { AppError } from '../../src/domain/shared/app-error';

export const sampleChain = (overrides: Partial<ChainSettings> = {}): ChainSettings => ({
  key: 'BSC',
  chainId: 56,
  name: 'BNB Smart Chain',
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  explorerUrl: 'https://bscscan.com',
  nativeSymbol: 'BNB',
  tokens: {},
  receiver: '0x4c1e9a7d3b5f2e8c6a0d9b7f5e3c1a2b4d6f8e01',
  paymentContract: '0x9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a09',
  ...overrides,
});

/**
 * Common calls for the wallet's network check: `settings()` answers BSC (56) and the NADI chain (97)
 * from `settingsAnswer`, fails with `settingsError`, and counts its calls. (The home screen's fake is
 * FakeHomeContentApi.)
 */
export class FakeHomeApi implements HomeApi {
  settingsAnswer: AppSettings = {
    chains: [
      sampleChain(),
      sampleChain({ key: 'NADI', chainId: 97, name: 'NADI Chain', rpcUrl: 'https://rpc.nadi.example' }),
    ],
    withdrawMinimum: new Decimal(1),
    withdrawConfirmations: 3,
    customerServiceUrl: 'https://example.com/support',
  };
  settingsError: AppError | null = null;
  settingsCalls = 0;

  async banners(): Promise<readonly Banner[]> {
    return [];
  }
  async mainInfo(): Promise<MainInfo> {
    return {
      nodeSaleEndsAt: new Date(0),
      nodeTotal: 0,
      nodeSold: 0,
      nadiPrice: new Decimal(0),
      partners: [],
    };
  }
  async settings(): Promise<AppSettings> {
    this.settingsCalls += 1;
    if (this.settingsError) throw this.settingsError;
    return this.settingsAnswer;
  }
  async presignedUpload(fileName: string): Promise<{ uploadUrl: string; publicUrl: string }> {
    return { uploadUrl: `https://upload.example/${fileName}`, publicUrl: `https://cdn.example/${fileName}` };
  }
}
