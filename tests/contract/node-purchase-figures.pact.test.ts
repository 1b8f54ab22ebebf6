/**
 * After a purchase, home, mining and team tell the same story (issue 37, item 7: after an elite node, home said
 * T0 and power 0 while mining said 500). A server must keep them consistent, and these interactions pin it:
 * in a state where a new account bought one elite node through the ordinary purchase (preOrder.preOrder,
 * then pay.balance), home (user.info) shows level T3 and power 500, mining (mining.power, mining.myMiners)
 * counts the same 500 as the node's gift, personal performance counts the node's 500 USDT, and the buyer's
 * upline sees the 500 USDT in its team and direct performance and the buyer at T3 among its direct referrals.
 * The figures a rule fixes are exact (`decimalOf`, plain values); the rest are typed as everywhere else.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { miningMyMiners, miningPower } from '../../src/adapters/api/catalogue/mining.schema';
import { userInfo, userPerformance, userZhiList } from '../../src/adapters/api/catalogue/user.schema';
import { HttpMiningApi } from '../../src/adapters/api/mining/http-mining-api.adapter';
import { HttpUserApi } from '../../src/adapters/api/user/http-user-api.adapter';
import { PACT_FRESH_BUYER, PACT_FRESH_UPLINE } from '../../src/mock/user/user.feature';
import {
  contractKit,
  dateTime,
  decimal,
  decimalOf,
  PACT_TOKEN,
  pactInteractions,
  success,
  walletAddress,
} from './support/pact-kit';

const { eachLike, equal, integer, regex, string } = MatchersV3;

const interaction = pactInteractions();
const users = (url: string) => new HttpUserApi(contractKit(url, PACT_TOKEN).client);
const mining = (url: string) => new HttpMiningApi(contractKit(url, PACT_TOKEN).client);

const BOUGHT = 'a fresh user has bought an elite node';
const REFERRAL_BOUGHT = "a fresh user's direct referral has bought an elite node";

/** The elite node (node.list): tier level 3, 500 USDT, 500 power gifted. */
const ELITE = { level: 3, price: '500', powerGift: '500' } as const;

/** A new account's wallet, invite code and name (examples: the server makes its own). */
interface Account {
  readonly id: number;
  readonly address: string;
  readonly code: string;
  readonly name: string;
  readonly balance: string;
}
/** The buyer: the mock's demo grant of 1000 USDT less the node's 500. */
const BUYER: Account = {
  id: 10007,
  address: PACT_FRESH_BUYER,
  code: 'VQ5XFSJV',
  name: 'NADI-A4DC',
  balance: '500',
};
/** The buyer's upline, who bought nothing. */
const UPLINE: Account = {
  id: 10006,
  address: PACT_FRESH_UPLINE,
  code: '5RH6ZKGS',
  name: 'NADI-0AA9',
  balance: '1000',
};

/** user.info of a new account: the parts no purchase fixes, typed. */
const accountWire = (account: Account) => ({
  id: integer(account.id),
  code: regex('^[A-Z0-9]{4,12}$', account.code),
  name: string(account.name),
  wallet_address: walletAddress(account.address),
  invite_link: string(`https://app.nadi.example/#/index?code=${account.code}`),
  device_performance: decimal('0'),
  balance: decimal(account.balance),
  destroy_pool_num: decimal('0'),
  flow_pool_num: decimal('0'),
});

