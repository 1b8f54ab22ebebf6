import {
  CAR_CODES,
  carApply,
  carApplyList,
  carGoodsDetail,
  carGoodsList,
  carReleaseOrderList,
} from '../../adapters/api/catalogue/car.schema';
import { CAR_APPLICATION_CODES } from '../../domain/car/car-application-status';
import type { Locale } from '../../domain/language/language';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { pageAnswer } from '../core/paging';
import { requestLocale } from '../core/request-language';
import { RELEASE_RATE, releaseWiresOf, settleReleases, startRelease } from '../gold/releases';
import { isUploadOf } from '../home/r2-uploads';
import { CARS, type CarSeed, carById, carImage } from './car.seed';
import { addApplication, applicationsOf, type MockCarApplication } from './car.state';
import { carTextIn } from './car-content';

/** A car's words in the request's language (its picture has no words: the same in every language). */
const textOf = (car: CarSeed, locale: Locale) => carTextIn(locale, car.id) ?? car;

const carWire = (car: CarSeed, locale: Locale) => ({
  id: car.id,
  name: car.name,
  image: carImage(car),
  price: car.price,
  release_amount: car.releaseAmount,
  release_rate: RELEASE_RATE,
  specification: textOf(car, locale).specification,
});

export const applicationWire = (a: MockCarApplication) => ({
  id: a.id,
  apply_no: a.applyNo,
  car_id: a.carId,
  car_name: carById(a.carId)?.name ?? '',
  name: a.name,
  phone: a.phone,
  documents: [...a.documents],
  status: a.status,
  reason: a.reason,
  create_time: a.createdAt,
  review_time: a.reviewedAt,
});

/** Approves or rejects an application (the control call); approval starts the release of the car's amount. */
export function reviewApplication(
  state: MockState,
  application: MockCarApplication,
  decision: 'approve' | 'reject',
  reason: string,
  now: number,
): void {
  application.status =
    decision === 'approve' ? CAR_APPLICATION_CODES.approved : CAR_APPLICATION_CODES.rejected;
  application.reason = decision === 'approve' ? '' : reason;
  application.reviewedAt = new Date(now).toISOString();
  const car = carById(application.carId);
  if (decision === 'approve' && car) {
    startRelease(
      state,
      {
        userId: application.userId,
        kind: 'car',
        orderNo: application.applyNo,
        goodsName: car.name,
        amount: car.releaseAmount,
      },
      now,
    );
  }
}

/**
 * The car shop (`car/*`): cars to apply for, applications with uploaded documents (r2-uploads.ts), pending
 * until reviewed by the control call (`/__mock/car/review`), and the releases of approved ones.
 */
export const CAR_HANDLERS: readonly Implementation[] = [
  implementAuthed(carGoodsList, ({ headers }) => ok(CARS.map((car) => carWire(car, requestLocale(headers))))),

  implementAuthed(carGoodsDetail, ({ input, headers }) => {
    const car = carById(input.id);
    if (!car) return fail(CAR_CODES.carNotFound, 'car not found');
    const locale = requestLocale(headers);
    return ok({ ...carWire(car, locale), images: [carImage(car)], content: textOf(car, locale).content });
  }),

  implementAuthed(carApply, ({ input, user, state, env }) => {
    const car = carById(input.car_id);
    if (!car) return fail(CAR_CODES.carNotFound, 'car not found');
    if (!input.documents.every((url) => isUploadOf(state, user.id, url))) {
      return fail(CAR_CODES.documentMissing, 'a document was not uploaded');
    }
    const mine = applicationsOf(state, user.id).filter((a) => a.carId === car.id);
    const now = new Date(env.now()).toISOString();
    const fields = {
      name: input.name.trim(),
      phone: input.phone,
      documents: [...input.documents],
      remark: input.remark?.trim() ?? '',
      status: CAR_APPLICATION_CODES.pending,
      reason: '',
      createdAt: now,
      reviewedAt: null,
    };
    if (input.resubmit_id !== undefined) {
      const rejected = mine.find(
        (a) => a.id === input.resubmit_id && a.status === CAR_APPLICATION_CODES.rejected,
      );
      if (!rejected) return fail(CAR_CODES.notResubmittable, 'no rejected application to send again');
      Object.assign(rejected, fields);
      return ok({ id: rejected.id });
    }
    if (mine.some((a) => a.status !== CAR_APPLICATION_CODES.rejected)) {
      return fail(CAR_CODES.alreadyApplied, 'an application for this car is pending or approved');
    }
    return ok({ id: addApplication(state, { ...fields, userId: user.id, carId: car.id }).id });
  }),

  implementAuthed(carApplyList, ({ user, state }) => ok(applicationsOf(state, user.id).map(applicationWire))),

  implementAuthed(carReleaseOrderList, ({ input, user, state, env }) => {
    settleReleases(state, env.now(), user.id);
    return pageAnswer(releaseWiresOf(state, user.id, 'car', input.status), input.page, input.page_size);
  }),
];
