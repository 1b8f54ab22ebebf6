import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiVersioning } from '../../scripts/api/versioning';
import { decimalString, endpoint, noParams } from '../../src/adapters/api/catalogue/endpoint';

const balance = (fields: Record<string, z.ZodMiniType>) =>
  endpoint({
    id: 'wallet.balance',
    method: 'GET',
    path: '/api/v1/wallet/balance',
    auth: true,
    origin: 'proposed',
    proposed: ['request', 'response'],
    summary: 'The balance.',
    request: noParams,
    response: z.object(fields),
  });

const base = { interactions: [], providerStates: ['a user is logged in'], today: '2026-11-27' };
const first = apiVersioning({
  ...base,
  endpoints: [balance({ usdt: decimalString })],
  committedDocument: undefined,
  committedChangelog: undefined,
});
const committed = JSON.stringify(first.document);

describe('the OpenAPI document and its version', () => {
  it('starts at 1.0.0, valid OpenAPI 3.1, money as the decimal string schema, the proposal marked', async () => {
    expect(first.version).toBe('1.0.0');
    expect(await new Validator().validate(first.document)).toMatchObject({ valid: true });
    const operation = JSON.parse(JSON.stringify(first.document)).paths['/api/v1/wallet/balance'].get;
    expect(operation['x-proposed']).toBe(true);
    expect(JSON.stringify(operation.responses['200'])).toContain('#/components/schemas/DecimalString');
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '403']);
    expect(first.changelog).toContain('## 1.0.0 — 2026-11-27');
  });

  it('the validator refuses an answer without its description', async () => {
    const broken = JSON.parse(JSON.stringify(first.document));
    delete broken.paths['/api/v1/wallet/balance'].get.responses['200'].description;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('keeps the version while the shape stays', () => {
    const again = apiVersioning({
      ...base,
      endpoints: [balance({ usdt: decimalString })],
      committedDocument: committed,
      committedChangelog: first.changelog,
    });
    expect(again.version).toBe('1.0.0');
    expect(again.changelog).toBe(first.changelog);
  });

  it('raises the minor version for an added field and the major one for a changed field', () => {
    const added = apiVersioning({
      ...base,
      endpoints: [balance({ usdt: decimalString, nadi: decimalString })],
      committedDocument: committed,
      committedChangelog: first.changelog,
      today: '2026-12-01',
    });
    expect(added.version).toBe('1.1.0');
    expect(added.changelog).toContain('## 1.1.0 — 2026-12-01\n\n### Added\n\n- field `nadi` (DecimalString)');
    expect(added.changelog.indexOf('## 1.1.0')).toBeLessThan(added.changelog.indexOf('## 1.0.0'));
    const changed = apiVersioning({
      ...base,
      endpoints: [balance({ usdt: z.number() })],
      committedDocument: committed,
      committedChangelog: first.changelog,
    });
    expect(changed.version).toBe('2.0.0');
    expect(changed.changelog).toContain(
      'field `usdt` in `GET /api/v1/wallet/balance` answer `data`: DecimalString → number',
    );
  });
});
