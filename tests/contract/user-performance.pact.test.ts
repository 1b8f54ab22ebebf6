import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { userPerformance } from '../../src/adapters/api/catalogue/user.schema';
import { HttpUserApi } from '../../src/adapters/api/user/http-user-api.adapter';
import {
  appErrorOf,
  contractKit,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer } = MatchersV3;

const interaction = pactInteractions();

describe('user performance contract', () => {
  it('user.performance answers direct performance and device performance by equipment type', async () => {
    await interaction(
      {
        given: 'the user has direct referrals',
        endpoint: userPerformance,
        description: 'a request for the team figures',
        answer: success({
          zhi_performance: decimal('8300.5'),
          devices: eachLike({ type: integer(1), performance: decimal('2100') }),
        }),
      },
      async (server) => {
        const figures = await new HttpUserApi(contractKit(server.url, PACT_TOKEN).client).performance();
        expect(figures.direct.toFixed()).toBe('8300.5');
        expect(figures.devices[0]).toMatchObject({ type: 'tablet' });
      },
    );
  });

  it('user.performance without a login answers 401', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: userPerformance,
        description: 'a request without a token',
        token: false,
        status: 401,
        answer: failure(401, 'login expired'),
      },
      async (server) => {
        const error = await appErrorOf(new HttpUserApi(contractKit(server.url, null).client).performance());
        expect(error.kind).toBe('unauthorized');
      },
    );
  });
});
