import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { userInfo, userZhiList } from '../../src/adapters/api/catalogue/user.schema';
import { HttpUserApi } from '../../src/adapters/api/user/http-user-api.adapter';
import { ACCOUNT_FROZEN } from '../../src/mock/core/mock-backend';
import {
  appErrorOf,
  contractKit,
  dateTime,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
  walletAddress,
} from './support/pact-kit';

const { eachLike, integer, regex, string } = MatchersV3;

const interaction = pactInteractions();

const USER = {
  id: integer(10001),
  code: regex('^[A-Z0-9]{4,12}$', 'NADI2025'),
  name: string('Aiden Chen'),
  wallet_address: walletAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'),
  invite_link: string('https://app.nadi.example/#/index?code=NADI2025'),
  level: integer(5),
  zhi_num: integer(2),
  team_num: integer(4),
  me_performance: decimal('12500'),
  team_performance: decimal('9310.5'),
  device_performance: decimal('4200'),
  power: decimal('1850.75'),
  balance: decimal('15234.567891'),
  destroy_pool_num: decimal('2500'),
  flow_pool_num: decimal('860.125'),
};

const DIRECT_MEMBER = {
  address: walletAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'),
  name: string('Kenji Sato'),
  level: integer(2),
  performance: decimal('3100'),
  created_at: dateTime('2025-03-02T06:45:00.000Z'),
};

describe('user contract', () => {
  it('user.info answers the logged-in user', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: userInfo,
        description: 'a request for the logged-in user',
        answer: success(USER),
      },
      async (server) => {
        const user = await new HttpUserApi(contractKit(server.url, PACT_TOKEN).client).info();
        expect(user).toEqual({
          id: 10001,
          code: 'NADI2025',
          name: 'Aiden Chen',
          walletAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
          inviteLink: 'https://app.nadi.example/#/index?code=NADI2025',
          level: 5,
          directCount: 2,
          teamCount: 4,
          personalPerformance: new Decimal('12500'),
          teamPerformance: new Decimal('9310.5'),
          devicePerformance: new Decimal('4200'),
          power: new Decimal('1850.75'),
          balance: new Decimal('15234.567891'),
          destroyPool: new Decimal('2500'),
          flowPool: new Decimal('860.125'),
        });
      },
    );
  });

  it('user.info with an expired token answers HTTP 401 and signals the logout', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: userInfo,
        description: 'a token that is no longer valid',
        status: 401,
        answer: failure(401, 'login expired'),
      },
      async (server) => {
        const kit = contractKit(server.url, PACT_TOKEN);
        const error = await appErrorOf(new HttpUserApi(kit.client).info());
        expect(error.kind).toBe('unauthorized');
        expect(error.detail).toMatchObject({ status: 401, code: 401, serverMessage: 'login expired' });
        expect(kit.unauthorized).toEqual(['login expired']);
      },
    );
  });

  it('user.info of a frozen account answers HTTP 403: no permission, and the session stays', async () => {
    await interaction(
      {
        given: "the user's account is frozen",
        endpoint: userInfo,
        description: 'a valid token of a frozen account',
        status: 403,
        answer: failure(403, ACCOUNT_FROZEN),
      },
      async (server) => {
        const kit = contractKit(server.url, PACT_TOKEN);
        const error = await appErrorOf(new HttpUserApi(kit.client).info());
        expect(error.kind).toBe('forbidden');
        expect(error.detail).toMatchObject({ status: 403, code: 403, serverMessage: ACCOUNT_FROZEN });
        // Unlike a 401, a refusal of permission does not end the session.
        expect(kit.unauthorized).toEqual([]);
      },
    );
  });

  it('user.zhiList answers a page of direct referrals', async () => {
    await interaction(
      {
        given: 'the user has direct referrals',
        endpoint: userZhiList,
        description: 'the first page of direct referrals',
        query: { page: '1', page_size: '10' },
        answer: success({ list: eachLike(DIRECT_MEMBER), total: integer(2), page: 1, page_size: 10 }),
      },
      async (server) => {
        const page = await new HttpUserApi(contractKit(server.url, PACT_TOKEN).client).directList({
          page: 1,
          pageSize: 10,
        });
        expect(page).toEqual({
          items: [
            {
              address: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
              name: 'Kenji Sato',
              level: 2,
              performance: new Decimal('3100'),
              joinedAt: new Date('2025-03-02T06:45:00.000Z'),
            },
          ],
          total: 2,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });
});
