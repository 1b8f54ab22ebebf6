import type { Locale } from '../../domain/language/language';
import type { Localized } from '../core/request-language';

/** A car's words: its specification and its description (HTML). Car names are model names, kept as they are. */
type CarText = readonly [specification: string, content: string];

/** The Cruiser's description carries a hostile image on purpose, in every language: the app must drop it. */
const HOSTILE_IMAGE = '<img src="x" onerror="alert(1)">';

/** The cars' words (by car id) in the ten languages. */
export const CAR_TEXTS: Localized<Readonly<Record<number, CarText>>> = {
  en: {
    1: [
      '5 seats · 420 km range',
      '<p>A compact electric hatchback for the city.</p><p>Fast charging to 80 % in 30 minutes.</p>',
    ],
    2: ['5 seats · 560 km range', `<p>A long-range saloon with driver assistance.</p>${HOSTILE_IMAGE}`],
    3: ['2 seats · 6 m³ cargo · 300 km range', '<p>An electric van for deliveries.</p>'],
  },
  zh: {
    1: ['5 座 · 续航 420 公里', '<p>一款适合城市的紧凑型电动掀背车。</p><p>快充 30 分钟即可充至 80%。</p>'],
    2: ['5 座 · 续航 560 公里', `<p>一款配备驾驶辅助的长续航轿车。</p>${HOSTILE_IMAGE}`],
    3: ['2 座 · 6 立方米货舱 · 续航 300 公里', '<p>一款用于送货的电动厢式车。</p>'],
  },
  zhTw: {
    1: ['5 座 · 續航 420 公里', '<p>一款適合城市的小型電動掀背車。</p><p>快充 30 分鐘即可充至 80%。</p>'],
    2: ['5 座 · 續航 560 公里', `<p>一款配備駕駛輔助的長續航轎車。</p>${HOSTILE_IMAGE}`],
    3: ['2 座 · 6 立方公尺貨艙 · 續航 300 公里', '<p>一款用於送貨的電動廂型車。</p>'],
  },
  ja: {
    1: [
      '5 人乗り · 航続距離 420 km',
      '<p>街乗りに最適なコンパクトな電動ハッチバックです。</p><p>30 分の急速充電で 80 % まで充電できます。</p>',
    ],
    2: ['5 人乗り · 航続距離 560 km', `<p>運転支援機能を備えた長距離セダンです。</p>${HOSTILE_IMAGE}`],
    3: ['2 人乗り · 荷室 6 m³ · 航続距離 300 km', '<p>配送用の電動バンです。</p>'],
  },
  ko: {
    1: [
      '5인승 · 주행거리 420 km',
      '<p>도심에 알맞은 소형 전기 해치백입니다.</p><p>급속 충전으로 30분 만에 80 %까지 충전됩니다.</p>',
    ],
    2: ['5인승 · 주행거리 560 km', `<p>운전자 보조 기능을 갖춘 장거리 세단입니다.</p>${HOSTILE_IMAGE}`],
    3: ['2인승 · 적재 공간 6 m³ · 주행거리 300 km', '<p>배송용 전기 밴입니다.</p>'],
  },
  th: {
    1: [
      '5 ที่นั่ง · วิ่งได้ 420 กม.',
      '<p>รถยนต์ไฟฟ้าแฮทช์แบ็กขนาดกะทัดรัดสำหรับขับในเมือง</p><p>ชาร์จเร็วถึง 80 % ใน 30 นาที</p>',
    ],
    2: ['5 ที่นั่ง · วิ่งได้ 560 กม.', `<p>รถซีดานวิ่งไกลพร้อมระบบช่วยเหลือการขับขี่</p>${HOSTILE_IMAGE}`],
    3: ['2 ที่นั่ง · พื้นที่บรรทุก 6 ลบ.ม. · วิ่งได้ 300 กม.', '<p>รถตู้ไฟฟ้าสำหรับงานจัดส่ง</p>'],
  },
  pt: {
    1: [
      '5 lugares · autonomia de 420 km',
      '<p>Um hatch elétrico compacto para a cidade.</p><p>Carga rápida até 80 % em 30 minutos.</p>',
    ],
    2: [
      '5 lugares · autonomia de 560 km',
      `<p>Um sedã de longa autonomia com assistência ao motorista.</p>${HOSTILE_IMAGE}`,
    ],
    3: ['2 lugares · 6 m³ de carga · autonomia de 300 km', '<p>Uma van elétrica para entregas.</p>'],
  },
  ms: {
    1: [
      '5 tempat duduk · jarak 420 km',
      '<p>Hatchback elektrik kompak untuk bandar.</p><p>Pengecasan pantas hingga 80 % dalam 30 minit.</p>',
    ],
    2: ['5 tempat duduk · jarak 560 km', `<p>Sedan jarak jauh dengan bantuan pemandu.</p>${HOSTILE_IMAGE}`],
    3: ['2 tempat duduk · ruang kargo 6 m³ · jarak 300 km', '<p>Van elektrik untuk penghantaran.</p>'],
  },
  id: {
    1: [
      '5 kursi · jarak tempuh 420 km',
      '<p>Hatchback listrik ringkas untuk di kota.</p><p>Pengisian cepat hingga 80 % dalam 30 menit.</p>',
    ],
    2: ['5 kursi · jarak tempuh 560 km', `<p>Sedan jarak jauh dengan bantuan pengemudi.</p>${HOSTILE_IMAGE}`],
    3: ['2 kursi · kargo 6 m³ · jarak tempuh 300 km', '<p>Van listrik untuk pengiriman.</p>'],
  },
  vn: {
    1: [
      '5 chỗ · quãng đường 420 km',
      '<p>Xe hatchback điện nhỏ gọn cho đô thị.</p><p>Sạc nhanh đến 80 % trong 30 phút.</p>',
    ],
    2: ['5 chỗ · quãng đường 560 km', `<p>Xe sedan đi xa với hỗ trợ lái.</p>${HOSTILE_IMAGE}`],
    3: ['2 chỗ · thùng hàng 6 m³ · quãng đường 300 km', '<p>Xe van điện để giao hàng.</p>'],
  },
};

/** A car's specification and description in a language: English where the language has none. */
export const carTextIn = (
  locale: Locale,
  id: number,
): { specification: string; content: string } | undefined => {
  const text = CAR_TEXTS[locale]?.[id] ?? CAR_TEXTS.en[id];
  return text && { specification: text[0], content: text[1] };
};
