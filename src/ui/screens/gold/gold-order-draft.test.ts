import { describe, expect, it } from 'vitest';
import { goldOrderDraftFor } from './gold-order-draft';

describe('goldOrderDraftFor', () => {
  it('gives back the remark and address kept for the same goods', () => {
    expect(goldOrderDraftFor({ goodsId: 1, addressId: 7, remark: 'Ring twice' }, 1)).toEqual({
      remark: 'Ring twice',
      addressId: 7,
    });
  });

  it('keeps nothing for other goods, nothing stored, or values of the wrong kind', () => {
    const none = { remark: '', addressId: null };
    expect(goldOrderDraftFor({ goodsId: 2, addressId: 7, remark: 'Ring twice' }, 1)).toEqual(none);
    expect(goldOrderDraftFor(null, 1)).toEqual(none);
    expect(goldOrderDraftFor({ goodsId: 1, addressId: '7', remark: 3 }, 1)).toEqual(none);
  });
});
