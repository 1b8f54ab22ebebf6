import Decimal from 'decimal.js';
import {
  type CarApi,
  type CarRefusalReason,
  CarRefused,
  type FileUploader,
} from '../../src/application/car/car-api.port';
import type { ReleaseQuery } from '../../src/application/gold/gold-api.port';
import type { CarApplication, CarApplicationDraft, CarGoods, CarGoodsDetail } from '../../src/domain/car/car';
import type { ReleaseRecord } from '../../src/domain/gold/gold';
import type { Page } from '../../src/domain/shared/paging';
import { T0 } from './sample-time';

export const sampleCar = (fields: Partial<CarGoodsDetail> = {}): CarGoodsDetail => ({
  id: 1,
  name: 'NADI EV Alpha',
  image: '',
  price: new Decimal(25000),
  releaseAmount: new Decimal(25000),
  releaseRate: new Decimal('0.01'),
  specification: '5 seats',
  images: [],
  content: '<p>car</p>',
  ...fields,
});

export const sampleApplication = (fields: Partial<CarApplication> = {}): CarApplication => ({
  id: 3,
  applicationNo: 'CA20260101000003',
  carId: 1,
  carName: 'NADI EV Alpha',
  name: 'Somchai',
  phone: '+66812345678',
  documents: ['https://cdn.example/a.png'],
  status: 'rejected',
  rejectReason: 'Blurry',
  createdAt: new Date(T0),
  reviewedAt: new Date(T0),
  ...fields,
});

/** CarApi in memory: cars, the user's applications (newest first), records what was sent. */
export class FakeCarApi implements CarApi {
  cars: CarGoodsDetail[] = [sampleCar()];
  applicationList: CarApplication[] = [];
  releaseList: ReleaseRecord[] = [];
  readonly sent: CarApplicationDraft[] = [];
  refuse: CarRefusalReason | null = null;
  failWith: Partial<Record<keyof CarApi, unknown>> = {};

  async goods(): Promise<readonly CarGoods[]> {
    if (this.failWith.goods) throw this.failWith.goods;
    return this.cars;
  }

  async detail(id: number): Promise<CarGoodsDetail> {
    const car = this.cars.find((c) => c.id === id);
    if (!car) throw new CarRefused('car-not-found');
    return car;
  }

  async apply(draft: CarApplicationDraft): Promise<number> {
    if (this.failWith.apply) throw this.failWith.apply;
    if (this.refuse) throw new CarRefused(this.refuse);
    this.sent.push(draft);
    const id = draft.resubmitOf ?? 10 + this.sent.length;
    this.applicationList = [
      sampleApplication({
        id,
        carId: draft.carId,
        name: draft.name,
        phone: draft.phone,
        status: 'pending',
        rejectReason: '',
      }),
      ...this.applicationList.filter((a) => a.id !== id),
    ];
    return id;
  }

  async applications(): Promise<readonly CarApplication[]> {
    return this.applicationList;
  }

  async releases({ page, pageSize }: ReleaseQuery): Promise<Page<ReleaseRecord>> {
    return { items: this.releaseList, total: this.releaseList.length, page, pageSize };
  }
}

/** FileUploader that records what was put, or fails with `failWith`. */
export class FakeFileUploader implements FileUploader {
  readonly puts: { url: string; type: string; size: number }[] = [];
  failWith: unknown = null;

  async put(uploadUrl: string, file: Blob, contentType: string): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.puts.push({ url: uploadUrl, type: contentType, size: file.size });
  }
}
