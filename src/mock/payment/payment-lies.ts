import * as z from 'zod/mini';
import { fail, invalid, ok } from '../core/handler';
import { handlerControls } from '../core/mock-feature';
import { orderBook } from '../orders/orders.state';
import { announcedOverrideSchema, armQuoteChange, refuseOrder, setAnnouncedOverride } from './payment.state';
import { contractsOf } from './payment-ledger';

const configBody = z.extend(announcedOverrideSchema, { chain: z.enum(['NADI', 'BSC']) });
const orderId = z.number().check(z.int(), z.positive());
const quoteBody = z.object({
  order_id: orderId,
  factor: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
  after_calls: z.optional(z.number().check(z.int(), z.nonnegative())),
});
const refuseBody = z.object({ order_id: orderId });

/**
 * A backend that lies about money, for the e2e journeys of "pay exactly what the person saw" (until the next
 * reset): `payment/config` announces other addresses for a chain (common/config and new intents),
 * `payment/quote` changes an order's price between calls, `payment/refuse` refuses an order's mined payment.
 */
export const LIE_CONTROLS = handlerControls([
  {
    path: 'payment/config',
    run: ({ body, state, env }) => {
      const parsed = configBody.safeParse(body);
      if (!parsed.success) {
        return invalid(
          "payment/config needs {chain: 'NADI' | 'BSC', usdt?, nadi?, receiver?, payment_contract?} (0x addresses)",
        );
      }
      const { chain, ...override } = parsed.data;
      setAnnouncedOverride(state, chain, override);
      const { chainId, tokens, receiver, paymentContract } = contractsOf(chain, env, state);
      return ok({ chain, chain_id: chainId, tokens, receiver, payment_contract: paymentContract });
    },
  },
  {
    path: 'payment/quote',
    run: ({ body, state }) => {
      const parsed = quoteBody.safeParse(body);
      if (!parsed.success || !/[1-9]/.test(parsed.data.factor)) {
        return invalid("payment/quote needs {order_id, factor: '10' (a decimal above 0), after_calls?: 0…}");
      }
      const { order_id: id, factor, after_calls: afterCalls = 1 } = parsed.data;
      if (
        !orderBook(state)
          .allOrders()
          .some((o) => o.id === id)
      )
        return fail(404, `order ${id} not found`);
      armQuoteChange(state, id, factor, afterCalls);
      return ok({ order_id: id, factor, after_calls: afterCalls });
    },
  },
  {
    // Not a lie: what the server recorded for an order, for the journeys (its reference is in no other answer
    // but pay/chainIntent's, which a second call with another choice would replace).
    path: 'payment/order',
    run: ({ body, state }) => {
      const parsed = refuseBody.safeParse(body);
      if (!parsed.success) return invalid('payment/order needs {order_id}');
      const order = orderBook(state)
        .allOrders()
        .find((o) => o.id === parsed.data.order_id);
      if (!order) return fail(404, `order ${parsed.data.order_id} not found`);
      const { orderRef, intent, txHash, txStatus } = order.payment;
      return ok({ order_id: order.id, order_ref: orderRef, intent, tx_hash: txHash, tx_status: txStatus });
    },
  },
  {
    path: 'payment/refuse',
    run: ({ body, state }) => {
      const parsed = refuseBody.safeParse(body);
      if (!parsed.success) return invalid('payment/refuse needs {order_id}');
      const id = parsed.data.order_id;
      if (
        !orderBook(state)
          .allOrders()
          .some((o) => o.id === id)
      )
        return fail(404, `order ${id} not found`);
      refuseOrder(state, id);
      return ok({ order_id: id, refused: true });
    },
  },
]);
