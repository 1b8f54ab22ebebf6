import { describe, expect, it } from 'vitest';
import { InMemoryAddressApi, sampleDraft } from '../../../tests/fakes/in-memory-address-api';
import type { PhoneCheck } from '../../domain/address/address-rules';
import { AppError } from '../../domain/shared/app-error';
import { SaveAddressUseCase } from './save-address.use-case';

/** Stand-in for the phone library: Thai mobiles are +66, then 8 or 9, then 8 digits. */
const thaiMobile: PhoneCheck = (phone, country) => country === 'TH' && /^\+66[89]\d{8}$/.test(phone);

function setup(seed = [sampleDraft({ name: 'Home', isDefault: true }), sampleDraft({ name: 'Office' })]) {
  const api = new InMemoryAddressApi(seed);
  return {
    api,
    save: new SaveAddressUseCase(api),
  };
}

describe('saving', () => {
  it('adds a new address with the trimmed fields', async () => {
    const t = setup([]);
    const result = await t.save.execute({
      id: null,
      draft: sampleDraft({ name: '  Ann ', detail: ' 5 Sathorn Rd ' }),
      isValidPhone: thaiMobile,
    });
    expect(result).toMatchObject({ ok: true, value: { id: 1, name: 'Ann', detail: '5 Sathorn Rd' } });
    expect(t.api.callsOf('add')).toHaveLength(1);
    expect(t.api.all.map((a) => a.name)).toEqual(['Ann']);
  });

  it('edits an existing address in place', async () => {
    const t = setup();
    const result = await t.save.execute({
      id: 2,
      draft: sampleDraft({ name: 'Office 2' }),
      isValidPhone: thaiMobile,
    });
    expect(result.ok).toBe(true);
    expect(t.api.callsOf('edit')).toEqual([{ method: 'edit', args: [2, sampleDraft({ name: 'Office 2' })] }]);
    expect(t.api.callsOf('add')).toHaveLength(0);
  });

  it.each([
    ['a landline', { phone: '+66212345678' }, { phone: { kind: 'invalid-phone' } }],
    ['a phone of another region', { country: 'VN' }, { phone: { kind: 'invalid-phone' } }],
    [
      'blank fields',
      { name: ' ', area: '', detail: '' },
      {
        name: { kind: 'required' },
        area: { kind: 'area-not-chosen' },
        detail: { kind: 'required' },
      },
    ],
  ])('sends nothing for %s and says which fields fail', async (_, change, fields) => {
    const t = setup([]);
    for (const id of [null, 1]) {
      const result = await t.save.execute({ id, draft: sampleDraft(change), isValidPhone: thaiMobile });
      expect(result).toEqual({ ok: false, error: { kind: 'invalid-fields', fields } });
    }
    expect(t.api.calls).toEqual([]);
  });

  it('rejects with the API failure and stores nothing', async () => {
    const t = setup([]);
    t.api.failWith.add = new AppError('bad-request', { serverMessage: 'too many addresses' });
    await expect(
      t.save.execute({ id: null, draft: sampleDraft(), isValidPhone: thaiMobile }),
    ).rejects.toMatchObject({ kind: 'bad-request' });
    expect(t.api.all).toEqual([]);
  });
});
