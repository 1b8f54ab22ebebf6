import { inject, injectable } from 'inversify';
import type { FileUploader } from '../../../application/car/car-api.port';
import { AppConfig } from '../../../application/shared/app-config';
import { AppError } from '../../../domain/shared/app-error';
import { FetchFn } from '../fetch';

/**
 * PUTs a file to a presigned upload address (R2), with the platform's fetch: the browser's in the live
 * profile, the in-page mock's in the demo (its upload store answers). No token and no envelope: the
 * address carries its own signature. Fails with an AppError: `timeout`, `network` or `request-failed`.
 */
@injectable()
export class HttpFileUploader implements FileUploader {
  constructor(
    @inject(FetchFn) private readonly fetchFn: FetchFn,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async put(uploadUrl: string, file: Blob, contentType: string): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.config.requestTimeoutMs);
    let response: Response;
    try {
      response = await this.fetchFn(uploadUrl, {
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        body: file,
        signal: controller.signal,
      });
    } catch (error) {
      const kind = controller.signal.aborted ? 'timeout' : 'network';
      throw new AppError(kind, { operation: 'upload' }, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      throw new AppError('request-failed', { status: response.status, operation: 'upload' });
    }
  }
}
