import type { Locale } from '../../domain/language/language';
import type { Localized } from '../core/request-language';

/**
 * Why a withdrawal was refused, kept as a kind (not as words): the answer says it in the language of the
 * request that reads it (its `lang` header), as a real server does, so a person who switches language
 * reads it in the new one.
 */
export type WithdrawRefusal =
  | { readonly kind: 'review-limit'; readonly limit: string; readonly coin: string }
  | { readonly kind: 'chain-failed' }
  /** Rejected by a reviewer, with the reviewer's own words when given (those are not translated). */
  | { readonly kind: 'rejected'; readonly text?: string | undefined };

type Words = (values: { limit: string; coin: string }) => string;

const REVIEW_LIMIT: Localized<Words> = {
  en: ({ limit, coin }) => `Over the review limit of ${limit} ${coin}: the amount was returned.`,
  zh: ({ limit, coin }) => `超过审核上限 ${limit} ${coin}，金额已退回。`,
  zhTw: ({ limit, coin }) => `超過審核上限 ${limit} ${coin}，金額已退回。`,
  ja: ({ limit, coin }) => `審査の上限 ${limit} ${coin} を超えたため、金額は返金されました。`,
  ko: ({ limit, coin }) => `심사 한도 ${limit} ${coin}을(를) 초과하여 금액이 반환되었습니다.`,
  th: ({ limit, coin }) => `เกินวงเงินตรวจสอบ ${limit} ${coin} จึงคืนยอดให้แล้ว`,
  pt: ({ limit, coin }) => `Acima do limite de análise de ${limit} ${coin}: o valor foi devolvido.`,
  ms: ({ limit, coin }) => `Melebihi had semakan ${limit} ${coin}: jumlah telah dikembalikan.`,
  id: ({ limit, coin }) => `Melebihi batas tinjauan ${limit} ${coin}: jumlah telah dikembalikan.`,
  vn: ({ limit, coin }) => `Vượt hạn mức duyệt ${limit} ${coin}: số tiền đã được hoàn lại.`,
};

const CHAIN_FAILED: Localized<string> = {
  en: 'The transfer failed on chain: the amount was returned.',
  zh: '链上转账失败，金额已退回。',
  zhTw: '鏈上轉帳失敗，金額已退回。',
  ja: 'チェーン上の送金に失敗したため、金額は返金されました。',
  ko: '체인 전송에 실패하여 금액이 반환되었습니다.',
  th: 'การโอนบนเชนล้มเหลว จึงคืนยอดให้แล้ว',
  pt: 'A transferência falhou na rede: o valor foi devolvido.',
  ms: 'Pindahan gagal di rantaian: jumlah telah dikembalikan.',
  id: 'Transfer gagal di jaringan: jumlah telah dikembalikan.',
  vn: 'Giao dịch trên chuỗi thất bại: số tiền đã được hoàn lại.',
};

const REJECTED: Localized<string> = {
  en: 'Rejected at review: the amount was returned.',
  zh: '审核未通过，金额已退回。',
  zhTw: '審核未通過，金額已退回。',
  ja: '審査で却下されたため、金額は返金されました。',
  ko: '심사에서 거절되어 금액이 반환되었습니다.',
  th: 'ไม่ผ่านการตรวจสอบ จึงคืนยอดให้แล้ว',
  pt: 'Recusado na análise: o valor foi devolvido.',
  ms: 'Ditolak semasa semakan: jumlah telah dikembalikan.',
  id: 'Ditolak saat tinjauan: jumlah telah dikembalikan.',
  vn: 'Bị từ chối khi duyệt: số tiền đã được hoàn lại.',
};

/** The refusal in words of `locale`. */
export function refusalText(refusal: WithdrawRefusal, locale: Locale): string {
  switch (refusal.kind) {
    case 'review-limit':
      return REVIEW_LIMIT[locale](refusal);
    case 'chain-failed':
      return CHAIN_FAILED[locale];
    case 'rejected':
      return refusal.text ?? REJECTED[locale];
  }
}

/** The refusals of a withdrawal request itself (the answer's `msg`), in the request's language. */
export const REQUEST_REFUSALS = {
  insufficient: {
    en: 'Insufficient balance.',
    zh: '余额不足。',
    zhTw: '餘額不足。',
    ja: '残高が不足しています。',
    ko: '잔액이 부족합니다.',
    th: 'ยอดคงเหลือไม่พอ',
    pt: 'Saldo insuficiente.',
    ms: 'Baki tidak mencukupi.',
    id: 'Saldo tidak cukup.',
    vn: 'Số dư không đủ.',
  },
  belowMinimum: {
    en: 'Below the minimum of {minimum}.',
    zh: '低于最低金额 {minimum}。',
    zhTw: '低於最低金額 {minimum}。',
    ja: '最低額 {minimum} を下回っています。',
    ko: '최소 금액 {minimum} 미만입니다.',
    th: 'ต่ำกว่าขั้นต่ำ {minimum}',
    pt: 'Abaixo do mínimo de {minimum}.',
    ms: 'Di bawah minimum {minimum}.',
    id: 'Di bawah minimum {minimum}.',
    vn: 'Thấp hơn mức tối thiểu {minimum}.',
  },
  onlyNadi: {
    en: 'Only NADI can be withdrawn.',
    zh: '仅支持提现 NADI。',
    zhTw: '僅支援提領 NADI。',
    ja: '出金できるのは NADI のみです。',
    ko: 'NADI만 출금할 수 있습니다.',
    th: 'ถอนได้เฉพาะ NADI',
    pt: 'Só é possível sacar NADI.',
    ms: 'Hanya NADI boleh dikeluarkan.',
    id: 'Hanya NADI yang dapat ditarik.',
    vn: 'Chỉ có thể rút NADI.',
  },
} as const satisfies Record<string, Localized<string>>;
