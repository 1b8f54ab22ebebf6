import type { Locale } from '../../domain/language/language';
import { type GoldTexts, HOSTILE_SCRIPT } from './gold-texts';

/** The gold shop's words in Thai, Portuguese, Malay, Indonesian and Vietnamese. */

const TH: GoldTexts = {
  categories: ['ทองคำแท่ง', 'เครื่องประดับ', 'ทองในห้องนิรภัย'],
  goods: {
    1: [
      'ทองคำแท่ง NADI 10 กรัม',
      '10 กรัม · ทองคำบริสุทธิ์ 999.9',
      '<p>ทองคำแท่งปั๊มความบริสุทธิ์ <strong>999.9</strong> ปิดผนึกพร้อมบัตรรับรองผลการตรวจ</p>',
    ],
    2: [
      'ทองคำแท่ง NADI 50 กรัม',
      '50 กรัม · ทองคำบริสุทธิ์ 999.9',
      '<p>ทองคำแท่งหล่อ 50 กรัม มีหมายเลขกำกับ พร้อมใบรับรอง</p>',
    ],
    3: ['สร้อยข้อมือนำโชค', '20 กรัม · 18 ซม. · ทอง 999', `<p>สร้อยข้อมือถักจากทอง 999</p>${HOSTILE_SCRIPT}`],
    4: ['แหวนเกลี้ยง', '5 กรัม · ไซซ์ 6–20', '<p>แหวนเกลี้ยงเรียบง่าย ขณะนี้สินค้าหมด</p>'],
    5: ['ทองในห้องนิรภัย 1 กรัม', '1 กรัม · เก็บในห้องนิรภัย', '<p>ทองที่เก็บไว้ให้คุณในห้องนิรภัย ไม่มีการจัดส่ง</p>'],
    6: ['ทองในห้องนิรภัย 100 กรัม', '100 กรัม · เก็บในห้องนิรภัย', '<p>ทองหนึ่งร้อยกรัมที่เก็บไว้ในห้องนิรภัย ไม่มีการจัดส่ง</p>'],
  },
};

const PT: GoldTexts = {
  categories: ['Barras de ouro', 'Joias', 'Ouro em cofre'],
  goods: {
    1: [
      'Barra NADI 10 g',
      '10 g · ouro fino 999.9',
      '<p>Uma barra cunhada de ouro fino <strong>999.9</strong>, selada com o seu cartão de ensaio.</p>',
    ],
    2: [
      'Barra NADI 50 g',
      '50 g · ouro fino 999.9',
      '<p>Uma barra fundida de 50 g, numerada, com o seu certificado.</p>',
    ],
    3: [
      'Pulseira da sorte',
      '20 g · 18 cm · ouro 999',
      `<p>Uma pulseira trançada em ouro 999.</p>${HOSTILE_SCRIPT}`,
    ],
    4: ['Anel liso', '5 g · tamanhos 6–20', '<p>Uma aliança lisa. Esgotado por enquanto.</p>'],
    5: [
      'Ouro em cofre 1 g',
      '1 g · guardado no cofre',
      '<p>Ouro guardado para você no cofre: nada é enviado.</p>',
    ],
    6: [
      'Ouro em cofre 100 g',
      '100 g · guardado no cofre',
      '<p>Cem gramas guardados no cofre: nada é enviado.</p>',
    ],
  },
};

