import Decimal from 'decimal.js';
import type { HomeApi } from '../../src/application/home/home-api.port';
import type { AppSettings, Banner, MainInfo } from '../../src/domain/home/home';
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
    { name: 'Orbit Compute', logo: 'data:image/svg+xml,<svg/>', url: 'https://example.com/orbit' },
    { name: 'Bad Link', logo: 'data:image/svg+xml,<svg/>', url: 'javascript:alert(1)' },
  ],
  ...overrides,
});

/**
 * HomeApi for the home screen: banners and home info set by the test; a failure set in
 * `bannersError` / `mainInfoError` is thrown by every call until cleared; calls are counted.
 */
export class FakeHomeContentApi implements HomeApi {
  bannerList: Banner[] = sampleBanners();
  info: MainInfo = sampleMainInfo(Date.now());
  bannersError: AppError | null = null;
  mainInfoError: AppError | null = null;
  bannerCalls = 0;
  mainInfoCalls = 0;

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
    return {
      chains: [],
      withdrawMinimum: new Decimal(1),
      withdrawConfirmations: 3,
      customerServiceUrl: 'https://example.com/support',
    };
  }

  async presignedUpload(fileName: string): Promise<{ uploadUrl: string; publicUrl: string }> {
    return { uploadUrl: `https://upload.invalid/${fileName}`, publicUrl: `https://cdn.invalid/${fileName}` };
  }
}
