import { NODE_TYPE_CODES } from '../../domain/node/node-type';
import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import type { MockFeature } from '../core/mock-feature';
import type { MockState, MockUser } from '../core/mock-state';
import { PACT_TOKEN, type ProviderStateContext } from '../core/provider-states';
import { SEED_USERS } from '../core/seed-users';
import { NODE_TIERS } from '../node/node.handlers';
import { draftOf } from '../orders/orders.handlers';
import { orderBook } from '../orders/orders.state';
import { payOffChain } from '../payment/payment.handlers';
import { USER_HANDLERS } from './user.handlers';

/** The wallets of the fresh users the purchase states register (no seeded user has them). */
export const PACT_FRESH_BUYER = '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc';
export const PACT_FRESH_UPLINE = '0x976ea74026e726554db657fa54763abd0c3a0aa9';

/**
 * Buys an elite node for the user the way the app does: preOrder.preOrder's draft and order, then
 * pay.balance's payment (the same functions the two calls run), never by writing figures.
 */
function buyEliteNode(state: MockState, buyer: MockUser, now: number): number {
  const elite = NODE_TIERS.find((t) => t.type === NODE_TYPE_CODES.elite);
  if (!elite) throw new Error('the mock sells no elite node');
  const draft = draftOf(state, buyer, { order_type: ORDER_TYPE_CODES.buyNode, goods_id: elite.id, num: 1 });
  if ('ok' in draft) throw new Error(`the elite node cannot be ordered: ${draft.ok ? '' : draft.msg}`);
  const order = orderBook(state).addOrder(buyer.id, draft, now);
  const paid = payOffChain(state, buyer, order, 'balance', now);
  if (!paid.ok) throw new Error(`the elite node cannot be paid from the balance: ${paid.msg}`);
  return order.id;
}

/** Registers a fresh user with a new wallet, as auth.login does: a new account's figures, nothing bought. */
function freshUser({ state, now, env }: ProviderStateContext, address: string, referrer: MockUser | null) {
  if (state.userByAddress(address))
    throw new Error(`${address} is registered already: the state wants a clean world`);
  return state.register(address, referrer, now, env.random);
}

/** Logs the user in with PACT_TOKEN; answers the login values every state answers. */
const loggedIn = (state: MockState, user: MockUser) => {
  state.setToken(PACT_TOKEN, user.id);
  return { token: PACT_TOKEN, address: user.address, code: user.code };
};

/** The user's own record and referral tree (the users live in the shared state). */
export const USER_FEATURE: MockFeature = {
  name: 'user',
  handlers: USER_HANDLERS,
  providerStates: [
    {
      name: 'the user has direct referrals',
      /** Re-adds any missing seeded user. */
      apply: ({ state, user }) => {
        for (const seeded of SEED_USERS) state.putUser(seeded);
        return { direct_count: state.directReferrals(user.id).length };
      },
    },
    {
      // Home, mining and team agree after a purchase (standing.ts): the contract pins it on a new account.
      name: 'a fresh user has bought an elite node',
      logsIn: false,
      apply: (context) => {
        const buyer = freshUser(context, PACT_FRESH_BUYER, null);
        const orderId = buyEliteNode(context.state, buyer, context.now);
        return { ...loggedIn(context.state, buyer), order_id: orderId };
      },
    },
    {
      // The same purchase as the upline's team figures count it.
      name: "a fresh user's direct referral has bought an elite node",
      logsIn: false,
      apply: (context) => {
        const upline = freshUser(context, PACT_FRESH_UPLINE, null);
        const referral = freshUser(context, PACT_FRESH_BUYER, upline);
        const orderId = buyEliteNode(context.state, referral, context.now);
        return { ...loggedIn(context.state, upline), order_id: orderId };
      },
    },
  ],
};
