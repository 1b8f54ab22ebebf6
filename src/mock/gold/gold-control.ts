import * as z from 'zod/mini';
import { GOLD_ORDER_STATUS_CODES } from '../../domain/gold/gold-order-status';
import { invalid, ok } from '../core/handler';
import { handlerControls } from '../core/mock-feature';
import { goldData, goldTiming } from './gold.state';
import { completeGoldOrder, setGoldPrice, shipGoldOrder, syncGoldOrders } from './gold-clock';
import { advanceReleases } from './releases';

const priceBody = z.object({
  price: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
  /** Default true: the price stays until set again (false: it walks on from here). */
  fixed: z.optional(z.boolean()),
  /** Runs out every price lock now, as if they had been held too long. */
  expire_locks: z.optional(z.boolean()),
});
const ordersBody = z.object({ to: z.enum(['shipped', 'completed']), order_id: z.optional(z.number()) });
const releaseBody = z.object({ days: z.number().check(z.int(), z.positive()) });
const timingBody = z.object({
  ship_after_ms: z.optional(z.number().check(z.nonnegative())),
  auto_confirm_ms: z.optional(z.number().check(z.nonnegative())),
});

/**
 * The gold shop's control calls, for tests and demos: `POST /__mock/gold/price` sets the gold price (and
 * may run out the locks), `gold/orders` ships or completes paid orders now (every user's, or `order_id`'s),
 * `gold/release` moves every gold and car release on by `days`, `gold/timing` changes the clock's delays.
 */
export const GOLD_CONTROLS = handlerControls([
  {
    path: 'gold/price',
    run: ({ body, state, env }) => {
      const parsed = priceBody.safeParse(body);
      if (!parsed.success) return invalid('gold/price needs {price: "75.31", fixed?, expire_locks?}');
      const now = env.now();
      setGoldPrice(state, parsed.data.price, parsed.data.fixed ?? true, now);
      const data = goldData(state);
      if (parsed.data.expire_locks) {
        for (const lock of data.goldLocks ?? []) lock.expiresAt = new Date(now - 1).toISOString();
      }
      return ok({ price: parsed.data.price, locks: data.goldLocks?.length ?? 0 });
    },
  },
  {
    path: 'gold/orders',
    run: ({ body, state, env }) => {
      const parsed = ordersBody.safeParse(body);
      if (!parsed.success) return invalid("gold/orders needs {to: 'shipped'|'completed', order_id?}");
      const now = env.now();
      const { to, order_id: id } = parsed.data;
      const orders = goldData(state).goldOrders ?? [];
      for (const userId of new Set(orders.map((o) => o.userId))) syncGoldOrders(state, userId, now);
      const from = to === 'shipped' ? GOLD_ORDER_STATUS_CODES.toShip : GOLD_ORDER_STATUS_CODES.toReceive;
      const moved = orders.filter((o) => o.status === from && (id === undefined || o.orderId === id));
      for (const order of moved) {
        if (to === 'shipped') shipGoldOrder(state, order, now);
        else completeGoldOrder(state, order, now);
      }
      return ok({ moved: moved.map((o) => o.orderId) });
    },
  },
  {
    path: 'gold/release',
    run: ({ body, state, env }) => {
      const parsed = releaseBody.safeParse(body);
      if (!parsed.success) return invalid('gold/release needs {days: a whole number above 0}');
      return ok({ releases: advanceReleases(state, parsed.data.days, env.now()) });
    },
  },
  {
    path: 'gold/timing',
    run: ({ body, state }) => {
      const parsed = timingBody.safeParse(body);
      if (!parsed.success) return invalid('gold/timing needs {ship_after_ms?, auto_confirm_ms?}');
      const data = goldData(state);
      const current = goldTiming(state);
      data.goldTiming = {
        shipAfterMs: parsed.data.ship_after_ms ?? current.shipAfterMs,
        autoConfirmMs: parsed.data.auto_confirm_ms ?? current.autoConfirmMs,
      };
      return ok(data.goldTiming);
    },
  },
]);
