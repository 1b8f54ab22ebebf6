import type { Locale } from '../../domain/language/language';
import type { Localized } from '../core/request-language';

/** A device's words: its specification and its description (HTML). Device names are model names, kept. */
type DeviceText = readonly [specification: string, content: string];

const TABLET = '10.1" · 8 GB + 256 GB · 7000 mAh';
const PHONE = '6.7" · 12 GB + 512 GB · 5000 mAh';
/** The foldable's description is hostile on purpose, in every language: the app must show the text only. */
const HOSTILE =
  '<img src="x" alt="" onerror="window.__mallXss = true"><script>window.__mallXss = true</script>';

const tablet = (title: string, body: string, items: readonly [string, string]): DeviceText => [
  TABLET,
  `<h3>${title}</h3><p>${body}</p><ul><li>${items[0]}</li><li>${items[1]}</li></ul>`,
];

/** The devices' words (by device id) in the ten languages. */
export const DEVICE_TEXTS: Localized<Readonly<Record<number, DeviceText>>> = {
  en: {
    1: tablet(
      'Mines while it charges',
      'A tablet that mines while it charges. Activate it with the code on the box.',
      ['Wi-Fi 6 and 5G', 'Two-year warranty'],
    ),
    2: [PHONE, '<p>A phone with a mining chip. <strong>Double power</strong> in its first month.</p>'],
    3: ['7.6" unfolded · 16 GB + 1 TB', `<p>The foldable miner. Sold out for now.</p>${HOSTILE}`],
  },
  zh: {
    1: tablet('边充电边挖矿', '一台充电时也能挖矿的平板。用包装盒上的激活码激活。', [
      'Wi-Fi 6 与 5G',
      '两年保修',
    ]),
    2: [PHONE, '<p>一部内置挖矿芯片的手机。首月<strong>双倍算力</strong>。</p>'],
    3: ['展开 7.6" · 16 GB + 1 TB', `<p>可折叠矿机。暂时售罄。</p>${HOSTILE}`],
  },
  zhTw: {
    1: tablet('邊充電邊挖礦', '一台充電時也能挖礦的平板。用包裝盒上的啟用碼啟用。', [
      'Wi-Fi 6 與 5G',
      '兩年保固',
    ]),
    2: [PHONE, '<p>一支內建挖礦晶片的手機。首月<strong>雙倍算力</strong>。</p>'],
    3: ['展開 7.6" · 16 GB + 1 TB', `<p>可摺疊礦機。暫時售罄。</p>${HOSTILE}`],
  },
  ja: {
    1: tablet(
      '充電しながらマイニング',
      '充電中もマイニングするタブレットです。箱に記載のコードでアクティベートしてください。',
      ['Wi-Fi 6 と 5G', '2 年保証'],
    ),
    2: [PHONE, '<p>マイニングチップ搭載のスマートフォン。最初の 1 か月は<strong>パワー 2 倍</strong>。</p>'],
    3: ['展開時 7.6" · 16 GB + 1 TB', `<p>折りたたみ式マイナー。現在売り切れです。</p>${HOSTILE}`],
  },
  ko: {
    1: tablet('충전하면서 채굴', '충전하는 동안 채굴하는 태블릿입니다. 상자에 있는 코드로 활성화하세요.', [
      'Wi-Fi 6 및 5G',
      '2년 보증',
    ]),
    2: [PHONE, '<p>채굴 칩을 탑재한 휴대폰입니다. 첫 달에는 <strong>파워 2배</strong>.</p>'],
    3: ['펼쳤을 때 7.6" · 16 GB + 1 TB', `<p>폴더블 채굴기입니다. 현재 품절입니다.</p>${HOSTILE}`],
  },
  th: {
    1: tablet('ขุดไปพร้อมกับชาร์จ', 'แท็บเล็ตที่ขุดได้ขณะชาร์จ เปิดใช้งานด้วยรหัสบนกล่อง', ['Wi-Fi 6 และ 5G', 'รับประกันสองปี']),
    2: [PHONE, '<p>โทรศัพท์ที่มีชิปขุด <strong>พลังขุดสองเท่า</strong>ในเดือนแรก</p>'],
    3: ['กางออก 7.6" · 16 GB + 1 TB', `<p>เครื่องขุดแบบพับได้ ขณะนี้สินค้าหมด</p>${HOSTILE}`],
  },
  pt: {
    1: tablet(
      'Minera enquanto carrega',
      'Um tablet que minera enquanto carrega. Ative-o com o código da caixa.',
      ['Wi-Fi 6 e 5G', 'Garantia de dois anos'],
    ),
    2: [
      PHONE,
      '<p>Um celular com chip de mineração. <strong>Potência em dobro</strong> no primeiro mês.</p>',
    ],
    3: ['7.6" aberto · 16 GB + 1 TB', `<p>O minerador dobrável. Esgotado por enquanto.</p>${HOSTILE}`],
  },
  ms: {
    1: tablet(
      'Melombong semasa dicas',
      'Tablet yang melombong semasa dicas. Aktifkan dengan kod pada kotak.',
      ['Wi-Fi 6 dan 5G', 'Waranti dua tahun'],
    ),
    2: [PHONE, '<p>Telefon dengan cip perlombongan. <strong>Kuasa berganda</strong> pada bulan pertama.</p>'],
    3: [
      '7.6" apabila dibuka · 16 GB + 1 TB',
      `<p>Pelombong boleh lipat. Habis dijual buat masa ini.</p>${HOSTILE}`,
    ],
  },
  id: {
    1: tablet(
      'Menambang sambil mengisi daya',
      'Tablet yang menambang saat mengisi daya. Aktifkan dengan kode pada kotak.',
      ['Wi-Fi 6 dan 5G', 'Garansi dua tahun'],
    ),
    2: [
      PHONE,
      '<p>Ponsel dengan chip penambangan. <strong>Daya dua kali lipat</strong> di bulan pertama.</p>',
    ],
    3: ['7.6" saat dibuka · 16 GB + 1 TB', `<p>Penambang lipat. Stok habis untuk sementara.</p>${HOSTILE}`],
  },
  vn: {
    1: tablet('Vừa sạc vừa đào', 'Máy tính bảng đào ngay cả khi đang sạc. Kích hoạt bằng mã trên hộp.', [
      'Wi-Fi 6 và 5G',
      'Bảo hành hai năm',
    ]),
    2: [PHONE, '<p>Điện thoại có chip đào. <strong>Gấp đôi công suất</strong> trong tháng đầu tiên.</p>'],
    3: ['Mở ra 7.6" · 16 GB + 1 TB', `<p>Máy đào gập. Tạm thời hết hàng.</p>${HOSTILE}`],
  },
};

/** A device's specification and description in a language: English where the language has none. */
export const deviceTextIn = (
  locale: Locale,
  id: number,
): { specification: string; content: string } | undefined => {
  const text = DEVICE_TEXTS[locale]?.[id] ?? DEVICE_TEXTS.en[id];
  return text && { specification: text[0], content: text[1] };
};
