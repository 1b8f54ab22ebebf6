import { machineGoodsDetail, machineGoodsList } from '../../adapters/api/catalogue/mall.schema';
import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { EQUIPMENT_TYPE_CODES } from '../../domain/shared/equipment-type';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { requestLocale } from '../core/request-language';
import { orderBook } from '../orders/orders.state';
import { payStatusOf } from '../payment/payment-ledger';
import { deviceBackImage, deviceImage } from './device-art';
import { deviceTextIn } from './mall-content';

/** Answer code for a device id that does not exist. */
export const MACHINE_NOT_FOUND_CODE = 404;

/**
 * A device of the mall as the mock sells it; stock and sold move with paid orders. Its words here are English;
 * the answers give them in the request's language (mall-content.ts). Its pictures, front and back, are drawn
 * from its type and colour with no words in them (device-art.ts).
 */
export interface MockMachine {
  readonly id: number;
  readonly name: string;
  readonly color: string;
  readonly deviceType: number;
  readonly price: string;
  readonly power: string;
  readonly stock: number;
  readonly sold: number;
  readonly needDelivery: boolean;
  readonly specification: string;
  readonly content: string;
}

/** The devices on sale (made up). The foldable is out of stock. */
export const MACHINES: readonly MockMachine[] = [
  {
    id: 1,
    name: 'NADI Tab S1',
    color: '#3a7bd5',
    deviceType: EQUIPMENT_TYPE_CODES.tablet,
    price: '299',
    power: '100',
    stock: 120,
    sold: 380,
    needDelivery: true,
    specification: '10.1" · 8 GB + 256 GB · 7000 mAh',
    content:
      '<h3>Mines while it charges</h3><p>A tablet that mines while it charges. Activate it with the ' +
      'code on the box.</p><ul><li>Wi-Fi 6 and 5G</li><li>Two-year warranty</li></ul>',
  },
  {
    id: 2,
    name: 'NADI Phone X',
    color: '#11998e',
    deviceType: EQUIPMENT_TYPE_CODES.straightPhone,
    price: '499',
    power: '180',
    stock: 60,
    sold: 240,
    needDelivery: true,
    specification: '6.7" · 12 GB + 512 GB · 5000 mAh',
    content: '<p>A phone with a mining chip. <strong>Double power</strong> in its first month.</p>',
  },
  {
    id: 3,
    name: 'NADI Fold Z',
    color: '#8e2de2',
    deviceType: EQUIPMENT_TYPE_CODES.foldablePhone,
    price: '999',
    power: '400',
    stock: 0,
    sold: 100,
    needDelivery: true,
    specification: '7.6" unfolded · 16 GB + 1 TB',
    // A hostile description on purpose: the app must show the text and drop the handler and the script.
    content:
      '<p>The foldable miner. Sold out for now.</p>' +
      '<img src="x" alt="" onerror="window.__mallXss = true"><script>window.__mallXss = true</script>',
  },
];

export const machineById = (id: number): MockMachine | undefined => MACHINES.find((m) => m.id === id);

/** Devices of this model in paid orders, across all users. */
export const machinesPaid = (state: MockState, id: number): number =>
  orderBook(state)
    .allOrders()
    .filter(
      (o) => o.orderType === ORDER_TYPE_CODES.buyDevice && o.goodsId === id && payStatusOf(o) === 'paid',
    )
    .reduce((count, o) => count + o.num, 0);

/** Stock left: the seeded stock less what paid orders took, never below 0. */
export const machineStock = (state: MockState, machine: MockMachine): number =>
  Math.max(machine.stock - machinesPaid(state, machine.id), 0);

/** The device's picture: the device drawn on its colour (device-art.ts). */
export const goodsImageOf = (m: MockMachine): string => deviceImage(m.deviceType, m.color);

const goodsWire = (state: MockState, m: MockMachine) => ({
  id: m.id,
  name: m.name,
  image: goodsImageOf(m),
  device_type: m.deviceType,
  price: m.price,
  power: m.power,
  stock: machineStock(state, m),
  sold: m.sold + machinesPaid(state, m.id),
  need_delivery: m.needDelivery ? (1 as const) : (0 as const),
});

/** The devices of the mall and the mining screen (`machine/goodsList`, `machine/goodsDetail`). */
export const MALL_HANDLERS: readonly Implementation[] = [
  implementAuthed(machineGoodsList, ({ state }) => ok(MACHINES.map((m) => goodsWire(state, m)))),

  implementAuthed(machineGoodsDetail, ({ input, state, headers }) => {
    const machine = machineById(input.id);
    if (!machine) return fail(MACHINE_NOT_FOUND_CODE, 'device not found');
    const wire = goodsWire(state, machine);
    const text = deviceTextIn(requestLocale(headers), machine.id) ?? machine;
    return ok({
      ...wire,
      images: [wire.image, deviceBackImage(machine.deviceType, machine.color)],
      specification: text.specification,
      content: text.content,
    });
  }),
];
