import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  MINING_CODES,
  miningActivate,
  miningActivation,
  miningMyMiners,
} from '../../src/adapters/api/catalogue/mining.schema';
import { HttpMiningApi } from '../../src/adapters/api/mining/http-mining-api.adapter';
import { ActivationRefused } from '../../src/application/mining/mining-api.port';
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

const { integer, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpMiningApi(contractKit(url, PACT_TOKEN).client);

/**
 * The user's devices (the seed behind "a user is logged in"): an activated tablet, and a phone shipped
 * and not yet activated, whose code activates it. "the user has a successful device activation" answers
 * the id of that phone's settled activation as `activation_id`; the example differs from the mock's id.
 */
const SHIPPED_CODE = 'NADI-7K2M-9QX4';
const USED_CODE = 'NADI-A1B2-C3D4';
const UNKNOWN_CODE = 'NADI-0000-0000';
const ACTIVATION_ID = 7;
const UNKNOWN_ACTIVATION_ID = 999999;

describe('mining contract: devices and their activation', () => {
  it('mining.myMiners answers a shipped device not yet activated and an activated one', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningMyMiners,
        description: 'a user with a shipped phone and an activated tablet',
        answer: success([
          {
            id: integer(1001),
            kind: 1,
            name: string('NADI Phone X'),
            power: decimal('180'),
            activation: null,
            create_time: dateTime('2025-06-01T00:00:00.000Z'),
          },
          {
            id: integer(1000),
            kind: 1,
            name: string('NADI Tab S1'),
            power: decimal('100'),
            activation: 1,
            create_time: dateTime('2025-03-01T08:00:00.000Z'),
          },
        ]),
      },
      async (server) => {
        expect(await api(server.url).myMiners()).toEqual([
          {
            id: 1001,
            kind: 'device',
            name: 'NADI Phone X',
            power: new Decimal('180'),
            activation: null,
            createdAt: new Date('2025-06-01T00:00:00.000Z'),
          },
          {
            id: 1000,
            kind: 'device',
            name: 'NADI Tab S1',
            power: new Decimal('100'),
            activation: 'success',
            createdAt: new Date('2025-03-01T08:00:00.000Z'),
          },
        ]);
      },
    );
  });

  it('mining.activate answers a pending activation', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningActivate,
        description: 'the code of a shipped device',
        body: { code: SHIPPED_CODE },
        answer: success({ id: integer(ACTIVATION_ID), state: 0, miner_id: null }),
      },
      async (server) => {
        expect(await api(server.url).activate(SHIPPED_CODE)).toEqual({
          id: ACTIVATION_ID,
          state: 'pending',
          minerId: null,
        });
      },
    );
  });

  it('mining.activate with an unknown code answers code 4201, refused as unknown-code', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningActivate,
        description: 'a code no device carries',
        body: { code: UNKNOWN_CODE },
        answer: failure(MINING_CODES.activationCodeUnknown, 'activation code not found'),
      },
      async (server) => {
        const error = await api(server.url)
          .activate(UNKNOWN_CODE)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ActivationRefused);
        expect((error as ActivationRefused).reason).toBe('unknown-code');
      },
    );
  });

  it('mining.activate with a code used already answers code 4202, refused as code-used', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningActivate,
        description: 'the code of a device activated already',
        body: { code: USED_CODE },
        answer: failure(MINING_CODES.activationCodeUsed, 'activation code already used'),
      },
      async (server) => {
        const error = await api(server.url)
          .activate(USED_CODE)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ActivationRefused);
        expect((error as ActivationRefused).reason).toBe('code-used');
      },
    );
  });

  it('mining.activation of a settled activation answers success and the miner', async () => {
    await interaction(
      {
        given: 'the user has a successful device activation',
        endpoint: miningActivation,
        description: 'the id of an activation that succeeded',
        query: { id: fromState('activation_id', String(ACTIVATION_ID)) },
        answer: success({
          id: integer(ACTIVATION_ID),
          state: 1,
          miner_id: integer(1001),
        }),
      },
      async (server) => {
        expect(await api(server.url).activation(ACTIVATION_ID)).toEqual({
          id: ACTIVATION_ID,
          state: 'success',
          minerId: 1001,
        });
      },
    );
  });

  it('mining.activation of an unknown id answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningActivation,
        description: 'an id the user has no activation with',
        query: { id: String(UNKNOWN_ACTIVATION_ID) },
        answer: failure(MINING_CODES.activationNotFound, 'activation not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).activation(UNKNOWN_ACTIVATION_ID));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 404, operation: 'mining.activation' });
      },
    );
  });
});
