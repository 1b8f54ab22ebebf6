import * as z from 'zod/mini';
import { invalid, ok } from '../core/handler';
import { handlerControls } from '../core/mock-feature';
import type { MockState } from '../core/mock-state';
import { PAYMENT_SLICE } from './payment.state';

/**
 * Whether BNB intents go to the receiver as a plain transfer, without the payment contract (as on a chain
 * that has none): the case where nothing on chain names the order, and the app must find a payment whose
 * hash it lost by the transfer itself. Off unless the control call turns it on (kept in PAYMENT_SLICE).
 */
export const plainNativeTransfers = (state: MockState): boolean =>
  state.part(PAYMENT_SLICE).plainNativeTransfers === true;

const body = z.object({ plain_native: z.boolean() });

/** `POST /__mock/payment/contract {plain_native: true}`: new BNB intents carry no payment contract. */
export const PAYMENT_CONTROLS = handlerControls([
  {
    path: 'payment/contract',
    run: ({ body: raw, state }) => {
      const parsed = body.safeParse(raw);
      if (!parsed.success) return invalid('payment/contract needs {plain_native: boolean}');
      state.part(PAYMENT_SLICE).plainNativeTransfers = parsed.data.plain_native;
      return ok({ plain_native: parsed.data.plain_native });
    },
  },
]);
