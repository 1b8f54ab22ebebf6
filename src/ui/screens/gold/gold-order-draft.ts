/** The longest remark the confirm page takes. */
export const MAX_REMARK = 200;

/** What the confirm page keeps in session storage (`shopOrder`), so a reload loses nothing typed. */
export interface GoldOrderDraft {
  readonly goodsId: number;
  readonly addressId: number | null;
  readonly remark: string;
}

/** The remark and address kept for `goodsId` in what was stored; none for other goods or a foreign value. */
export function goldOrderDraftFor(
  stored: unknown,
  goodsId: number | null,
): Pick<GoldOrderDraft, 'addressId' | 'remark'> {
  const draft = stored as Partial<GoldOrderDraft> | null;
  const kept = draft?.goodsId === goodsId;
  return {
    remark: kept && typeof draft?.remark === 'string' ? draft.remark : '',
    addressId: kept && typeof draft?.addressId === 'number' ? draft.addressId : null,
  };
}
