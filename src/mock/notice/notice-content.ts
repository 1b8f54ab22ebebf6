import type { Localized } from '../core/request-language';

/** The words of one demo notice; notice.content.ts puts them into an HTML body. */
export interface NoticeText {
  readonly title: string;
  readonly summary: string;
  readonly intro: string;
  readonly points: readonly [string, string, string];
  readonly link: string;
}

/** Notice 3: the current activity has started (links into the app). */
export const SPRINT_NOTICE: Localized<NoticeText> = {
  en: {
    title: 'Mining Sprint is on',
    summary: 'Earn points for two weeks and share a prize pool of NADI.',
    intro: 'The Mining Sprint has started. Every day you mine, you climb the ranking.',
    points: [
      'Points come from the power you add and the devices you activate.',
      'The ranking is updated every 5 minutes, with a daily and a total board.',
      'Rewards are paid to your fund account when the activity is settled.',
    ],
    link: 'See the ranking',
  },
  zh: {
    title: '挖矿冲刺赛已开启',
    summary: '两周内累积积分，瓜分 NADI 奖池。',
    intro: '挖矿冲刺赛已经开始。每天挖矿，排名就会不断上升。',
    points: [
      '积分来自您新增的算力和激活的设备。',
      '排行榜每 5 分钟更新一次，分为日榜和总榜。',
      '活动结算后，奖励将发放到您的资金账户。',
    ],
    link: '查看排行榜',
  },
  zhTw: {
    title: '挖礦衝刺賽已開跑',
    summary: '兩週內累積積分，瓜分 NADI 獎池。',
    intro: '挖礦衝刺賽已經開始。每天挖礦，排名就會不斷上升。',
    points: [
      '積分來自您新增的算力與啟用的設備。',
      '排行榜每 5 分鐘更新一次，分為日榜與總榜。',
      '活動結算後，獎勵將發放至您的資金帳戶。',
    ],
    link: '查看排行榜',
  },
  ja: {
    title: 'マイニング・スプリント開催中',
    summary: '2週間でポイントを貯めて、NADIの賞金プールを山分けしよう。',
    intro: 'マイニング・スプリントが始まりました。毎日マイニングするほど順位が上がります。',
    points: [
      'ポイントは追加したパワーと有効化したデバイスで貯まります。',
      'ランキングは5分ごとに更新され、日間と総合の2つがあります。',
      '報酬はイベントの精算後、資金口座に支払われます。',
    ],
    link: 'ランキングを見る',
  },
  ko: {
    title: '채굴 스프린트 진행 중',
    summary: '2주 동안 포인트를 모아 NADI 상금 풀을 나눠 가지세요.',
    intro: '채굴 스프린트가 시작되었습니다. 매일 채굴할수록 순위가 올라갑니다.',
    points: [
      '포인트는 추가한 파워와 활성화한 기기로 쌓입니다.',
      '랭킹은 5분마다 갱신되며 일간 순위와 전체 순위가 있습니다.',
      '보상은 이벤트 정산 후 자금 계정으로 지급됩니다.',
    ],
    link: '랭킹 보기',
  },
  th: {
    title: 'Mining Sprint เริ่มแล้ว',
    summary: 'สะสมคะแนนตลอดสองสัปดาห์ แล้วรับส่วนแบ่งเงินรางวัล NADI',
    intro: 'Mining Sprint เริ่มขึ้นแล้ว ยิ่งขุดทุกวัน อันดับของคุณก็ยิ่งสูงขึ้น',
    points: [
      'คะแนนมาจากพลังขุดที่คุณเพิ่มและอุปกรณ์ที่คุณเปิดใช้งาน',
      'อันดับอัปเดตทุก 5 นาที มีทั้งอันดับรายวันและอันดับรวม',
      'รางวัลจะโอนเข้าบัญชีเงินทุนของคุณเมื่อกิจกรรมสรุปผลแล้ว',
    ],
    link: 'ดูอันดับ',
  },
  pt: {
    title: 'A Corrida de Mineração começou',
    summary: 'Acumule pontos por duas semanas e divida um prêmio em NADI.',
    intro: 'A Corrida de Mineração começou. A cada dia de mineração, você sobe no ranking.',
    points: [
      'Os pontos vêm do poder que você adiciona e dos dispositivos que você ativa.',
      'O ranking é atualizado a cada 5 minutos, com um quadro diário e um total.',
      'As recompensas vão para a sua conta de fundos quando a atividade for liquidada.',
    ],
    link: 'Ver o ranking',
  },
  ms: {
    title: 'Pecutan Perlombongan sedang berlangsung',
    summary: 'Kumpul mata selama dua minggu dan kongsi kumpulan hadiah NADI.',
    intro: 'Pecutan Perlombongan telah bermula. Setiap hari anda melombong, kedudukan anda naik.',
    points: [
      'Mata diperoleh daripada kuasa yang anda tambah dan peranti yang anda aktifkan.',
      'Kedudukan dikemas kini setiap 5 minit, dengan papan harian dan papan keseluruhan.',
      'Ganjaran dibayar ke akaun dana anda apabila aktiviti diselesaikan.',
    ],
    link: 'Lihat kedudukan',
  },
  id: {
    title: 'Sprint Penambangan sedang berlangsung',
    summary: 'Kumpulkan poin selama dua minggu dan bagi hadiah NADI.',
    intro: 'Sprint Penambangan telah dimulai. Setiap hari Anda menambang, peringkat Anda naik.',
    points: [
      'Poin berasal dari daya yang Anda tambahkan dan perangkat yang Anda aktifkan.',
      'Peringkat diperbarui setiap 5 menit, dengan papan harian dan papan total.',
      'Hadiah dibayarkan ke akun dana Anda saat aktivitas diselesaikan.',
    ],
    link: 'Lihat peringkat',
  },
  vn: {
    title: 'Cuộc đua khai thác đã bắt đầu',
    summary: 'Tích điểm trong hai tuần và chia nhau quỹ thưởng NADI.',
    intro: 'Cuộc đua khai thác đã bắt đầu. Mỗi ngày khai thác, thứ hạng của bạn lại tăng.',
    points: [
      'Điểm đến từ sức mạnh bạn bổ sung và thiết bị bạn kích hoạt.',
      'Bảng xếp hạng cập nhật mỗi 5 phút, gồm bảng ngày và bảng tổng.',
      'Phần thưởng được chuyển vào tài khoản quỹ khi hoạt động được quyết toán.',
    ],
    link: 'Xem bảng xếp hạng',
  },
};

