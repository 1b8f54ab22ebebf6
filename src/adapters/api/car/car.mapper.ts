import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type { CarApplication, CarGoods, CarGoodsDetail } from '../../../domain/car/car';
import { parseCarApplicationStatus } from '../../../domain/car/car-application-status';
import type { carApplicationWire, carGoodsDetailWire, carGoodsWire } from '../catalogue/car.schema';

export const toCarGoods = (w: z.output<typeof carGoodsWire>): CarGoods => ({
  id: w.id,
  name: w.name,
  image: w.image,
  price: new Decimal(w.price),
  releaseAmount: new Decimal(w.release_amount),
  releaseRate: new Decimal(w.release_rate),
  specification: w.specification,
});

export const toCarGoodsDetail = (w: z.output<typeof carGoodsDetailWire>): CarGoodsDetail => ({
  ...toCarGoods(w),
  images: w.images,
  content: w.content,
});

export const toCarApplication = (w: z.output<typeof carApplicationWire>): CarApplication => ({
  id: w.id,
  applicationNo: w.apply_no,
  carId: w.car_id,
  carName: w.car_name,
  name: w.name,
  phone: w.phone,
  documents: w.documents,
  status: parseCarApplicationStatus(w.status),
  rejectReason: w.reason,
  createdAt: new Date(w.create_time),
  reviewedAt: w.review_time === null ? null : new Date(w.review_time),
});
