import { inject, injectable } from 'inversify';
import type { CommonApi } from '../../../application/common/common-api.port';
import type { AppSettings, Banner, MainInfo } from '../../../domain/common/home';
import {
  commonBannerList,
  commonConfig,
  commonMainInfo,
  commonPresignedUrl,
} from '../catalogue/common.schema';
import { HttpClient } from '../http-client';
import { toAppSettings, toBanner, toMainInfo } from './common.mapper';

/** Common calls over HTTP. */
@injectable()
export class HttpCommonApi implements CommonApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async banners(): Promise<readonly Banner[]> {
    return (await this.http.call(commonBannerList, {})).map(toBanner);
  }

  async mainInfo(): Promise<MainInfo> {
    return toMainInfo(await this.http.call(commonMainInfo, {}));
  }

  async settings(): Promise<AppSettings> {
    return toAppSettings(await this.http.call(commonConfig, {}));
  }

  async presignedUpload(
    fileName: string,
    contentType: string,
  ): Promise<{ uploadUrl: string; publicUrl: string }> {
    const answer = await this.http.call(commonPresignedUrl, {
      file_name: fileName,
      content_type: contentType,
    });
    return { uploadUrl: answer.upload_url, publicUrl: answer.public_url };
  }
}
