import * as z from 'zod/mini';
import { fail, invalid, ok } from '../core/handler';
import { handlerControls } from '../core/mock-feature';
import { orderBook } from '../orders/orders.state';

const tamperBody = z.object({
  order_id: z.number().check(z.int()),
  token_contract: z.optional(z.nullable(z.string())),
  decimals: z.optional(z.number().check(z.int(), z.nonnegative())),
  amount: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?$/))),
  receiver: z.optional(z.string()),
  payment_contract: z.optional(z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))),
  expires_at: z.optional(z.iso.datetime({ offset: true })),
});

/**
 * The payment's control calls, for the e2e journeys that play a compromised backend:
 * `POST /__mock/payment/intent` rewrites the on-chain intent already recorded for an order (its token
 * contract, decimals, amount, receiver, payment contract or expiry), so that the next `pay/chainIntent`
 * answers the tampered one. The order is not opened on chain again: the chain keeps the terms first opened.
 */
export const PAYMENT_CONTROLS = handlerControls([
  {
    path: 'payment/intent',
    run: ({ body, state }) => {
      const parsed = tamperBody.safeParse(body);
      if (!parsed.success)
        return invalid(
          'payment/intent needs {order_id, token_contract?, decimals?, amount?, receiver?, payment_contract?, expires_at?}',
        );
      const { order_id: id, token_contract: tokenContract, decimals, amount, receiver } = parsed.data;
      const { payment_contract: paymentContract, expires_at: expiresAt } = parsed.data;
      const book = orderBook(state);
      const order = book.allOrders().find((o) => o.id === id);
      const intent = order?.payment.intent;
      if (!order || !intent) return fail(404, `order ${id} has no on-chain intent`);
      order.payment = {
        ...order.payment,
        intent: {
          ...intent,
          ...(tokenContract !== undefined && { tokenContract }),
          ...(decimals !== undefined && { decimals }),
          ...(amount !== undefined && { amount }),
          ...(receiver !== undefined && { receiver }),
          ...(paymentContract !== undefined && { paymentContract }),
          ...(expiresAt !== undefined && { expiresAt: new Date(expiresAt).toISOString() }),
        },
      };
      book.saveOrder(order);
      return ok({ order_id: id, intent: order.payment.intent });
    },
  },
]);