const MS: GoldTexts = {
  categories: ['Jongkong emas', 'Barang kemas', 'Emas peti besi'],
  goods: {
    1: [
      'Jongkong NADI 10 g',
      '10 g · emas tulen 999.9',
      '<p>Jongkong tempaan emas tulen <strong>999.9</strong>, dimeterai bersama kad ujiannya.</p>',
    ],
    2: [
      'Jongkong NADI 50 g',
      '50 g · emas tulen 999.9',
      '<p>Jongkong tuangan 50 g, bernombor, bersama sijilnya.</p>',
    ],
    3: [
      'Gelang tuah',
      '20 g · 18 cm · emas 999',
      `<p>Gelang anyaman daripada emas 999.</p>${HOSTILE_SCRIPT}`,
    ],
    4: [
      'Cincin belah rotan',
      '5 g · saiz 6–20',
      '<p>Cincin belah rotan yang ringkas. Habis dijual buat masa ini.</p>',
    ],
    5: [
      'Emas peti besi 1 g',
      '1 g · disimpan dalam peti besi',
      '<p>Emas yang disimpan untuk anda dalam peti besi: tiada apa yang dihantar.</p>',
    ],
    6: [
      'Emas peti besi 100 g',
      '100 g · disimpan dalam peti besi',
      '<p>Seratus gram disimpan dalam peti besi: tiada apa yang dihantar.</p>',
    ],
  },
};

const ID: GoldTexts = {
  categories: ['Emas batangan', 'Perhiasan', 'Emas di brankas'],
  goods: {
    1: [
      'Emas batangan NADI 10 g',
      '10 g · emas murni 999.9',
      '<p>Emas batangan cetak <strong>999.9</strong> murni, disegel bersama kartu hasil ujinya.</p>',
    ],
    2: [
      'Emas batangan NADI 50 g',
      '50 g · emas murni 999.9',
      '<p>Emas batangan cor 50 g, bernomor seri, dengan sertifikatnya.</p>',
    ],
    3: [
      'Gelang keberuntungan',
      '20 g · 18 cm · emas 999',
      `<p>Gelang anyaman dari emas 999.</p>${HOSTILE_SCRIPT}`,
    ],
    4: ['Cincin polos', '5 g · ukuran 6–20', '<p>Cincin polos sederhana. Stok habis untuk sementara.</p>'],
    5: [
      'Emas di brankas 1 g',
      '1 g · disimpan di brankas',
      '<p>Emas yang disimpan untuk Anda di brankas: tidak ada yang dikirim.</p>',
    ],
    6: [
      'Emas di brankas 100 g',
      '100 g · disimpan di brankas',
      '<p>Seratus gram disimpan di brankas: tidak ada yang dikirim.</p>',
    ],
  },
};

const VN: GoldTexts = {
  categories: ['Vàng miếng', 'Trang sức', 'Vàng lưu ký'],
  goods: {
    1: [
      'Vàng miếng NADI 10 g',
      '10 g · vàng ròng 999.9',
      '<p>Miếng vàng ròng <strong>999.9</strong> dập, niêm phong kèm thẻ kiểm định.</p>',
    ],
    2: [
      'Vàng miếng NADI 50 g',
      '50 g · vàng ròng 999.9',
      '<p>Miếng vàng đúc 50 g, có số sê-ri và giấy chứng nhận.</p>',
    ],
    3: ['Vòng tay may mắn', '20 g · 18 cm · vàng 999', `<p>Vòng tay đan bằng vàng 999.</p>${HOSTILE_SCRIPT}`],
    4: ['Nhẫn trơn', '5 g · cỡ 6–20', '<p>Nhẫn trơn đơn giản. Tạm thời hết hàng.</p>'],
    5: [
      'Vàng lưu ký 1 g',
      '1 g · cất giữ trong kho',
      '<p>Vàng được cất giữ cho bạn trong kho: không giao hàng.</p>',
    ],
    6: [
      'Vàng lưu ký 100 g',
      '100 g · cất giữ trong kho',
      '<p>Một trăm gam vàng cất giữ trong kho: không giao hàng.</p>',
    ],
  },
};

export const GOLD_TEXTS_MORE: Readonly<Record<Extract<Locale, 'th' | 'pt' | 'ms' | 'id' | 'vn'>, GoldTexts>> =
  {
    th: TH,
    pt: PT,
    ms: MS,
    id: ID,
    vn: VN,
  };
