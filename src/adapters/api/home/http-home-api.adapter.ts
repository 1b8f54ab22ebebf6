import { inject, injectable } from 'inversify';
import type { HomeApi } from '../../../application/home/home-api.port';
import type { AppSettings, Banner, MainInfo } from '../../../domain/home/home';
import { commonBannerList, commonConfig, commonMainInfo, commonPresignedUrl } from '../catalogue/home.schema';
import { HttpClient } from '../http-client';
import { toAppSettings, toBanner, toMainInfo } from './home.mapper';

/** Common calls over HTTP. */
@injectable()
export class HttpHomeApi implements HomeApi {
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