describe('node purchase contract: home, mining and team agree after an elite node', () => {
  it('user.info (home, team) shows the buyer at T3 with the node’s 500 power and 500 USDT of performance', async () => {
    await interaction(
      {
        given: BOUGHT,
        endpoint: userInfo,
        description: 'the buyer of an elite node on a new account',
        answer: success({
          ...accountWire(BUYER),
          level: ELITE.level,
          zhi_num: integer(0),
          team_num: integer(0),
          me_performance: decimalOf(ELITE.price),
          team_performance: decimal('0'),
          power: decimalOf(ELITE.powerGift),
        }),
      },
      async (server) => {
        const user = await users(server.url).info();
        expect(user.level).toBe(3);
        expect(user.power.toFixed()).toBe('500');
        expect(user.personalPerformance.toFixed()).toBe('500');
        expect(user.walletAddress).toBe(BUYER.address);
      },
    );
  });

  it('mining.power counts the same 500 as the node’s gift, none of it basic', async () => {
    await interaction(
      {
        given: BOUGHT,
        endpoint: miningPower,
        description: 'the power of the buyer of an elite node on a new account',
        answer: success({
          basic: decimalOf('0'),
          gift: decimalOf(ELITE.powerGift),
          released: decimal('0'),
          remaining: decimal('500'),
        }),
      },
      async (server) => {
        const power = await mining(server.url).power();
        // What home shows as the account's power (user.info above): basic plus gift.
        expect(power.basic.plus(power.gift).toFixed()).toBe('500');
        expect(power.gift.toFixed()).toBe('500');
        expect(power.remaining).toEqual(new Decimal('500'));
      },
    );
  });

  it('mining.myMiners lists the node as the buyer’s one miner, mining its 500 power', async () => {
    await interaction(
      {
        given: BOUGHT,
        endpoint: miningMyMiners,
        description: 'the miners of the buyer of an elite node on a new account',
        answer: success([
          {
            id: integer(100001),
            kind: 3,
            name: string('T3 node'),
            power: decimalOf(ELITE.powerGift),
            activation: 1,
            create_time: dateTime('2026-01-01T00:00:00.000Z'),
          },
        ]),
      },
      async (server) => {
        const miners = await mining(server.url).myMiners();
        expect(miners).toEqual([
          {
            id: 100001,
            kind: 'node',
            name: 'T3 node',
            power: new Decimal('500'),
            activation: 'success',
            createdAt: new Date('2026-01-01T00:00:00.000Z'),
          },
        ]);
      },
    );
  });

  it('user.info (team) of the upline counts the referral’s 500 USDT in its team performance', async () => {
    await interaction(
      {
        given: REFERRAL_BOUGHT,
        endpoint: userInfo,
        description: 'a new account whose one direct referral bought an elite node',
        answer: success({
          ...accountWire(UPLINE),
          level: integer(0),
          zhi_num: 1,
          team_num: 1,
          me_performance: decimal('0'),
          team_performance: decimalOf(ELITE.price),
          power: decimal('0'),
        }),
      },
      async (server) => {
        const user = await users(server.url).info();
        expect(user.directCount).toBe(1);
        expect(user.teamCount).toBe(1);
        expect(user.teamPerformance.toFixed()).toBe('500');
        expect(user.walletAddress).toBe(UPLINE.address);
      },
    );
  });

  it('user.performance (team) of the upline counts the same 500 USDT as direct performance', async () => {
    await interaction(
      {
        given: REFERRAL_BOUGHT,
        endpoint: userPerformance,
        description: 'the team figures of a new account whose direct referral bought an elite node',
        answer: success({
          zhi_performance: decimalOf(ELITE.price),
          devices: eachLike({ type: integer(1), performance: decimal('0') }),
        }),
      },
      async (server) => {
        const figures = await users(server.url).performance();
        expect(figures.direct).toEqual(new Decimal('500'));
        expect(figures.devices[0]).toMatchObject({ type: 'tablet' });
      },
    );
  });

  it('user.zhiList (team) shows the referral at T3 with the node’s 500 USDT of performance', async () => {
    await interaction(
      {
        given: REFERRAL_BOUGHT,
        endpoint: userZhiList,
        description: 'the direct referrals of a new account whose one referral bought an elite node',
        query: { page: '1', page_size: '10' },
        answer: success({
          list: [
            {
              address: walletAddress(BUYER.address),
              name: string(BUYER.name),
              level: equal(ELITE.level),
              performance: decimalOf(ELITE.price),
              created_at: dateTime('2026-01-01T00:00:00.000Z'),
            },
          ],
          total: 1,
          page: 1,
          page_size: 10,
        }),
      },
      async (server) => {
        const page = await users(server.url).directList({ page: 1, pageSize: 10 });
        expect(page.total).toBe(1);
        expect(page.items).toEqual([
          {
            address: BUYER.address,
            name: BUYER.name,
            level: 3,
            performance: new Decimal('500'),
            joinedAt: new Date('2026-01-01T00:00:00.000Z'),
          },
        ]);
      },
    );
  });
});
