import type { Localized } from '../core/request-language';

/** Title and subtitle of the three banners (nodes, mining, savings), in each language. */
export const BANNER_TEXTS: Localized<readonly (readonly [string, string])[]> = {
  en: [
    ['Super Miner Nodes', 'Genesis, core and elite tiers'],
    ['DePIN Mining', 'Put your device to work'],
    ['NADI Savings', 'Daily returns on pledged NADI'],
  ],
  zh: [
    ['超级矿工节点', '创世、核心、精英三档'],
    ['DePIN 挖矿', '让您的设备开始工作'],
    ['NADI 理财', '质押 NADI，每日收益'],
  ],
  zhTw: [
    ['超級礦工節點', '創世、核心、菁英三檔'],
    ['DePIN 挖礦', '讓您的設備開始工作'],
    ['NADI 理財', '質押 NADI，每日收益'],
  ],
  ja: [
    ['スーパーマイナーノード', 'ジェネシス・コア・エリート'],
    ['DePINマイニング', 'デバイスを稼働させよう'],
    ['NADIセービング', '預けたNADIに毎日の利回り'],
  ],
  ko: [
    ['슈퍼 마이너 노드', '제네시스, 코어, 엘리트 등급'],
    ['DePIN 채굴', '기기를 일하게 하세요'],
    ['NADI 예치', '예치한 NADI에 매일 수익'],
  ],
  th: [
    ['โหนดซูเปอร์ไมเนอร์', 'ระดับเจเนซิส คอร์ และอีลีท'],
    ['การขุด DePIN', 'ให้อุปกรณ์ของคุณทำงาน'],
    ['เงินออม NADI', 'ผลตอบแทนรายวันจาก NADI ที่ฝาก'],
  ],
  pt: [
    ['Nós Super Miner', 'Níveis gênesis, core e elite'],
    ['Mineração DePIN', 'Coloque seu dispositivo para trabalhar'],
    ['Poupança NADI', 'Rendimento diário do NADI aplicado'],
  ],
  ms: [
    ['Nod Super Miner', 'Peringkat genesis, teras dan elit'],
    ['Perlombongan DePIN', 'Biar peranti anda bekerja'],
    ['Simpanan NADI', 'Pulangan harian atas NADI yang dicagar'],
  ],
  id: [
    ['Node Super Miner', 'Tingkat genesis, inti, dan elite'],
    ['Penambangan DePIN', 'Jadikan perangkat Anda bekerja'],
    ['Tabungan NADI', 'Imbal hasil harian atas NADI yang dijaminkan'],
  ],
  vn: [
    ['Node Siêu thợ đào', 'Các hạng genesis, lõi và tinh anh'],
    ['Khai thác DePIN', 'Để thiết bị của bạn làm việc'],
    ['Tiết kiệm NADI', 'Lợi nhuận hằng ngày trên NADI đã gửi'],
  ],
};

/** One line per partner (Orbit Compute, Helix Storage, Nebula AI, Mesh Relay): made-up companies. */
export const PARTNER_TEXTS: Localized<readonly [string, string, string, string]> = {
  en: [
    'GPU power for AI jobs',
    'Storage spread over many devices',
    'Models that run at the edge',
    'Fast links between nodes',
  ],
  zh: ['为 AI 任务提供 GPU 算力', '分布在众多设备上的存储', '在边缘运行的模型', '节点之间的高速连接'],
  zhTw: ['為 AI 任務提供 GPU 算力', '分散在眾多設備上的儲存', '在邊緣執行的模型', '節點之間的高速連線'],
  ja: [
    'AI処理のためのGPUパワー',
    '多数のデバイスに分散したストレージ',
    'エッジで動くモデル',
    'ノード間の高速接続',
  ],
  ko: [
    'AI 작업을 위한 GPU 파워',
    '여러 기기에 분산된 스토리지',
    '엣지에서 실행되는 모델',
    '노드 간 빠른 연결',
  ],
  th: [
    'พลัง GPU สำหรับงาน AI',
    'พื้นที่จัดเก็บกระจายบนอุปกรณ์จำนวนมาก',
    'โมเดลที่ทำงานที่ปลายทาง',
    'การเชื่อมต่อความเร็วสูงระหว่างโหนด',
  ],
  pt: [
    'Poder de GPU para tarefas de IA',
    'Armazenamento espalhado por muitos dispositivos',
    'Modelos que rodam na borda',
    'Conexões rápidas entre nós',
  ],
  ms: [
    'Kuasa GPU untuk tugas AI',
    'Storan yang tersebar di banyak peranti',
    'Model yang berjalan di pinggir rangkaian',
    'Sambungan pantas antara nod',
  ],
  id: [
    'Daya GPU untuk tugas AI',
    'Penyimpanan yang tersebar di banyak perangkat',
    'Model yang berjalan di edge',
    'Koneksi cepat antar node',
  ],
  vn: [
    'Sức mạnh GPU cho tác vụ AI',
    'Lưu trữ phân tán trên nhiều thiết bị',
    'Mô hình chạy ở biên mạng',
    'Kết nối nhanh giữa các node',
  ],
};
