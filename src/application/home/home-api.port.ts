import type { AppSettings, Banner, MainInfo } from '../../domain/home/home';

/** Common calls; fail with AppError of an API kind. */
export const HomeApi = Symbol.for('HomeApi');
export interface HomeApi {
  /** Home banners (`common/bannerList`). */
  banners(): Promise<readonly Banner[]>;
  /** Home info with the node countdown (`common/mainInfo`). */
  mainInfo(): Promise<MainInfo>;
  /** App settings: chains, tokens, withdraw rules (`common/config`). */
  settings(): Promise<AppSettings>;
  /** A presigned upload URL for a file (`common/generateR2PresignedUrl`). */
  presignedUpload(fileName: string, contentType: string): Promise<{ uploadUrl: string; publicUrl: string }>;
}
