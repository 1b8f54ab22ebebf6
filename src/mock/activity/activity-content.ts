import type { Localized } from '../core/request-language';

/** The words of one demo activity; its rules add the common part below. */
export interface ActivityText {
  readonly title: string;
  readonly summary: string;
  readonly about: string;
}

export type ActivityKey = 'nodeRace' | 'miningSprint' | 'tradeFestival';

export const ACTIVITY_TEXTS: Readonly<Record<ActivityKey, Localized<ActivityText>>> = {
  nodeRace: {
    en: {
      title: 'Genesis Node Race',
      summary: 'Grow your node team and win NADI.',
      about: 'Every node bought in your team during the race earns you points.',
    },
    zh: {
      title: '创世节点竞赛',
      summary: '壮大节点团队，赢取 NADI。',
      about: '竞赛期间，团队中每购买一个节点，您都能获得积分。',
    },
    zhTw: {
      title: '創世節點競賽',
      summary: '壯大節點團隊，贏取 NADI。',
      about: '競賽期間，團隊中每購買一個節點，您都能獲得積分。',
    },
    ja: {
      title: 'ジェネシス・ノードレース',
      summary: 'ノードチームを育ててNADIを獲得しよう。',
      about: 'レース期間中にチームで購入されたノードごとにポイントが入ります。',
    },
    ko: {
      title: '제네시스 노드 레이스',
      summary: '노드 팀을 키우고 NADI를 받으세요.',
      about: '레이스 기간에 팀에서 노드가 구매될 때마다 포인트를 받습니다.',
    },
    th: {
      title: 'การแข่งขัน Genesis Node',
      summary: 'ขยายทีมโหนดของคุณแล้วรับ NADI',
      about: 'ทุกโหนดที่ทีมของคุณซื้อระหว่างการแข่งขันจะได้รับคะแนน',
    },
    pt: {
      title: 'Corrida dos Nós Gênesis',
      summary: 'Aumente sua equipe de nós e ganhe NADI.',
      about: 'Cada nó comprado na sua equipe durante a corrida rende pontos para você.',
    },
    ms: {
      title: 'Perlumbaan Nod Genesis',
      summary: 'Kembangkan pasukan nod anda dan menangi NADI.',
      about: 'Setiap nod yang dibeli dalam pasukan anda semasa perlumbaan memberi anda mata.',
    },
    id: {
      title: 'Balapan Node Genesis',
      summary: 'Kembangkan tim node Anda dan menangkan NADI.',
      about: 'Setiap node yang dibeli di tim Anda selama balapan memberi Anda poin.',
    },
    vn: {
      title: 'Cuộc đua Node Genesis',
      summary: 'Phát triển đội node của bạn và nhận NADI.',
      about: 'Mỗi node được mua trong đội của bạn trong cuộc đua đều mang lại điểm.',
    },
  },
  miningSprint: {
    en: {
      title: 'Mining Sprint',
      summary: 'Two weeks of mining, a daily and a total prize pool.',
      about: 'Points come from the power you add and the devices you activate.',
    },
    zh: {
      title: '挖矿冲刺赛',
      summary: '为期两周的挖矿赛，设日榜与总榜奖池。',
      about: '积分来自您新增的算力和激活的设备。',
    },
    zhTw: {
      title: '挖礦衝刺賽',
      summary: '為期兩週的挖礦賽，設日榜與總榜獎池。',
      about: '積分來自您新增的算力與啟用的設備。',
    },
    ja: {
      title: 'マイニング・スプリント',
      summary: '2週間のマイニング対決。日間と総合の賞金プールあり。',
      about: 'ポイントは追加したパワーと有効化したデバイスで貯まります。',
    },
    ko: {
      title: '채굴 스프린트',
      summary: '2주간의 채굴 대결, 일간 및 전체 상금 풀.',
      about: '포인트는 추가한 파워와 활성화한 기기로 쌓입니다.',
    },
    th: {
      title: 'Mining Sprint',
      summary: 'แข่งขุดสองสัปดาห์ มีเงินรางวัลรายวันและรางวัลรวม',
      about: 'คะแนนมาจากพลังขุดที่คุณเพิ่มและอุปกรณ์ที่คุณเปิดใช้งาน',
    },
    pt: {
      title: 'Corrida de Mineração',
      summary: 'Duas semanas de mineração, com prêmio diário e total.',
      about: 'Os pontos vêm do poder que você adiciona e dos dispositivos que você ativa.',
    },
    ms: {
      title: 'Pecutan Perlombongan',
      summary: 'Dua minggu perlombongan, dengan hadiah harian dan keseluruhan.',
      about: 'Mata diperoleh daripada kuasa yang anda tambah dan peranti yang anda aktifkan.',
    },
    id: {
      title: 'Sprint Penambangan',
      summary: 'Dua minggu menambang, dengan hadiah harian dan total.',
      about: 'Poin berasal dari daya yang Anda tambahkan dan perangkat yang Anda aktifkan.',
    },
    vn: {
      title: 'Cuộc đua khai thác',
      summary: 'Hai tuần khai thác, có quỹ thưởng ngày và quỹ thưởng tổng.',
      about: 'Điểm đến từ sức mạnh bạn bổ sung và thiết bị bạn kích hoạt.',
    },
  },
  tradeFestival: {
    en: {
      title: 'Trading Festival',
      summary: 'Trade NADI on the spot market and climb the board.',
      about: 'Every 10 USDT of spot trading volume earns one point.',
    },
    zh: {
      title: '交易嘉年华',
      summary: '在现货市场交易 NADI，冲上排行榜。',
      about: '现货交易额每满 10 USDT 可获得 1 积分。',
    },
    zhTw: {
      title: '交易嘉年華',
      summary: '在現貨市場交易 NADI，衝上排行榜。',
      about: '現貨交易額每滿 10 USDT 可獲得 1 積分。',
    },
    ja: {
      title: 'トレーディング・フェスティバル',
      summary: '現物市場でNADIを取引してランキング上位へ。',
      about: '現物取引10 USDTごとに1ポイント獲得できます。',
    },
    ko: {
      title: '트레이딩 페스티벌',
      summary: '현물 시장에서 NADI를 거래하고 순위를 올리세요.',
      about: '현물 거래량 10 USDT마다 1포인트를 받습니다.',
    },
    th: {
      title: 'เทศกาลเทรด',
      summary: 'เทรด NADI ในตลาดสปอตแล้วไต่อันดับ',
      about: 'ทุกปริมาณการซื้อขายสปอต 10 USDT ได้รับ 1 คะแนน',
    },
    pt: {
      title: 'Festival de Negociação',
      summary: 'Negocie NADI no mercado à vista e suba no ranking.',
      about: 'Cada 10 USDT de volume negociado à vista rende um ponto.',
    },
    ms: {
      title: 'Pesta Dagangan',
      summary: 'Dagangkan NADI di pasaran spot dan naiki papan kedudukan.',
      about: 'Setiap 10 USDT jumlah dagangan spot memberi satu mata.',
    },
    id: {
      title: 'Festival Trading',
      summary: 'Perdagangkan NADI di pasar spot dan naiki peringkat.',
      about: 'Setiap 10 USDT volume perdagangan spot memberi satu poin.',
    },
    vn: {
      title: 'Lễ hội giao dịch',
      summary: 'Giao dịch NADI trên thị trường giao ngay và leo bảng xếp hạng.',
      about: 'Mỗi 10 USDT khối lượng giao dịch giao ngay được một điểm.',
    },
  },
};
