import type { Localized } from '../core/request-language';

/** The rules every activity shares: how the board updates, the tie rule, how rewards are paid. */
export interface CommonRules {
  readonly howTitle: string;
  readonly rulesTitle: string;
  readonly rules: readonly [string, string, string];
}

export const COMMON_RULES: Localized<CommonRules> = {
  en: {
    howTitle: 'How to earn points',
    rulesTitle: 'Good to know',
    rules: [
      'The ranking is updated every 5 minutes.',
      'Equal points: whoever reached them first ranks higher.',
      'Rewards are paid to your fund account as an activity settlement when the activity ends.',
    ],
  },
  zh: {
    howTitle: '如何获得积分',
    rulesTitle: '须知',
    rules: [
      '排行榜每 5 分钟更新一次。',
      '积分相同时，先达到该积分者排名靠前。',
      '活动结束后，奖励将以活动结算的形式发放至您的资金账户。',
    ],
  },
  zhTw: {
    howTitle: '如何獲得積分',
    rulesTitle: '須知',
    rules: [
      '排行榜每 5 分鐘更新一次。',
      '積分相同時，先達到該積分者排名在前。',
      '活動結束後，獎勵將以活動結算的形式發放至您的資金帳戶。',
    ],
  },
  ja: {
    howTitle: 'ポイントの貯め方',
    rulesTitle: 'ご注意',
    rules: [
      'ランキングは5分ごとに更新されます。',
      '同点の場合は、先にそのポイントに達した人が上位です。',
      '報酬はイベント終了後、イベント精算として資金口座に支払われます。',
    ],
  },
  ko: {
    howTitle: '포인트 획득 방법',
    rulesTitle: '알아 두세요',
    rules: [
      '랭킹은 5분마다 갱신됩니다.',
      '포인트가 같으면 먼저 도달한 사람이 높은 순위입니다.',
      '보상은 이벤트 종료 후 이벤트 정산으로 자금 계정에 지급됩니다.',
    ],
  },
  th: {
    howTitle: 'วิธีสะสมคะแนน',
    rulesTitle: 'ข้อควรทราบ',
    rules: [
      'อันดับอัปเดตทุก 5 นาที',
      'หากคะแนนเท่ากัน ผู้ที่ทำคะแนนนั้นได้ก่อนจะได้อันดับสูงกว่า',
      'รางวัลจะโอนเข้าบัญชีเงินทุนของคุณเป็นรายการสรุปผลกิจกรรมเมื่อกิจกรรมสิ้นสุด',
    ],
  },
  pt: {
    howTitle: 'Como ganhar pontos',
    rulesTitle: 'Bom saber',
    rules: [
      'O ranking é atualizado a cada 5 minutos.',
      'Em caso de empate, fica à frente quem alcançou os pontos primeiro.',
      'As recompensas são pagas na sua conta de fundos como liquidação da atividade quando ela termina.',
    ],
  },
  ms: {
    howTitle: 'Cara mengumpul mata',
    rulesTitle: 'Perlu diketahui',
    rules: [
      'Kedudukan dikemas kini setiap 5 minit.',
      'Mata sama: sesiapa yang mencapainya dahulu berada di kedudukan lebih tinggi.',
      'Ganjaran dibayar ke akaun dana anda sebagai penyelesaian aktiviti apabila aktiviti tamat.',
    ],
  },
  id: {
    howTitle: 'Cara mendapatkan poin',
    rulesTitle: 'Perlu diketahui',
    rules: [
      'Peringkat diperbarui setiap 5 menit.',
      'Poin sama: yang lebih dulu mencapainya berada di peringkat lebih tinggi.',
      'Hadiah dibayarkan ke akun dana Anda sebagai penyelesaian aktivitas saat aktivitas berakhir.',
    ],
  },
  vn: {
    howTitle: 'Cách tích điểm',
    rulesTitle: 'Cần biết',
    rules: [
      'Bảng xếp hạng cập nhật mỗi 5 phút.',
      'Bằng điểm: ai đạt mức điểm đó trước sẽ xếp trên.',
      'Phần thưởng được trả vào tài khoản quỹ dưới dạng quyết toán hoạt động khi hoạt động kết thúc.',
    ],
  },
};
