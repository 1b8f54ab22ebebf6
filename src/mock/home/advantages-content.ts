import type { Localized } from '../core/request-language';

/** The drawings the app has for advantages (ui/screens/home/advantages.tsx), in the order sent. */
export const ADVANTAGE_ICONS = ['depin', 'ai', 'dividends', 'airdrop', 'chains', 'team'] as const;

type Six<T> = readonly [T, T, T, T, T, T];

/** Title and one line of each core advantage, in each language (the order of ADVANTAGE_ICONS). */
export const ADVANTAGE_TEXTS: Localized<Six<readonly [string, string]>> = {
  en: [
    ['Real devices', 'Tablets and phones earn by serving the network.'],
    ['AI workloads', 'Idle computing power runs AI jobs.'],
    ['Node dividends', 'Node holders share the network’s fees.'],
    ['MEME airdrops', 'Nodes receive doubled airdrops.'],
    ['Two chains', 'Pay on BSC or on the NADI chain.'],
    ['Team rewards', 'Grow a team and share its success.'],
  ],
  zh: [
    ['真实设备', '平板和手机为网络服务即可获得收益。'],
    ['AI 算力', '闲置算力用于运行 AI 任务。'],
    ['节点分红', '节点持有者分享网络手续费。'],
    ['MEME 空投', '节点可获得双倍空投。'],
    ['双链支持', '可在 BSC 或 NADI 链上支付。'],
    ['团队奖励', '壮大团队，共享成果。'],
  ],
  zhTw: [
    ['真實設備', '平板與手機為網路服務即可獲得收益。'],
    ['AI 算力', '閒置算力用於執行 AI 任務。'],
    ['節點分紅', '節點持有者分享網路手續費。'],
    ['MEME 空投', '節點可獲得雙倍空投。'],
    ['雙鏈支援', '可在 BSC 或 NADI 鏈上付款。'],
    ['團隊獎勵', '壯大團隊，共享成果。'],
  ],
  ja: [
    ['実在のデバイス', 'タブレットやスマホがネットワークに貢献して稼ぎます。'],
    ['AIワークロード', '空いている計算力でAI処理を実行します。'],
    ['ノード配当', 'ノード保有者はネットワーク手数料を分配されます。'],
    ['MEMEエアドロップ', 'ノードはエアドロップが2倍になります。'],
    ['2つのチェーン', 'BSCまたはNADIチェーンで支払えます。'],
    ['チーム報酬', 'チームを育てて成果を分かち合おう。'],
  ],
  ko: [
    ['실제 기기', '태블릿과 휴대폰이 네트워크에 기여하며 수익을 냅니다.'],
    ['AI 작업', '유휴 컴퓨팅 파워로 AI 작업을 실행합니다.'],
    ['노드 배당', '노드 보유자는 네트워크 수수료를 나눠 받습니다.'],
    ['MEME 에어드롭', '노드는 두 배의 에어드롭을 받습니다.'],
    ['두 개의 체인', 'BSC 또는 NADI 체인에서 결제하세요.'],
    ['팀 보상', '팀을 키우고 성과를 함께 나누세요.'],
  ],
  th: [
    ['อุปกรณ์จริง', 'แท็บเล็ตและโทรศัพท์สร้างรายได้จากการให้บริการเครือข่าย'],
    ['งาน AI', 'พลังประมวลผลที่ว่างอยู่ใช้รันงาน AI'],
    ['เงินปันผลโหนด', 'ผู้ถือโหนดได้รับส่วนแบ่งค่าธรรมเนียมเครือข่าย'],
    ['แอร์ดรอป MEME', 'โหนดได้รับแอร์ดรอปสองเท่า'],
    ['สองเชน', 'ชำระเงินบน BSC หรือเชน NADI'],
    ['รางวัลทีม', 'สร้างทีมและแบ่งปันความสำเร็จ'],
  ],
  pt: [
    ['Dispositivos reais', 'Tablets e celulares ganham servindo a rede.'],
    ['Cargas de IA', 'Poder de computação ocioso roda tarefas de IA.'],
    ['Dividendos de nós', 'Quem tem nós divide as taxas da rede.'],
    ['Airdrops MEME', 'Nós recebem airdrops em dobro.'],
    ['Duas redes', 'Pague na BSC ou na rede NADI.'],
    ['Recompensas de equipe', 'Aumente sua equipe e divida o sucesso.'],
  ],
  ms: [
    ['Peranti sebenar', 'Tablet dan telefon memperoleh ganjaran dengan berkhidmat kepada rangkaian.'],
    ['Beban kerja AI', 'Kuasa pengkomputeran terbiar menjalankan tugas AI.'],
    ['Dividen nod', 'Pemegang nod berkongsi yuran rangkaian.'],
    ['Airdrop MEME', 'Nod menerima airdrop berganda.'],
    ['Dua rantaian', 'Bayar di BSC atau rantaian NADI.'],
    ['Ganjaran pasukan', 'Kembangkan pasukan dan kongsi kejayaannya.'],
  ],
  id: [
    ['Perangkat nyata', 'Tablet dan ponsel menghasilkan dengan melayani jaringan.'],
    ['Beban kerja AI', 'Daya komputasi yang menganggur menjalankan tugas AI.'],
    ['Dividen node', 'Pemegang node berbagi biaya jaringan.'],
    ['Airdrop MEME', 'Node menerima airdrop dua kali lipat.'],
    ['Dua jaringan', 'Bayar di BSC atau jaringan NADI.'],
    ['Hadiah tim', 'Kembangkan tim dan bagikan kesuksesannya.'],
  ],
  vn: [
    ['Thiết bị thật', 'Máy tính bảng và điện thoại kiếm thu nhập khi phục vụ mạng lưới.'],
    ['Tác vụ AI', 'Sức mạnh tính toán nhàn rỗi chạy tác vụ AI.'],
    ['Cổ tức node', 'Người giữ node được chia phí mạng lưới.'],
    ['Airdrop MEME', 'Node nhận airdrop gấp đôi.'],
    ['Hai chuỗi', 'Thanh toán trên BSC hoặc chuỗi NADI.'],
    ['Thưởng đội nhóm', 'Phát triển đội nhóm và cùng chia thành quả.'],
  ],
};
