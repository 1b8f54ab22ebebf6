import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeGoldApi } from '../../../../tests/fakes/fake-gold-api';
import { InMemoryAddressApi, sampleDraft } from '../../../../tests/fakes/in-memory-address-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { paymentHarness } from '../../../../tests/fakes/payment-harness';
import { T0 } from '../../../../tests/fakes/sample-time';
import { settle } from '../../../../tests/support/settle';
import {
  LockGoldPriceUseCase,
  PlaceGoldOrderUseCase,
} from '../../../application/gold/gold-checkout.use-case';
import { GetGoldGoodsUseCase } from '../../../application/gold/gold-goods.use-case';
import { GoldConfirmVm } from './gold-confirm.vm';

let vms: GoldConfirmVm[] = [];
afterEach(() => {
  for (const vm of vms) vm.detach();
  vms = [];
});

function setup(addresses = new InMemoryAddressApi()) {
  const api = new FakeGoldApi();
  let now = T0;
  api.now = () => now;
  const storage = new InMemoryStorage();
  const { engine } = paymentHarness();
  const vm = new GoldConfirmVm(
    new GetGoldGoodsUseCase(api),
    addresses,
    new LockGoldPriceUseCase(api),
    new PlaceGoldOrderUseCase(api),
    engine,
    storage,
    { now: () => now },
  );
  vms.push(vm);
  return { api, vm, storage, addresses, advance: (ms: number) => (now += ms) };
}

describe('GoldConfirmVm', () => {
  it('locks the price on arrival and counts it down', async () => {
    const { vm } = setup();
    vm.attach({ goodsId: 1, num: 2, active: true });
    await settle();
    expect(vm.price.lock?.totalPrice.toFixed()).toBe('1531.2');
    expect(vm.price.countdown(T0 + 15_000)?.totalSeconds).toBe(45);
  });

  it('asks for an address for delivered goods before ordering, then orders to the default one', async () => {
    const { api, vm, addresses } = setup();
    vm.attach({ goodsId: 1, num: 1, active: true });
    await settle();
    await vm.pay();
    expect(vm.addressMissing).toBe(true);
    expect(api.created).toEqual([]);

    // Added on the address page: picked on return.
    vm.attach({ goodsId: 1, num: 1, active: false });
    await addresses.add(sampleDraft({ name: 'New one', isDefault: false }));
    vm.attach({ goodsId: 1, num: 1, active: true });
    await settle();
    expect(vm.delivery.address?.name).toBe('New one');
    expect(vm.addressMissing).toBe(false);
    vm.setRemark('  gift  ');
    await vm.pay();
    expect(api.created).toEqual([{ lockId: 'lock-1', addressId: vm.delivery.addressId, remark: 'gift' }]);
    expect(vm.flow.payingOrderId).toBe(41);
  });

  it('orders goods that are not delivered with no address at all', async () => {
    const { api, vm } = setup(new InMemoryAddressApi([sampleDraft({ isDefault: true })]));
    vm.attach({ goodsId: 5, num: 1, active: true });
    await settle();
    await vm.pay();
    expect(api.created).toEqual([{ lockId: 'lock-1', addressId: null, remark: '' }]);
    // The order's price stays on the page while it waits to be paid (a payment failed or was left).
    expect(vm.price.lock).toBeNull();
    expect(vm.orderedAt?.id).toBe('lock-1');
  });

  it('asks again when the price moved before paying, and orders only once accepted', async () => {
    const { api, vm, advance } = setup();
    vm.attach({ goodsId: 5, num: 2, active: true });
    await settle();
    api.goldPrice = new Decimal(80);
    advance(61_000);
    await vm.pay();
    await settle();
    expect(vm.price.change?.before.totalPrice.toFixed()).toBe('151.62');
    expect(vm.price.change?.after.totalPrice.toFixed()).toBe('161');
    expect(api.created).toEqual([]);
    vm.price.accept();
    await settle();
    expect(api.created).toEqual([{ lockId: 'lock-2', addressId: null, remark: '' }]);
  });

  it('keeps the new price but orders nothing when the buyer declines it', async () => {
    const { api, vm, advance } = setup();
    vm.attach({ goodsId: 5, num: 1, active: true });
    await settle();
    api.goldPrice = new Decimal(70);
    advance(61_000);
    await vm.pay();
    await settle();
    vm.price.decline();
    expect(vm.price.lock?.goldPrice.toFixed()).toBe('70');
    expect(api.created).toEqual([]);
  });

  it('renews a lock the server says ran out and tries once more, then says so', async () => {
    const { api, vm } = setup();
    vm.attach({ goodsId: 5, num: 1, active: true });
    await settle();
    api.refuse.createOrder = 'lock-expired';
    await vm.pay();
    await settle();
    expect(api.calls.filter((c) => c === 'lockPrice')).toHaveLength(2);
    expect(api.calls.filter((c) => c === 'createOrder')).toHaveLength(2);
    expect(vm.refusal).toEqual({ kind: 'lock-expired' });
    api.refuse = {};
    await vm.pay();
    expect(api.created.map((c) => c.lockId)).toEqual(['lock-2']);
  });

  it('keeps the remark and address of the goods in session storage across a reload', async () => {
    const addresses = new InMemoryAddressApi([
      sampleDraft({ isDefault: true }),
      sampleDraft({ name: 'Other' }),
    ]);
    const first = setup(addresses);
    first.vm.attach({ goodsId: 1, num: 1, active: true });
    await settle();
    const other = first.vm.delivery.addresses.data?.find((a) => a.name === 'Other');
    first.vm.delivery.choose(other?.id ?? 0);
    first.vm.setRemark('Ring twice');
    expect(first.storage.getSession('shopOrder')).toEqual({
      goodsId: 1,
      addressId: other?.id,
      remark: 'Ring twice',
    });
  });
});
