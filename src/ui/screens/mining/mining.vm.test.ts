import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeMiningApi } from '../../../../tests/fakes/fake-mining-api';
import { FakeOrdersApi } from '../../../../tests/fakes/fake-orders-api';
import { settle } from '../../../../tests/support/settle';
import { StartMiningUseCase } from '../../../application/mining/start-mining.use-case';
import { AppError } from '../../../domain/shared/app-error';
import { MiningVm } from './mining.vm';

function setup() {
  const api = new FakeMiningApi();
  const orders = new FakeOrdersApi();
  const vm = new MiningVm(api, new StartMiningUseCase(orders));
  return { api, orders, vm };
}

describe('loading', () => {
  it('loads every part on each new visit', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    vm.attach({ active: true });
    await settle();
    expect(vm.power.data?.remaining).toEqual(new Decimal(120));
    expect(vm.goods.data).toHaveLength(2);
    expect(vm.awaitingActivation.map((m) => m.name)).toEqual(['NADI Phone X']);
    expect(api.callsOf('power')).toBe(1);
    vm.attach({ active: false });
    vm.attach({ active: true });
    await settle();
    expect(api.callsOf('power')).toBe(2);
    vm.detach();
  });

  it('fails part by part', async () => {
    const { api, vm } = setup();
    api.failWith.power = new AppError('network');
    vm.attach({ active: true });
    await settle();
    expect(vm.power.error).toMatchObject({ kind: 'network' });
    expect(vm.miners.data).toHaveLength(2);
  });
});

describe('destroy and union mining', () => {
  it('refuses an amount below the minimum without sending, then orders and offers to pay', async () => {
    const { orders, vm } = setup();
    vm.attach({ active: true });
    await settle();
    vm.destroy.setText(' 99 ');
    expect(vm.destroyPreview?.toFixed(6)).toBe('1200.000000');
    await vm.destroy.submit();
    expect(vm.destroy.error).toEqual({ kind: 'below-minimum', minimum: new Decimal(100) });
    expect(vm.destroy.text).toBe('99');
    expect(orders.created).toEqual([]);
    vm.destroy.setText('165');
    expect(vm.destroy.error).toBeNull();
    await vm.destroy.submit();
    expect(orders.created).toEqual([{ type: 'destroyMining', amount: new Decimal(165) }]);
    expect(vm.destroy.text).toBe('');
    expect(vm.flow.created?.type).toBe('destroyMining');
    vm.flow.keepBrowsing();
    vm.union.setText('500');
    await vm.union.submit();
    expect(orders.created.at(-1)).toEqual({ type: 'jointMining', amount: new Decimal(500) });
  });

  it('has no preview without a price or a positive amount', async () => {
    const { vm } = setup();
    vm.destroy.setText('100');
    expect(vm.destroyPreview).toBeNull();
    vm.attach({ active: true });
    await settle();
    vm.destroy.setText('0');
    expect(vm.destroyPreview).toBeNull();
  });

  it('loads the minimums first when they are missing, and keeps a failure to show', async () => {
    const { orders, vm } = setup();
    vm.union.setText('600');
    await vm.union.submit();
    expect(orders.created).toHaveLength(1);
    const other = setup();
    other.api.failWith.settings = new AppError('network');
    other.vm.union.setText('600');
    await other.vm.union.submit();
    expect(other.vm.union.failure).toMatchObject({ kind: 'network' });
    expect(other.vm.union.submitting).toBe(false);
  });

  it('ignores a second tap while an order is being made', async () => {
    const { orders, vm } = setup();
    vm.attach({ active: true });
    await settle();
    vm.union.setText('600');
    const release = orders.hold();
    const first = vm.union.submit();
    await vm.union.submit();
    release();
    await first;
    expect(orders.created).toHaveLength(1);
  });
});

describe('devices', () => {
  it('opens a device and sends Buy to the mall order confirm page', async () => {
    const { vm } = setup();
    expect(vm.deviceConfirmPath).toBeNull();
    vm.openDevice(1);
    await settle();
    expect(vm.device.data?.name).toBe('NADI Tab S1');
    expect(vm.deviceConfirmPath).toBe('/mall/orderConfirm?goods=1&num=1');
    vm.closeDevice();
    expect(vm.deviceId).toBeNull();
    expect(vm.deviceConfirmPath).toBeNull();
  });

  it('opens and closes the activation sheet, reloading power and miners after', async () => {
    const { api, vm } = setup();
    vm.openActivation();
    expect(vm.activating).toBe(true);
    vm.closeActivation();
    await settle();
    expect(vm.activating).toBe(false);
    expect(api.callsOf('myMiners')).toBe(1);
  });
});
