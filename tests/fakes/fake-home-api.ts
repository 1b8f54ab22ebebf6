import Decimal from 'decimal.js';
import type { HomeApi } from '../../src/application/home/home-api.port';
import type { AppSettings, Banner, ChainSettings, MainInfo } from '../../src/domain/home/home';
import type { AppError } from '../../src/domain/shared/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;

export const sampleBanners = (): Banner[] => [
  { id: 1, title: 'Super Miner Nodes', image: 'data:image/svg+xml,<svg/>', link: '/node' },
  { id: 2, title: 'Partner site', image: 'data:image/svg+xml,<svg/>', link: 'https://example.com/p' },
  { id: 3, title: 'Nothing to open', image: 'data:image/svg+xml,<svg/>', link: '' },
];

/** Home info whose node sale ends `msLeft` after `now`. */
export const sampleMainInfo = (
  now: number,
  msLeft = 2 * DAY_MS,
  overrides: Partial<MainInfo> = {},
): MainInfo => ({
  nodeSaleEndsAt: new Date(now + msLeft),
  nodeTotal: 5000,
  nodeSold: 3127,
  nadiPrice: new Decimal('0.0825'),
  partners: [
    {
      name: 'Orbit Compute',
      logo: 'data:image/svg+xml,<svg/>',
      url: 'https://example.com/orbit',
      description: 'Compute',
    },
    { name: 'Bad Link', logo: 'data:image/svg+xml,<svg/>', url: 'javascript:alert(1)', description: '' },
  ],
  advantages: [],
  ...overrides,
});

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
 * HomeApi for the home screen and the wallet's network check: each call answers what the test set
 * (`bannerList`, `info`, `settingsAnswer`: BSC (56) and the NADI chain (97) unless replaced), a failure
 * set in its `…Error` field is thrown by every call until cleared, and calls are counted.
 */
export class FakeHomeApi implements HomeApi {
  bannerList: Banner[] = sampleBanners();
  info: MainInfo = sampleMainInfo(Date.now());
  settingsAnswer: AppSettings = {
    chains: [
      sampleChain(),
      sampleChain({ key: 'NADI', chainId: 97, name: 'NADI Chain', rpcUrl: 'https://rpc.nadi.example' }),
    ],
    withdrawMinimum: new Decimal(1),
    withdrawConfirmations: 3,
    customerServiceUrl: 'https://example.com/support',
  };
  bannersError: AppError | null = null;
  mainInfoError: AppError | null = null;
  settingsError: AppError | null = null;
  bannerCalls = 0;
  mainInfoCalls = 0;
  settingsCalls = 0;

  async banners(): Promise<readonly Banner[]> {
    this.bannerCalls += 1;
    if (this.bannersError) throw this.bannersError;
    return this.bannerList;
  }

  async mainInfo(): Promise<MainInfo> {
    this.mainInfoCalls += 1;
    if (this.mainInfoError) throw this.mainInfoError;
    return this.info;
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
