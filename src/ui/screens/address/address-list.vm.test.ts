import { describe, expect, it } from 'vitest';
import { InMemoryAddressApi, sampleDraft } from '../../../../tests/fakes/in-memory-address-api';
import { settle } from '../../../../tests/support/settle';
import { AppError } from '../../../domain/shared/app-error';
import { AddressListVm } from './address-list.vm';

function setup(seed = [sampleDraft({ name: 'Home', isDefault: true }), sampleDraft({ name: 'Office' })]) {
  const api = new InMemoryAddressApi(seed);
  const vm = new AddressListVm(api);
  return { api, vm };
}

/** Lets pending promises (the fake's answers, the reload after an action) settle. */
const names = (vm: AddressListVm) => vm.items.map((a) => `${a.name}${a.isDefault ? '*' : ''}`);

describe('loading', () => {
  it('shows a skeleton until the first answer, then the cards default first', async () => {
    const { vm } = setup();
    expect(vm.firstLoad).toBe(true);
    vm.attach({ active: true });
    expect(vm.firstLoad).toBe(true);
    await settle();
    expect(vm.firstLoad).toBe(false);
    expect(names(vm)).toEqual(['Home*', 'Office']);
    expect(vm.empty).toBe(false);
  });

  it('says so when there is no address', async () => {
    const { vm } = setup([]);
    vm.attach({ active: true });
    await settle();
    expect(vm.empty).toBe(true);
  });

  it('loads once for StrictMode’s attach, detach, attach', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    vm.detach();
    vm.attach({ active: true });
    await settle();
    expect(api.callsOf('list')).toHaveLength(1);
  });

  it('reloads each time the page comes back on screen, keeping the cards meanwhile', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    vm.attach({ active: false });
    await api.add(sampleDraft({ name: 'Added on the form' }));
    const release = api.hold();
    vm.attach({ active: true });
    expect(vm.firstLoad).toBe(false);
    expect(names(vm)).toEqual(['Home*', 'Office']);
    release();
    await settle();
    expect(names(vm)).toEqual(['Home*', 'Added on the form', 'Office']);
    expect(api.callsOf('list')).toHaveLength(2);
  });

  it('shows a failed first load with a retry that works', async () => {
    const { api, vm } = setup();
    api.failWith.list = new AppError('network');
    vm.attach({ active: true });
    await settle();
    expect(vm.loadFailure).toMatchObject({ kind: 'network' });
    expect(vm.firstLoad).toBe(false);
    delete api.failWith.list;
    const retry = vm.reload();
    expect(vm.firstLoad).toBe(true);
    await retry;
    expect(vm.loadFailure).toBeNull();
    expect(names(vm)).toEqual(['Home*', 'Office']);
  });

  it('keeps the list when a refresh fails, and says so beside it', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    api.failWith.list = new AppError('timeout');
    await vm.reload();
    expect(names(vm)).toEqual(['Home*', 'Office']);
    expect(vm.loadFailure).toBeNull();
    expect(vm.refreshFailure).toMatchObject({ kind: 'timeout' });
  });
});

describe('actions', () => {
  it('sets the default and shows the server’s new order', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    const done = vm.setDefault(2);
    expect(vm.isPending(2, 'default')).toBe(true);
    expect(vm.busy).toBe(true);
    expect(await done).toBe(true);
    expect(vm.busy).toBe(false);
    expect(names(vm)).toEqual(['Office*', 'Home']);
    expect(api.callsOf('setDefault')).toEqual([{ method: 'setDefault', args: [2] }]);
  });

  it('deletes and reloads', async () => {
    const { vm } = setup();
    vm.attach({ active: true });
    await settle();
    expect(await vm.remove(1)).toBe(true);
    expect(names(vm)).toEqual(['Office']);
  });

  it.each([
    ['setDefault', 'address-default', (vm: AddressListVm) => vm.setDefault(2)],
    ['remove', 'address-delete', (vm: AddressListVm) => vm.remove(2)],
  ] as const)('keeps the list and names the failure when %s fails', async (method, failure, act) => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    api.failWith[method] = new AppError('server-exception', { code: 500 });
    expect(await act(vm)).toBe(false);
    expect(vm.actionFailure).toMatchObject({ failure, error: { kind: 'server-exception' } });
    expect(names(vm)).toEqual(['Home*', 'Office']);
    expect(vm.busy).toBe(false);
    // The next reload clears the failure.
    delete api.failWith[method];
    await vm.reload();
    expect(vm.actionFailure).toBeNull();
  });

  it('runs one action at a time', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    const release = api.hold();
    const first = vm.remove(2);
    expect(await vm.setDefault(2)).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(api.callsOf('setDefault')).toHaveLength(0);
  });
});
