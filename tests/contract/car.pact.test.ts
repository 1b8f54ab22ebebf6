import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { HttpCarApi } from '../../src/adapters/api/car/http-car-api.adapter';
import {
  CAR_CODES,
  carApply,
  carApplyList,
  carGoodsDetail,
  carGoodsList,
  carReleaseOrderList,
} from '../../src/adapters/api/catalogue/car.schema';
import { CarRefused } from '../../src/application/car/car-api.port';
import { picture, releaseWire } from './support/gold-wire';
import {
  contractKit,
  dateTime,
  decimal,
  failure,
  fromState,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer, string, regex } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpCarApi(contractKit(url, PACT_TOKEN).client);
const DOCUMENT = 'https://r2.nadi.example/__r2/uploads/10001/0123456789abcdef0123456789abcdef/licence.png';
const document = () => fromState('document_url', DOCUMENT);
const APPLICATION_ID = 42;

async function refusalOf(promise: Promise<unknown>): Promise<CarRefused> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof CarRefused) return error;
  throw new Error(`expected a CarRefused, got ${String(error)}`, { cause: error });
}

const carWire = {
  id: integer(1),
  name: string('NADI EV Alpha'),
  image: picture('https://cdn.nadi.example/cars/alpha.png'),
  price: decimal('25000'),
  release_amount: decimal('25000'),
  release_rate: decimal('0.01'),
  specification: string('5 seats · 420 km range'),
};

const draft = (fields: Partial<Parameters<HttpCarApi['apply']>[0]> = {}) => ({
  carId: 1,
  name: 'Somchai Jaidee',
  phone: '+66812345678',
  documents: [DOCUMENT],
  resubmitOf: null,
  ...fields,
});

describe('car shop contract', () => {
  it('car.goodsList answers the cars', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: carGoodsList,
        description: 'the cars to apply for',
        answer: success(eachLike(carWire)),
      },
      async (server) => {
        const [car] = await api(server.url).goods();
        expect(car).toMatchObject({ id: 1, name: 'NADI EV Alpha' });
        expect(car?.releaseAmount).toEqual(new Decimal('25000'));
      },
    );
  });

  it('car.goodsDetail answers one car with its description', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: carGoodsDetail,
        description: 'the first car',
        query: { id: '1' },
        answer: success({ ...carWire, id: 1, images: eachLike(picture()), content: string('<p>A car</p>') }),
      },
      async (server) => {
        expect((await api(server.url).detail(1)).content).toBe('<p>A car</p>');
      },
    );
  });

  it('car.goodsDetail of an unknown car answers code 4501, refused as car-not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: carGoodsDetail,
        description: 'a car that does not exist',
        query: { id: '99' },
        answer: failure(CAR_CODES.carNotFound, 'car not found'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).detail(99))).reason).toBe('car-not-found');
      },
    );
  });

  it('car.apply with an uploaded document answers the application id', async () => {
    await interaction(
      {
        given: 'the user has uploaded a car document',
        endpoint: carApply,
        description: 'a contact and one uploaded document',
        body: { car_id: 1, name: 'Somchai Jaidee', phone: '+66812345678', documents: [document()] },
        answer: success({ id: integer(APPLICATION_ID) }),
      },
      async (server) => {
        expect(await api(server.url).apply(draft())).toBe(APPLICATION_ID);
      },
    );
  });

  it('car.apply resubmitting a rejected application answers its id', async () => {
    await interaction(
      {
        given: 'the user has a rejected car application',
        endpoint: carApply,
        description: 'the rejected application sent again',
        body: {
          car_id: 1,
          name: 'Somchai Jaidee',
          phone: '+66812345678',
          documents: [document()],
          resubmit_id: fromState('application_id', APPLICATION_ID),
        },
        answer: success({ id: integer(APPLICATION_ID) }),
      },
      async (server) => {
        expect(await api(server.url).apply(draft({ resubmitOf: APPLICATION_ID }))).toBe(APPLICATION_ID);
      },
    );
  });

  it.each([
    ['a user is logged in', 'a document never uploaded', {}, CAR_CODES.documentMissing, 'document-missing'],
    [
      'the user has a pending car application',
      'a car applied for already',
      {},
      CAR_CODES.alreadyApplied,
      'already-applied',
    ],
    [
      'the user has uploaded a car document',
      'a car that does not exist',
      { carId: 99 },
      CAR_CODES.carNotFound,
      'car-not-found',
    ],
    [
      'the user has uploaded a car document',
      'a resubmission of nothing rejected',
      { resubmitOf: 999999 },
      CAR_CODES.notResubmittable,
      'not-resubmittable',
    ],
  ] as const)('car.apply in "%s" with %s is refused', async (given, description, fields, code, reason) => {
    const sent = draft(fields);
    await interaction(
      {
        given,
        endpoint: carApply,
        description,
        body: {
          car_id: sent.carId,
          name: sent.name,
          phone: sent.phone,
          documents: [given === 'a user is logged in' ? DOCUMENT : document()],
          ...(sent.resubmitOf === null ? {} : { resubmit_id: sent.resubmitOf }),
        },
        answer: failure(code, 'refused'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).apply(sent))).reason).toBe(reason);
      },
    );
  });

  it('car.applyList answers the applications with a rejection reason', async () => {
    await interaction(
      {
        given: 'the user has a rejected car application',
        endpoint: carApplyList,
        description: 'a user with a rejected application',
        answer: success(
          eachLike({
            id: integer(APPLICATION_ID),
            apply_no: regex('^[A-Za-z0-9]+$', 'CA20261122000042'),
            car_id: integer(1),
            car_name: string('NADI EV Alpha'),
            name: string('Somchai Jaidee'),
            phone: string('+66812345678'),
            documents: eachLike(string(DOCUMENT)),
            status: 3,
            reason: string('The driving licence photo is unreadable.'),
            create_time: dateTime('2026-11-22T15:30:00.000Z'),
            review_time: dateTime('2026-11-22T16:30:00.000Z'),
          }),
        ),
      },
      async (server) => {
        const [application] = await api(server.url).applications();
        expect(application).toMatchObject({
          status: 'rejected',
          rejectReason: 'The driving licence photo is unreadable.',
        });
      },
    );
  });

  it('car.applyList of a user without applications answers an empty list', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: carApplyList,
        description: 'a user with no application',
        answer: success([]),
      },
      async (server) => {
        expect(await api(server.url).applications()).toEqual([]);
      },
    );
  });

  it('car.releaseOrderList answers the releases of approved applications', async () => {
    await interaction(
      {
        given: 'the user has an approved car application',
        endpoint: carReleaseOrderList,
        description: 'the first page of car releases',
        query: { page: '1', page_size: '10' },
        answer: success({
          list: eachLike({ ...releaseWire(1, 'NADI EV Alpha'), release_time: null, released: decimal('0') }),
          total: integer(1),
          page: 1,
          page_size: 10,
        }),
      },
      async (server) => {
        const page = await api(server.url).releases({ status: null, page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({ goodsName: 'NADI EV Alpha', releasedAt: null });
      },
    );
  });

  it('car.releaseOrderList of a user without releases answers an empty page', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: carReleaseOrderList,
        description: 'a user with no release',
        query: { page: '1', page_size: '10', status: '2' },
        answer: success({ list: [], total: 0, page: 1, page_size: 10 }),
      },
      async (server) => {
        expect(
          (await api(server.url).releases({ status: 'completed', page: 1, pageSize: 10 })).items,
        ).toEqual([]);
      },
    );
  });
});
