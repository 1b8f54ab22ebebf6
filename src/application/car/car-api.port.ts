import type { CarApplication, CarApplicationDraft, CarGoods, CarGoodsDetail } from '../../domain/car/car';
import type { ReleaseRecord } from '../../domain/gold/gold';
import type { Page } from '../../domain/shared/paging';
import type { ReleaseQuery } from '../gold/gold-api.port';

export type CarRefusalReason = 'car-not-found' | 'already-applied' | 'document-missing' | 'not-resubmittable';

/** A business refusal of a car call; every other failure is an AppError. */
export class CarRefused extends Error {
  constructor(
    readonly reason: CarRefusalReason,
    readonly serverMessage = '',
  ) {
    super(`car refused: ${reason}`);
    this.name = 'CarRefused';
  }
}

export const isCarRefused = (value: unknown): value is CarRefused => value instanceof CarRefused;

/** Car shop calls (`car/*`); fail with an AppError of an API kind, or CarRefused where refused by rule. */
export const CarApi = Symbol.for('CarApi');
export interface CarApi {
  /** The cars one may apply for (`car/goodsList`, proposed). */
  goods(): Promise<readonly CarGoods[]>;
  /** One car (`car/goodsDetail`, proposed); refused: car-not-found. */
  detail(id: number): Promise<CarGoodsDetail>;
  /** Sends an application, or a rejected one again (`car/apply`); answers its id. Refused: every reason. */
  apply(draft: CarApplicationDraft): Promise<number>;
  /** The user's applications, newest first (`car/applyList`, proposed). */
  applications(): Promise<readonly CarApplication[]>;
  /** A page of car release records (`car/releaseOrderList`). */
  releases(query: ReleaseQuery): Promise<Page<ReleaseRecord>>;
}

/** Puts a file to a presigned upload address; fails with an AppError (network, timeout, request-failed). */
export const FileUploader = Symbol.for('FileUploader');
export interface FileUploader {
  put(uploadUrl: string, file: Blob, contentType: string): Promise<void>;
}