/** Notice 2: a maintenance window (links out to a status page). */
export const MAINTENANCE_NOTICE: Localized<NoticeText> = {
  en: {
    title: 'Scheduled maintenance',
    summary: 'Trading pauses for about two hours while we upgrade the servers.',
    intro: 'We are upgrading our servers to keep the app fast as the community grows.',
    points: [
      'Spot trading pauses from 02:00 to 04:00 UTC.',
      'Deposits and withdrawals may arrive a little later than usual.',
      'Your funds and open orders are safe and stay as they are.',
    ],
    link: 'Status page',
  },
  zh: {
    title: '系统维护通知',
    summary: '服务器升级期间，交易将暂停约两小时。',
    intro: '随着社区不断壮大，我们将升级服务器，让应用保持流畅。',
    points: [
      '现货交易将于 UTC 02:00 至 04:00 暂停。',
      '充值和提现到账可能比平时稍慢。',
      '您的资金和未成交订单安全无虞，保持不变。',
    ],
    link: '服务状态',
  },
  zhTw: {
    title: '系統維護公告',
    summary: '伺服器升級期間，交易將暫停約兩小時。',
    intro: '隨著社群持續成長，我們將升級伺服器，讓應用程式保持流暢。',
    points: [
      '現貨交易將於 UTC 02:00 至 04:00 暫停。',
      '儲值與提領入帳可能比平常稍慢。',
      '您的資金與未成交訂單安全無虞，維持不變。',
    ],
    link: '服務狀態',
  },
  ja: {
    title: '定期メンテナンスのお知らせ',
    summary: 'サーバー更新のため、取引を約2時間停止します。',
    intro: 'コミュニティの拡大に合わせ、アプリを快適に保つためサーバーを更新します。',
    points: [
      '現物取引はUTC 02:00から04:00まで停止します。',
      '入金と出金の反映が通常より遅れる場合があります。',
      '資産と未約定の注文は安全に保たれ、そのまま残ります。',
    ],
    link: 'ステータスページ',
  },
  ko: {
    title: '정기 점검 안내',
    summary: '서버 업그레이드 동안 거래가 약 2시간 중단됩니다.',
    intro: '커뮤니티가 성장함에 따라 앱을 빠르게 유지하기 위해 서버를 업그레이드합니다.',
    points: [
      '현물 거래는 UTC 02:00부터 04:00까지 중단됩니다.',
      '입금과 출금이 평소보다 조금 늦게 반영될 수 있습니다.',
      '자산과 미체결 주문은 안전하며 그대로 유지됩니다.',
    ],
    link: '서비스 상태',
  },
  th: {
    title: 'แจ้งปิดปรับปรุงระบบ',
    summary: 'การซื้อขายจะหยุดชั่วคราวประมาณสองชั่วโมงระหว่างอัปเกรดเซิร์ฟเวอร์',
    intro: 'เราจะอัปเกรดเซิร์ฟเวอร์เพื่อให้แอปทำงานได้รวดเร็วเมื่อชุมชนเติบโตขึ้น',
    points: [
      'การซื้อขายสปอตหยุดชั่วคราวตั้งแต่ 02:00 ถึง 04:00 UTC',
      'การฝากและถอนอาจเข้าบัญชีช้ากว่าปกติเล็กน้อย',
      'เงินทุนและคำสั่งซื้อขายที่ค้างอยู่ของคุณปลอดภัยและคงเดิม',
    ],
    link: 'หน้าสถานะระบบ',
  },
  pt: {
    title: 'Manutenção programada',
    summary: 'As negociações param por cerca de duas horas durante a atualização dos servidores.',
    intro: 'Vamos atualizar nossos servidores para manter o app rápido enquanto a comunidade cresce.',
    points: [
      'A negociação à vista pausa das 02:00 às 04:00 UTC.',
      'Depósitos e saques podem chegar um pouco mais tarde que o normal.',
      'Seus fundos e ordens abertas estão seguros e permanecem como estão.',
    ],
    link: 'Página de status',
  },
  ms: {
    title: 'Penyelenggaraan berjadual',
    summary: 'Dagangan dihentikan kira-kira dua jam semasa pelayan dinaik taraf.',
    intro: 'Kami menaik taraf pelayan supaya aplikasi kekal pantas apabila komuniti berkembang.',
    points: [
      'Dagangan spot dihentikan dari 02:00 hingga 04:00 UTC.',
      'Deposit dan pengeluaran mungkin tiba sedikit lewat daripada biasa.',
      'Dana dan pesanan terbuka anda selamat dan kekal seperti sedia ada.',
    ],
    link: 'Halaman status',
  },
  id: {
    title: 'Pemeliharaan terjadwal',
    summary: 'Perdagangan berhenti sekitar dua jam selama peningkatan server.',
    intro: 'Kami meningkatkan server agar aplikasi tetap cepat seiring pertumbuhan komunitas.',
    points: [
      'Perdagangan spot berhenti dari pukul 02:00 hingga 04:00 UTC.',
      'Deposit dan penarikan mungkin masuk sedikit lebih lambat dari biasanya.',
      'Dana dan order terbuka Anda aman dan tetap seperti semula.',
    ],
    link: 'Halaman status',
  },
  vn: {
    title: 'Bảo trì theo lịch',
    summary: 'Giao dịch tạm dừng khoảng hai giờ trong lúc nâng cấp máy chủ.',
    intro: 'Chúng tôi nâng cấp máy chủ để ứng dụng luôn nhanh khi cộng đồng lớn mạnh.',
    points: [
      'Giao dịch giao ngay tạm dừng từ 02:00 đến 04:00 UTC.',
      'Nạp và rút tiền có thể về chậm hơn thường lệ một chút.',
      'Tiền và lệnh đang mở của bạn vẫn an toàn và giữ nguyên.',
    ],
    link: 'Trang trạng thái',
  },
};
