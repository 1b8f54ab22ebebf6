import {
  MINING_CODES,
  miningActivate,
  miningActivation,
  miningConfig,
  miningDestroyList,
  miningMyMiners,
  miningPower,
  miningPowerLog,
} from '../../adapters/api/catalogue/mining.schema';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import { pageAnswer } from '../core/paging';
import { NADI_PRICE } from '../home/home.handlers';
import { DESTROY_MINIMUM, UNION_MINIMUM } from '../orders/orders.handlers';
import { activationWire, deviceOf, minersOf, settled } from './miners';
import { deviceBook } from './mining.state';
import { destroyEntriesOf, powerLogOf, powerOf } from './mining-power';

/** How long an activation stays pending before the device answers. */
export const ACTIVATION_SETTLE_MS = 2000;

/**
 * Mining (`mining/*`, proposed). Everything is worked out from the orders and the devices: paid node,
 * destroy and union orders become miners; a paid device order ships a device whose code is
 * `NADI-D` + the order id in six digits. An activation stays pending for ACTIVATION_SETTLE_MS, then
 * succeeds (the device becomes the user's) or fails (a faulty device, or someone activated it meanwhile).
 */
export const MINING_HANDLERS: readonly Implementation[] = [
  implementAuthed(miningConfig, () =>
    ok({ destroy_min: DESTROY_MINIMUM, union_min: UNION_MINIMUM, nadi_price: NADI_PRICE }),
  ),

  implementAuthed(miningPower, ({ user, state, env }) => ok(powerOf(state, user, env.now()))),

  implementAuthed(miningPowerLog, ({ input, user, state, env }) => {
    const lines = powerLogOf(state, user, env.now()).filter(
      (l) => input.type === undefined || l.type === input.type,
    );
    const wire = lines.map((l) => ({ id: l.id, type: l.type, amount: l.amount, create_time: l.time }));
    return pageAnswer(wire, input.page, input.page_size);
  }),

  implementAuthed(miningDestroyList, ({ input, user, state, env }) => {
    const wire = destroyEntriesOf(state, user, env.now()).map((e) => ({
      id: e.id,
      price: e.price,
      num: e.num,
      usdt_value: e.usdt,
      create_time: e.time,
      status: e.status,
    }));
    return pageAnswer(wire, input.page, input.page_size);
  }),

  implementAuthed(miningMyMiners, ({ user, state, env }) => ok(minersOf(state, user, env.now()))),

  implementAuthed(miningActivate, ({ input, user, state, env }) => {
    const now = env.now();
    const device = deviceOf(state, input.code);
    if (!device) return fail(MINING_CODES.activationCodeUnknown, 'activation code not found');
    if (device.ownerId !== null) return fail(MINING_CODES.activationCodeUsed, 'activation code already used');
    const pending = deviceBook(state)
      .activationsOf(user.id)
      .map((a) => settled(state, a, now))
      .find((a) => a.code === device.code && a.outcome === null);
    const activation =
      pending ??
      deviceBook(state).addActivation({
        userId: user.id,
        code: device.code,
        settlesAt: new Date(now + ACTIVATION_SETTLE_MS).toISOString(),
        outcome: null,
      });
    return ok(activationWire(state, activation));
  }),

  implementAuthed(miningActivation, ({ input, user, state, env }) => {
    const activation = deviceBook(state).activation(user.id, input.id);
    if (!activation) return fail(MINING_CODES.activationNotFound, 'activation not found');
    return ok(activationWire(state, settled(state, activation, env.now())));
  }),
];
