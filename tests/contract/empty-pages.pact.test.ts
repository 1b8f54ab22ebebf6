import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { activityRanking } from '../../src/adapters/api/catalogue/activity.schema';
import type { Endpoint } from '../../src/adapters/api/catalogue/endpoint';
import {
  walletDepositList,
  walletIncomeLog,
  walletMoneyLog,
  walletTransferList,
  walletWithdrawList,
} from '../../src/adapters/api/catalogue/funds.schema';
import { miningDestroyList, miningPowerLog } from '../../src/adapters/api/catalogue/mining.schema';
import {
  pledgeIncomeLog,
  pledgePositions,
  pledgeReleaseLog,
} from '../../src/adapters/api/catalogue/pledge.schema';
import { preOrderList } from '../../src/adapters/api/catalogue/pre-order.schema';
import { tradeOrderList } from '../../src/adapters/api/catalogue/trade.schema';
import { userZhiList } from '../../src/adapters/api/catalogue/user.schema';
import { contractKit, fromState, PACT_TOKEN, pactInteractions, success } from './support/pact-kit';

const { integer, like } = MatchersV3;

const interaction = pactInteractions();

/** A page past the last one: every paged list answers it with an empty `list` (never null) and its total. */
const PAST_THE_END = 99;
const PAGE_SIZE = 10;

interface EmptyPageCase {
  readonly endpoint: Endpoint;
  readonly given: string;
  /** The call's other query parameters, as the app sends them. */
  readonly query?: Record<string, string>;
  /** Query parameters whose value the provider state supplies (name in the state's answer, example). */
  readonly fromStates?: Record<string, string>;
  /** Fields the answer carries beside the page, with examples (matched by type). */
  readonly extra?: Record<string, unknown>;
}

const CASES: readonly EmptyPageCase[] = [
  { endpoint: userZhiList, given: 'the user has direct referrals' },
  {
    endpoint: tradeOrderList,
    given: 'the user has an open trade order',
    query: { inst_id: 'NADI-USDT', list: 'current' },
  },
  { endpoint: preOrderList, given: 'the user has an order with a pending on-chain payment' },
  { endpoint: miningPowerLog, given: 'a user is logged in' },
  { endpoint: miningDestroyList, given: 'a user is logged in' },
  { endpoint: walletDepositList, given: 'the user has a funds history' },
  { endpoint: walletWithdrawList, given: 'the user has a funds history' },
  { endpoint: walletTransferList, given: 'the user has a funds history' },
  {
    endpoint: walletMoneyLog,
    given: 'the user has a funds history',
    query: { types: '29,3' },
    extra: { counts: { '29': 2, '3': 1 } },
  },
  {
    endpoint: walletIncomeLog,
    given: 'a user is logged in',
    extra: { totals: [{ coin: 'NADI', today: '8.25', total: '55.75' }] },
  },
  { endpoint: pledgePositions, given: 'the user has savings' },
  {
    endpoint: pledgeIncomeLog,
    given: 'the user has savings',
    fromStates: { position_id: '1' },
    extra: { total_income: '100' },
  },
  {
    endpoint: pledgeReleaseLog,
    given: 'the user has savings',
    fromStates: { position_id: '1' },
    extra: {
      position: {
        id: 1,
        product_id: 101,
        kind: 1,
        days: 30,
        day_rate: '0.005',
        month_rate: '0.15',
        release_every_days: 10,
        release_rate: '1',
        returns: 1,
        early_penalty_rate: '0.1',
        day_ms: 86400000,
        amount: '2000',
        amount_u: '165',
        buy_time: '2026-11-16T13:06:41.231Z',
        end_time: '2026-12-16T13:06:41.231Z',
        returned: '0',
        income: '100',
        next_release_time: '2026-12-06T13:06:41.231Z',
        next_release_amount: '100',
        status: 1,
      },
      total_released: '0',
      total_waiting: '2000',
    },
  },
  {
    endpoint: activityRanking,
    given: 'the user leads the current activity',
    query: { board: 'total', id: '2' },
    extra: {
      activity_id: 2,
      board: 'total',
      prize_pool: '3000',
      unit: 'NADI',
      tiers: [{ from_rank: 1, to_rank: 1, reward: '1000' }],
      updated_at: '2026-11-27T13:05:00.000Z',
      refresh_seconds: 300,
      podium: [{ rank: 1, name: 'Ai***', address: '0xf39f…2266', score: '100631', reward: '1000' }],
      mine: { rank: 1, score: '100631', reward: '1000', next_tier: null, missing: null },
    },
  },
];

describe('empty pages: every paged list answers a page past the end with an empty list', () => {
  for (const c of CASES) {
    it(`${c.endpoint.id} answers an empty list for a page past the end`, async () => {
      const paging = { page: String(PAST_THE_END), page_size: String(PAGE_SIZE) };
      const stateQuery = Object.fromEntries(
        Object.entries(c.fromStates ?? {}).map(([name, example]) => [name, fromState(name, example)]),
      );
      const extra = Object.fromEntries(
        Object.entries(c.extra ?? {}).map(([key, value]) => [key, like(value)]),
      );
      await interaction(
        {
          given: c.given,
          endpoint: c.endpoint,
          description: `page ${PAST_THE_END}, past the last page`,
          query: { ...c.query, ...paging, ...stateQuery },
          answer: success({
            ...extra,
            list: [],
            total: integer(1),
            page: PAST_THE_END,
            page_size: PAGE_SIZE,
          }),
        },
        async (server) => {
          const params = { ...c.query, ...c.fromStates, page: PAST_THE_END, page_size: PAGE_SIZE };
          // The real HTTP client: it sends the declared query and parses the answer with the declaration.
          const page = (await contractKit(server.url, PACT_TOKEN).client.call(
            c.endpoint,
            params as never,
          )) as {
            list: unknown[];
            page: number;
          };
          expect(page.list).toEqual([]);
          expect(page.page).toBe(PAST_THE_END);
        },
      );
    });
  }
});
