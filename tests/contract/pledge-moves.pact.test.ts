import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  PLEDGE_CODES,
  pledgeIncomeLog,
  pledgePositions,
  pledgeRedeem,
  pledgeReleaseLog,
} from '../../src/adapters/api/catalogue/pledge.schema';
import { HttpPledgeApi } from '../../src/adapters/api/pledge/http-pledge-api.adapter';
import { pledgeRefusalOf } from '../../src/application/pledge/pledge-refusal';
import {
  appErrorOf,
  contractKit,
  dateTime,
  decimal,
  failure,
  fromState,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';
import { ACTIVE, MATURED, positionWire, REDEEMED, T_BUY, T_END, T_NEXT } from './support/pledge-wire';

const { arrayContaining, eachLike, integer } = MatchersV3;
const d = (value: string | number) => new Decimal(value);

const interaction = pactInteractions();
const api = (url: string) => new HttpPledgeApi(contractKit(url, PACT_TOKEN).client);

const UNKNOWN_ID = 999999;
const PAGE = { page: 1, pageSize: 10 };
const activeQuery = () => ({
  page: '1',
  page_size: '10',
  position_id: fromState('position_id', String(ACTIVE.id)),
});

/** The redeem call's body; `positionId` is an id or the state's value (`fromState`). */
const redeemBody = (positionId: unknown, early: 0 | 1, requestId: string) => ({
  position_id: positionId,
  early,
  request_id: requestId,
});
const redeem = (url: string, positionId: number, early: boolean, requestId: string) =>
  api(url).redeem({ positionId, early, requestId });

describe('savings contract: my savings, records and redemption', () => {
  it('pledge.positions answers the active, matured and redeemed positions with their next release', async () => {
    await interaction(
      {
        given: 'the user has savings',
        endpoint: pledgePositions,
        description: 'the first page of my savings',
        query: { page: '1', page_size: '10' },
        answer: success({
          list: arrayContaining(positionWire(ACTIVE), positionWire(MATURED), positionWire(REDEEMED)),
          total: integer(3),
          page: 1,
          page_size: 10,
        }),
      },
      async (server) => {
        const page = await api(server.url).positions(PAGE);
        expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
        expect(page.items.map((p) => [p.id, p.status, p.productId])).toEqual([
          [7, 'active', 101],
          [8, 'matured', 101],
          [9, 'redeemed', 101],
        ]);
        expect(page.items[0]).toMatchObject({
          kind: 'joint',
          returns: 'redeem',
          amount: d(2000),
          amountU: d(165),
          income: d(100),
          buyTime: new Date(T_BUY),
          endTime: new Date(T_END),
          nextRelease: { time: new Date(T_NEXT), amount: d(100) },
        });
        expect(page.items[1]?.nextRelease).toBeNull();
        expect(page.items[2]?.returned).toEqual(d(1300));
      },
    );
  });

  it('pledge.releaseLog answers the principal records with the position and the totals', async () => {
    await interaction(
      {
        given: 'the user has savings',
        endpoint: pledgeReleaseLog,
        description: 'the release records of the active position',
        query: activeQuery(),
        answer: success({
          list: eachLike({
            id: integer(11),
            amount: decimal('2000'),
            time: dateTime(T_END),
            rate: decimal('1'),
            status: 1,
          }),
          total: integer(1),
          page: 1,
          page_size: 10,
          position: positionWire(ACTIVE),
          total_released: decimal('0'),
          total_waiting: decimal('2000'),
        }),
      },
      async (server) => {
        const log = await api(server.url).releases(ACTIVE.id, PAGE);
        expect(log.items).toEqual([
          { id: 11, amount: d(2000), time: new Date(T_END), rate: d(1), status: 'waiting' },
        ]);
        expect(log.position).toMatchObject({ id: ACTIVE.id, status: 'active' });
        expect(log.totalReleased).toEqual(d(0));
        expect(log.totalWaiting).toEqual(d(2000));
      },
    );
  });

  it('pledge.incomeLog answers the income records with their total', async () => {
    await interaction(
      {
        given: 'the user has savings',
        endpoint: pledgeIncomeLog,
        description: 'the income records of the active position',
        query: activeQuery(),
        answer: success({
          list: eachLike({ id: integer(12), amount: decimal('100'), time: dateTime(T_NEXT) }),
          total: integer(1),
          page: 1,
          page_size: 10,
          total_income: decimal('100'),
        }),
      },
      async (server) => {
        const log = await api(server.url).incomes(ACTIVE.id, PAGE);
        expect(log.items).toEqual([{ id: 12, amount: d(100), time: new Date(T_NEXT) }]);
        expect(log.totalIncome).toEqual(d(100));
        expect(log).toMatchObject({ total: 1, page: 1, pageSize: 10 });
      },
    );
  });

  it('pledge.releaseLog of an unknown position answers code 404, refused as not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: pledgeReleaseLog,
        description: 'a position that does not exist',
        query: { page: '1', page_size: '10', position_id: String(UNKNOWN_ID) },
        answer: failure(PLEDGE_CODES.notFound, 'position not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).releases(UNKNOWN_ID, PAGE));
        expect(pledgeRefusalOf(error)).toEqual({ kind: 'not-found' });
      },
    );
  });

  it('pledge.redeem of a matured position answers it redeemed with its principal back', async () => {
    const requestId = 'pact-redeem-matured';
    await interaction(
      {
        given: 'the user has savings',
        endpoint: pledgeRedeem,
        description: 'the matured position, not early',
        body: redeemBody(fromState('matured_position_id', MATURED.id), 0, requestId),
        answer: success(positionWire({ ...MATURED, status: 3, returned: '1500' })),
      },
      async (server) => {
        const position = await redeem(server.url, MATURED.id, false, requestId);
        expect(position).toMatchObject({ id: MATURED.id, status: 'redeemed', nextRelease: null });
        expect(position.returned).toEqual(d(1500));
      },
    );
  });

  it('pledge.redeem early of the active position answers it redeemed less the penalty', async () => {
    const requestId = 'pact-redeem-early';
    await interaction(
      {
        given: 'the user has savings',
        endpoint: pledgeRedeem,
        description: 'the active position, early, its penalty accepted',
        body: redeemBody(fromState('position_id', ACTIVE.id), 1, requestId),
        answer: success(positionWire({ ...ACTIVE, status: 3, returned: '1800', next: null })),
      },
      async (server) => {
        const position = await redeem(server.url, ACTIVE.id, true, requestId);
        expect(position).toMatchObject({ id: ACTIVE.id, status: 'redeemed', nextRelease: null });
        expect(position.returned).toEqual(d(1800));
      },
    );
  });

  it.each([
    [
      'already-redeemed',
      'the redeemed position',
      'redeemed_position_id',
      REDEEMED.id,
      failure(PLEDGE_CODES.alreadyRedeemed, 'already redeemed'),
    ],
    [
      'not-matured',
      'the active position, not early',
      'position_id',
      ACTIVE.id,
      failure(PLEDGE_CODES.notMatured, 'not matured: early redemption not accepted'),
    ],
  ])('pledge.redeem refused as %s: %s', async (kind, description, name, id, answer) => {
    const requestId = `pact-redeem-${kind}`;
    await interaction(
      {
        given: 'the user has savings',
        endpoint: pledgeRedeem,
        description,
        body: redeemBody(fromState(name, id), 0, requestId),
        answer,
      },
      async (server) => {
        expect(pledgeRefusalOf(await appErrorOf(redeem(server.url, id, false, requestId)))).toEqual({ kind });
      },
    );
  });

  it('pledge.redeem of an unknown position answers code 404, refused as not-found', async () => {
    const requestId = 'pact-redeem-unknown';
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: pledgeRedeem,
        description: 'a position that does not exist',
        body: redeemBody(UNKNOWN_ID, 0, requestId),
        answer: failure(PLEDGE_CODES.notFound, 'position not found'),
      },
      async (server) => {
        const error = await appErrorOf(redeem(server.url, UNKNOWN_ID, false, requestId));
        expect(pledgeRefusalOf(error)).toEqual({ kind: 'not-found' });
      },
    );
  });
});
