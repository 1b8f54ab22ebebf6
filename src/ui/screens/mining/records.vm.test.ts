import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeMiningApi } from '../../../../tests/fakes/fake-mining-api';
import { T0 } from '../../../../tests/fakes/sample-time';
import { settle } from '../../../../tests/support/settle';
import { DestroyListVm } from './destroy-list.vm';
import { POWER_LOG_FILTERS, PowerLogVm } from './power-log.vm';

describe('DestroyListVm', () => {
  it('refreshes the entries on each new visit', async () => {
    const api = new FakeMiningApi();
    api.destroy = [
      {
        id: 1,
        price: new Decimal('0.08'),
        quantity: new Decimal(1250),
        usdtValue: new Decimal(100),
        createdAt: new Date(T0),
        status: 'trial',
      },
    ];
    const vm = new DestroyListVm(api);
    vm.attach({ active: true });
    vm.attach({ active: true });
    await settle();
    expect(vm.entries.items).toHaveLength(1);
    vm.attach({ active: false });
    vm.attach({ active: true });
    await settle();
    expect(api.callsOf('destroyEntries')).toBe(2);
    vm.detach();
  });
});

describe('PowerLogVm', () => {
  it('filters by type, each filter its own list', async () => {
    const api = new FakeMiningApi();
    api.log = [
      { id: 1, type: 'withdraw', amount: new Decimal(-3), createdAt: new Date(T0) },
      { id: 2, type: 'buyNode', amount: new Decimal(500), createdAt: new Date(T0) },
    ];
    const vm = new PowerLogVm(api);
    expect(POWER_LOG_FILTERS).toEqual([
      null,
      'freezePower',
      'unlockPower',
      'withdraw',
      'buyMachine',
      'buyNode',
    ]);
    vm.attach({ active: true });
    await settle();
    expect(vm.list.items).toHaveLength(2);
    vm.setType('withdraw');
    await settle();
    expect(vm.list.items.map((l) => l.id)).toEqual([1]);
    vm.setType('withdraw');
    vm.setType(null);
    expect(vm.list.items).toHaveLength(2);
    expect(api.callsOf('powerLog')).toBe(3);
    vm.detach();
  });
});
