import { inject, injectable } from 'inversify';
import type { PhoneCheck } from '../../domain/address/address-rules';
import {
  type CarApplicationInput,
  type CarField,
  type CarFieldError,
  documentSizeOk,
  validateCarApplication,
} from '../../domain/car/car-application-rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { InvalidFields } from '../../domain/shared/validation';
import { HomeApi } from '../home/home-api.port';
import { CarApi, type CarRefusalReason, FileUploader, isCarRefused } from './car-api.port';

export type ApplyRefusal = InvalidFields<CarField, CarFieldError> | { readonly kind: CarRefusalReason };

/**
 * Sends a car application (or a rejected one again, corrected): every field checked first, then the call.
 * Refusals as values; other failures reject with the AppError (the screen says "car application failed").
 */
@injectable()
export class ApplyForCarUseCase {
  constructor(@inject(CarApi) private readonly cars: CarApi) {}

  async execute(input: CarApplicationInput, isValidPhone: PhoneCheck): Promise<Result<number, ApplyRefusal>> {
    const checked = validateCarApplication(input, isValidPhone);
    if (!checked.ok) return checked;
    try {
      return ok(await this.cars.apply(checked.value));
    } catch (error) {
      if (isCarRefused(error)) return err({ kind: error.reason });
      throw error;
    }
  }
}

export type UploadRefusal = { readonly kind: 'file-too-large' };

/**
 * Uploads one document: a presigned address (`common/generateR2PresignedUrl`), then the file PUT to it;
 * answers the public address the application names. A file that is empty or too large is refused before
 * anything is sent; other failures reject with the AppError.
 */
@injectable()
export class UploadCarDocumentUseCase {
  constructor(
    @inject(HomeApi) private readonly home: HomeApi,
    @inject(FileUploader) private readonly uploader: FileUploader,
  ) {}

  async execute(file: File): Promise<Result<string, UploadRefusal>> {
    if (!documentSizeOk(file.size)) return err({ kind: 'file-too-large' });
    const contentType = file.type || 'application/octet-stream';
    const { uploadUrl, publicUrl } = await this.home.presignedUpload(file.name, contentType);
    await this.uploader.put(uploadUrl, file, contentType);
    return ok(publicUrl);
  }
}
