import { MatchersV3 } from '@pact-foundation/pact';
import { dateTime, decimal } from './pact-kit';

const { integer, string, regex } = MatchersV3;

/** A picture: the mock draws them as data URIs; a backend sends https addresses. */
export const picture = (example = 'https://cdn.nadi.example/gold/bar-10g.png') =>
  regex('^(https://|data:image/)\\S+$', example);

/** A gold goods item on the wire, by shape; `needDelivery` and the ids exactly. */
export const goodsWire = (id: number, categoryId: number, needDelivery: 0 | 1) => ({
  id,
  category_id: categoryId,
  name: string('NADI bar 10 g'),
  image: picture(),
  price: decimal('765.6'),
  handicraft_fee: decimal('12.5'),
  specification: string('10 g · 999.9 fine gold'),
  product_amount: decimal('10'),
  stock: integer(120),
  sold: integer(38),
  need_delivery: needDelivery,
});

/** A gold order on the wire in `status` (0 to pay, then paid ones), of goods 1. */
export const goldOrderWire = (id: unknown, status: number, delivered: boolean) => {
  const shipped = status === 2 || status === 3;
  return {
    id,
    order_no: regex('^[A-Za-z0-9]+$', 'NO20261122000042'),
    goods_id: integer(1),
    goods_name: string('NADI bar 10 g'),
    goods_image: picture(),
    num: integer(1),
    gold_price: decimal('75.31'),
    price: decimal('765.6'),
    handicraft_fee: decimal('12.5'),
    total_price: decimal('765.6'),
    need_delivery: delivered ? 1 : 0,
    status,
    express_company: string(shipped ? 'SF Express' : ''),
    express_no: string(shipped ? 'SF1000007919' : ''),
    remark: string(''),
    delivery: delivered
      ? {
          name: string('Aiden Chen'),
          phone: string('+886912345678'),
          area: string('Taipei'),
          address: string('No. 7, Sec. 5, Xinyi Rd.'),
        }
      : null,
    create_time: dateTime('2026-11-22T15:30:00.000Z'),
    ship_time: shipped ? dateTime('2026-11-22T15:40:00.000Z') : null,
    confirm_time: status === 3 ? dateTime('2026-11-23T10:00:00.000Z') : null,
    auto_confirm_time: status === 2 ? dateTime('2026-11-29T15:40:00.000Z') : null,
  };
};

/** A release record on the wire, releasing (1) or completed (2). */
export const releaseWire = (status: 1 | 2, goodsName = 'Vault gold 1 g') => ({
  id: integer(1),
  order_no: regex('^[A-Za-z0-9]+$', 'NO20261122000042'),
  goods_name: string(goodsName),
  amount: decimal('75.81'),
  released: decimal('2.2743'),
  release_rate: decimal('0.01'),
  status,
  create_time: dateTime('2026-11-19T15:30:00.000Z'),
  release_time: status === 1 ? dateTime('2026-11-22T15:30:00.000Z') : dateTime('2027-02-27T15:30:00.000Z'),
});
