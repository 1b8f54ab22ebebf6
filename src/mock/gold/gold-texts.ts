/** The gold shop's words in English, Chinese, Japanese and Korean (gold-texts-more.ts has the rest). */

/** A gold goods item's words: its name, its specification and its description (HTML). */
export type GoldGoodsText = readonly [name: string, specification: string, content: string];

/** The gold shop's words in one language: the three categories (ids 1–3) and the goods by id. */
export interface GoldTexts {
  readonly categories: readonly [string, string, string];
  readonly goods: Readonly<Record<number, GoldGoodsText>>;
}

/** The bracelet's description carries a script on purpose, in every language: the app must drop it. */
export const HOSTILE_SCRIPT = '<script>alert(1)</script>';

export const EN: GoldTexts = {
  categories: ['Gold bars', 'Jewellery', 'Vault gold'],
  goods: {
    1: [
      'NADI bar 10 g',
      '10 g · 999.9 fine gold',
      '<p>A minted bar of <strong>999.9</strong> fine gold, sealed with its assay card.</p>',
    ],
    2: [
      'NADI bar 50 g',
      '50 g · 999.9 fine gold',
      '<p>A cast bar of 50 g, numbered, with its certificate.</p>',
    ],
    3: ['Lucky bracelet', '20 g · 18 cm · 999 gold', `<p>A woven bracelet in 999 gold.</p>${HOSTILE_SCRIPT}`],
    4: ['Plain ring', '5 g · sizes 6–20', '<p>A plain band. Sold out for now.</p>'],
    5: [
      'Vault gold 1 g',
      '1 g · held in the vault',
      '<p>Gold held for you in the vault: nothing is shipped.</p>',
    ],
    6: [
      'Vault gold 100 g',
      '100 g · held in the vault',
      '<p>One hundred grams held in the vault: nothing is shipped.</p>',
    ],
  },
};

export const ZH: GoldTexts = {
  categories: ['金条', '首饰', '金库黄金'],
  goods: {
    1: [
      'NADI 金条 10 克',
      '10 克 · 999.9 足金',
      '<p>一根 <strong>999.9</strong> 足金压制金条，附鉴定卡密封包装。</p>',
    ],
    2: ['NADI 金条 50 克', '50 克 · 999.9 足金', '<p>一根 50 克浇铸金条，带编号和证书。</p>'],
    3: ['幸运手链', '20 克 · 18 厘米 · 999 黄金', `<p>一条 999 黄金编织手链。</p>${HOSTILE_SCRIPT}`],
    4: ['素圈戒指', '5 克 · 6–20 号', '<p>一枚素面戒指。暂时售罄。</p>'],
    5: ['金库黄金 1 克', '1 克 · 存放于金库', '<p>为您存放在金库中的黄金：不发货。</p>'],
    6: ['金库黄金 100 克', '100 克 · 存放于金库', '<p>一百克黄金存放在金库中：不发货。</p>'],
  },
};

export const ZH_TW: GoldTexts = {
  categories: ['金條', '飾品', '金庫黃金'],
  goods: {
    1: [
      'NADI 金條 10 克',
      '10 克 · 999.9 純金',
      '<p>一根 <strong>999.9</strong> 純金壓製金條，附鑑定卡密封包裝。</p>',
    ],
    2: ['NADI 金條 50 克', '50 克 · 999.9 純金', '<p>一根 50 克澆鑄金條，附編號與證書。</p>'],
    3: ['幸運手鍊', '20 克 · 18 公分 · 999 黃金', `<p>一條 999 黃金編織手鍊。</p>${HOSTILE_SCRIPT}`],
    4: ['素面戒指', '5 克 · 6–20 號', '<p>一枚素面戒指。暫時售罄。</p>'],
    5: ['金庫黃金 1 克', '1 克 · 存放於金庫', '<p>為您存放在金庫中的黃金：不出貨。</p>'],
    6: ['金庫黃金 100 克', '100 克 · 存放於金庫', '<p>一百克黃金存放在金庫中：不出貨。</p>'],
  },
};

export const JA: GoldTexts = {
  categories: ['ゴールドバー', 'ジュエリー', '保管ゴールド'],
  goods: {
    1: [
      'NADI ゴールドバー 10 g',
      '10 g · 純度 999.9',
      '<p>純度 <strong>999.9</strong> のプレス製ゴールドバー。鑑定カード付きで封入されています。</p>',
    ],
    2: [
      'NADI ゴールドバー 50 g',
      '50 g · 純度 999.9',
      '<p>50 g の鋳造バー。シリアル番号と証明書付きです。</p>',
    ],
    3: [
      'ラッキーブレスレット',
      '20 g · 18 cm · 純度 999',
      `<p>純度 999 の金で編んだブレスレットです。</p>${HOSTILE_SCRIPT}`,
    ],
    4: ['シンプルリング', '5 g · 6～20 号', '<p>シンプルな指輪です。現在売り切れです。</p>'],
    5: [
      '保管ゴールド 1 g',
      '1 g · 金庫で保管',
      '<p>お客様のために金庫で保管する金です。発送はありません。</p>',
    ],
    6: [
      '保管ゴールド 100 g',
      '100 g · 金庫で保管',
      '<p>100 グラムを金庫で保管します。発送はありません。</p>',
    ],
  },
};

export const KO: GoldTexts = {
  categories: ['골드바', '주얼리', '금고 보관 금'],
  goods: {
    1: [
      'NADI 골드바 10 g',
      '10 g · 순도 999.9',
      '<p>순도 <strong>999.9</strong>의 압인 골드바로, 감정 카드와 함께 밀봉되어 있습니다.</p>',
    ],
    2: ['NADI 골드바 50 g', '50 g · 순도 999.9', '<p>일련번호와 인증서가 있는 50 g 주조 골드바입니다.</p>'],
    3: ['행운 팔찌', '20 g · 18 cm · 순도 999', `<p>순도 999 금으로 엮은 팔찌입니다.</p>${HOSTILE_SCRIPT}`],
    4: ['심플 반지', '5 g · 6~20호', '<p>장식 없는 심플한 반지입니다. 현재 품절입니다.</p>'],
    5: [
      '금고 보관 금 1 g',
      '1 g · 금고 보관',
      '<p>고객님을 위해 금고에 보관하는 금입니다. 배송되지 않습니다.</p>',
    ],
    6: [
      '금고 보관 금 100 g',
      '100 g · 금고 보관',
      '<p>금고에 보관하는 100그램입니다. 배송되지 않습니다.</p>',
    ],
  },
};
