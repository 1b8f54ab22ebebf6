import { type GoldKind, goldArt } from './gold-art';

/**
 * A gold goods item of the mock shop; its price follows the gold price (grams × price + fee). Its words here
 * are English; the answers give them in the request's language (gold-content.ts). Its picture is drawn from
 * its kind and weight, with no words in it (gold-art.ts).
 */
export interface GoldGoodsSeed {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly kind: GoldKind;
  readonly grams: string;
  readonly fee: string;
  readonly specification: string;
  readonly stock: number;
  readonly sold: number;
  readonly needDelivery: boolean;
  readonly content: string;
}

/** The gold price the mock starts from, in USDT per gram. */
export const GOLD_START_PRICE = '75.31';

export const GOLD_GOODS: readonly GoldGoodsSeed[] = [
  {
    id: 1,
    categoryId: 1,
    name: 'NADI bar 10 g',
    kind: 'minted-bar',
    grams: '10',
    fee: '12.5',
    specification: '10 g · 999.9 fine gold',
    stock: 120,
    sold: 38,
    needDelivery: true,
    content: '<p>A minted bar of <strong>999.9</strong> fine gold, sealed with its assay card.</p>',
  },
  {
    id: 2,
    categoryId: 1,
    name: 'NADI bar 50 g',
    kind: 'cast-bar',
    grams: '50',
    fee: '40',
    specification: '50 g · 999.9 fine gold',
    stock: 30,
    sold: 9,
    needDelivery: true,
    content: '<p>A cast bar of 50 g, numbered, with its certificate.</p>',
  },
  {
    id: 3,
    categoryId: 2,
    name: 'Lucky bracelet',
    kind: 'bangle',
    grams: '20',
    fee: '35',
    specification: '20 g · 18 cm · 999 gold',
    stock: 15,
    sold: 4,
    needDelivery: true,
    content: '<p>A woven bracelet in 999 gold.</p><script>alert(1)</script>',
  },
  {
    id: 4,
    categoryId: 2,
    name: 'Plain ring',
    kind: 'ring',
    grams: '5',
    fee: '18',
    specification: '5 g · sizes 6–20',
    stock: 0,
    sold: 60,
    needDelivery: true,
    content: '<p>A plain band. Sold out for now.</p>',
  },
  {
    id: 5,
    categoryId: 3,
    name: 'Vault gold 1 g',
    kind: 'coin',
    grams: '1',
    fee: '0.5',
    specification: '1 g · held in the vault',
    stock: 10000,
    sold: 2315,
    needDelivery: false,
    content: '<p>Gold held for you in the vault: nothing is shipped.</p>',
  },
  {
    id: 6,
    categoryId: 3,
    name: 'Vault gold 100 g',
    kind: 'cast-bar',
    grams: '100',
    fee: '20',
    specification: '100 g · held in the vault',
    stock: 500,
    sold: 41,
    needDelivery: false,
    content: '<p>One hundred grams held in the vault: nothing is shipped.</p>',
  },
];

/** A picture of the goods, drawn (the demo has no image files), the same in every language. */
export const goldImage = (goods: GoldGoodsSeed): string =>
  goldArt(goods.kind, Number(goods.grams), goods.categoryId);

export const goldGoodsById = (id: number): GoldGoodsSeed | undefined => GOLD_GOODS.find((g) => g.id === id);
