import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMiningApi } from '../../../../tests/fakes/fake-mining-api';
import { ActivateDeviceUseCase } from '../../../application/mining/activate-device.use-case';
import { AppError } from '../../../domain/shared/app-error';
import { ACTIVATION_POLL_MS, ACTIVATION_POLLS, ActivationVm } from './activation.vm';

function setup() {
  const api = new FakeMiningApi();
  const vm = new ActivationVm(new ActivateDeviceUseCase(api), api);
  vm.attach();
  return { api, vm };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ActivationVm', () => {
  it('requires a code of the right shape before sending', async () => {
    const { api, vm } = setup();
    await vm.submit();
    expect(vm.error).toEqual({ kind: 'required' });
    vm.setCode('abc');
    expect(vm.error).toBeNull();
    await vm.submit();
    expect(vm.error).toEqual({ kind: 'invalid-code' });
    expect(vm.step).toBe('entry');
    expect(api.callsOf('activate')).toBe(0);
  });

  it('is pending, then succeeds', async () => {
    const { api, vm } = setup();
    vm.setCode('NADI-DEMO-0001');
    await vm.submit();
    expect(vm.step).toBe('pending');
    expect(vm.busy).toBe(true);
    await vm.submit();
    expect(api.callsOf('activate')).toBe(1);
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
    expect(vm.step).toBe('success');
    expect(vm.activation?.minerId).toBe(9);
    vm.again();
    expect([vm.step, vm.code]).toEqual(['entry', '']);
  });

  it('fails with "refresh later", and answers at once when the server already knows', async () => {
    const { api, vm } = setup();
    api.activationStates = ['pending', 'pending', 'failed'];
    vm.setCode('NADI-FAIL-0001');
    await vm.submit();
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS * 2);
    expect(vm.step).toBe('failed');
    api.activationStates = ['success'];
    vm.again();
    vm.setCode('NADI-DEMO-0002');
    await vm.submit();
    expect(vm.step).toBe('success');
    api.activationStates = ['failed'];
    vm.again();
    vm.setCode('NADI-DEMO-0003');
    await vm.submit();
    expect(vm.step).toBe('failed');
    api.activationStates = ['unknown'];
    vm.again();
    vm.setCode('NADI-DEMO-0003');
    await vm.submit();
    expect(vm.step).toBe('later');
  });

  it('says "refresh later" when still pending after its tries, also through failed looks', async () => {
    const { api, vm } = setup();
    api.activationStates = ['pending'];
    vm.setCode('NADI-DEMO-0001');
    await vm.submit();
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS * 2);
    api.failWith.activation = new AppError('network');
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS * ACTIVATION_POLLS);
    expect(vm.step).toBe('later');
    expect(api.callsOf('activation')).toBe(ACTIVATION_POLLS);
    delete api.failWith.activation;
    vm.again();
    vm.setCode('NADI-DEMO-0001');
    await vm.submit();
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS * (ACTIVATION_POLLS + 2));
    expect(vm.step).toBe('later');
  });

  it('says why the server refused the code, and keeps failures to show', async () => {
    const { api, vm } = setup();
    api.refuseActivation = 'code-used';
    vm.setCode('NADI-DEMO-0001');
    await vm.submit();
    expect(vm.error).toEqual({ kind: 'code-used' });
    api.refuseActivation = null;
    api.failWith.activate = new AppError('timeout');
    await vm.submit();
    expect(vm.failure).toMatchObject({ kind: 'timeout' });
    expect(vm.step).toBe('entry');
  });

  it('stops asking once closed', async () => {
    const { api, vm } = setup();
    api.activationStates = ['pending'];
    vm.setCode('NADI-DEMO-0001');
    await vm.submit();
    vm.detach();
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS * 3);
    expect(api.callsOf('activation')).toBe(0);
  });
});
