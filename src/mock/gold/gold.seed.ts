import { bannerImage } from '../core/mock-art';

/**
 * A gold goods item of the mock shop; its price follows the gold price (grams × price + fee). Its words here
 * are English and draw its picture; the answers give them in the request's language (gold-content.ts).
 */
export interface GoldGoodsSeed {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
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
    grams: '100',
    fee: '20',
    specification: '100 g · held in the vault',
    stock: 500,
    sold: 41,
    needDelivery: false,
    content: '<p>One hundred grams held in the vault: nothing is shipped.</p>',
  },
];

const COLOURS: Readonly<Record<number, readonly [string, string]>> = {
  1: ['#b8860b', '#f5d76e'],
  2: ['#c27c0e', '#f8c471'],
  3: ['#7d6608', '#d4ac0d'],
};

/** A picture of the goods, drawn (the demo has no image files). */
export const goldImage = (goods: GoldGoodsSeed): string => {
  const [from, to] = COLOURS[goods.categoryId] ?? ['#b8860b', '#f5d76e'];
  return bannerImage(goods.name, goods.specification, from, to);
};

export const goldGoodsById = (id: number): GoldGoodsSeed | undefined => GOLD_GOODS.find((g) => g.id === id);
