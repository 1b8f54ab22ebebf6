import * as z from 'zod/mini';
import {
  decimalString,
  endpoint,
  enumCode,
  idParams,
  isoDate,
  isoDateOrNull,
  noParams,
  pageOf,
  phoneE164,
} from './endpoint';
import { releaseListParams, releaseOrderWire } from './gold.schema';

/** Answer codes of the car calls (HTTP 200 with a non-200 code), shared by the adapter and the mock. */
export const CAR_CODES = {
  /** No such car. */
  carNotFound: 4501,
  /** An application for this car is pending or approved already. */
  alreadyApplied: 4502,
  /** A document address that no upload of this user made. */
  documentMissing: 4503,
  /** `resubmit_id` names no rejected application of this user for this car. */
  notResubmittable: 4504,
} as const;

/** A car of the car shop (fields proposed; the spec shows none). */
export const carGoodsWire = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  /** Guide price in USDT. */
  price: decimalString,
  /** What an approved application releases, in USDT. */
  release_amount: decimalString,
  /** Fraction released a day. */
  release_rate: decimalString,
  specification: z.string(),
});

export const carGoodsDetailWire = z.extend(carGoodsWire, {
  images: z.array(z.string()),
  /** Description as HTML; sanitised before display. */
  content: z.string(),
});

/** One application: pending 1, approved 2, rejected 3 (with the reason). */
export const carApplicationWire = z.object({
  id: z.number(),
  apply_no: z.string(),
  car_id: z.number(),
  car_name: z.string(),
  name: z.string(),
  phone: z.string(),
  documents: z.array(z.string()),
  /** CAR_APPLICATION_CODES of the domain. */
  status: enumCode,
  /** Why it was rejected; empty otherwise. */
  reason: z.string(),
  create_time: isoDate,
  review_time: isoDateOrNull,
});

export const carGoodsList = endpoint({
  id: 'car.goodsList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/car/goodsList',
  auth: true,
  origin: 'proposed',
  summary: 'The cars one may apply for.',
  request: noParams,
  response: z.array(carGoodsWire),
});

export const carGoodsDetail = endpoint({
  id: 'car.goodsDetail',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/car/goodsDetail',
  auth: true,
  origin: 'proposed',
  summary: `One car with pictures and description; code ${CAR_CODES.carNotFound} when there is none.`,
  request: idParams,
  response: carGoodsDetailWire,
});

export const carApply = endpoint({
  id: 'car.apply',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/car/apply',
  auth: true,
  origin: 'spec',
  summary:
    'Applies for a car (application only, no payment): the car, a contact name and phone, 1 to 5 documents ' +
    'uploaded first (common/generateR2PresignedUrl, then a PUT), by their public addresses; `resubmit_id` ' +
    'sends a rejected application again, corrected. Answers the application id, pending review. Codes ' +
    `${CAR_CODES.carNotFound} no such car, ${CAR_CODES.alreadyApplied} one pending or approved already, ` +
    `${CAR_CODES.documentMissing} a document not uploaded, ${CAR_CODES.notResubmittable} nothing to resubmit ` +
    '(payload and answer proposed).',
  request: z.object({
    car_id: z.number(),
    name: z.string().check(z.minLength(1)),
    phone: phoneE164,
    documents: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(5)),
    resubmit_id: z.optional(z.number()),
    remark: z.optional(z.string()),
  }),
  response: z.object({ id: z.number() }),
});

export const carApplyList = endpoint({
  id: 'car.applyList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/car/applyList',
  auth: true,
  origin: 'proposed',
  summary: "The user's car applications, newest first, with their state and a rejection's reason.",
  request: noParams,
  response: z.array(carApplicationWire),
});

export const carReleaseOrderList = endpoint({
  id: 'car.releaseOrderList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/car/releaseOrderList',
  auth: true,
  origin: 'spec',
  summary:
    'A page of car release records (one per approved application), as gold release records (query and ' +
    'answer proposed).',
  request: releaseListParams,
  response: pageOf(releaseOrderWire),
});

/** The proposed car calls (listed after the spec's in ALL_ENDPOINTS). */
export const CAR_PROPOSED_ENDPOINTS = [carGoodsList, carGoodsDetail, carApplyList] as const;

/** The car calls: the spec's, then the proposed ones. */
export const CAR_ENDPOINTS = [carApply, carReleaseOrderList, ...CAR_PROPOSED_ENDPOINTS] as const;
