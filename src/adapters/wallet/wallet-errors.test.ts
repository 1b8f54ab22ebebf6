import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/shared/app-error';
import { ProviderRpcError, toWalletError, type WalletOperation, walletErrorCode } from './wallet-errors';

const rpc = (code: number, message = 'x') => new ProviderRpcError(code, message);

describe('toWalletError', () => {
  const byOperation: [number, WalletOperation, string][] = [
    [4001, 'connect', 'connection-rejected'],
    [4001, 'sign', 'signature-cancelled'],
    [4001, 'transaction', 'transaction-cancelled'],
    [4001, 'switch', 'wrong-network'],
    [4001, 'request', 'connection-rejected'],
    [-32002, 'connect', 'requests-too-frequent'],
    [-32002, 'sign', 'requests-too-frequent'],
    [-32602, 'sign', 'signature-params'],
    [-32603, 'sign', 'wallet-internal'],
    [-32603, 'connect', 'wallet-internal'],
    [-32005, 'transaction', 'too-many-operations'],
    [4902, 'switch', 'chain-unknown'],
    [4100, 'connect', 'wallet-connect-failed'],
    [4100, 'sign', 'signature-failed'],
    [-32000, 'transaction', 'payment-failed'],
    [4200, 'switch', 'wrong-network'],
    [-32601, 'switch', 'wrong-network'],
    [4200, 'request', 'system-error'],
    [4900, 'request', 'system-error'],
  ];
  it.each(byOperation)('maps code %i during %s to %s', (code, operation, kind) => {
    const error = toWalletError(rpc(code), operation);
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe(kind);
    expect(error.detail.code).toBe(code);
  });

  it('keeps the original as cause', () => {
    const original = rpc(4001);
    expect(toWalletError(original, 'sign').cause).toBe(original);
  });

  it('maps ethers ACTION_REJECTED like 4001', () => {
    const ethersError = { code: 'ACTION_REJECTED', action: 'signMessage', message: 'user rejected action' };
    const error = toWalletError(ethersError, 'sign');
    expect(error.kind).toBe('signature-cancelled');
    expect(error.detail.code).toBe(4001);
  });

  it('finds the code ethers wraps in info.error', () => {
    const wrapped = { code: 'UNKNOWN_ERROR', info: { error: { code: -32002, message: 'pending' } } };
    expect(toWalletError(wrapped, 'connect').kind).toBe('requests-too-frequent');
  });

  it("finds MetaMask's data.originalError code behind a generic -32603", () => {
    const wrapped = { code: -32603, message: 'Internal', data: { originalError: { code: 4902 } } };
    expect(toWalletError(wrapped, 'switch').kind).toBe('chain-unknown');
    expect(walletErrorCode(wrapped)).toBe(4902);
  });

  it("reads MetaMask's 'Unrecognized chain' text as 4902", () => {
    const mobile = { code: -32603, message: 'Unrecognized chain ID "0x1a4". Try adding the chain first.' };
    const error = toWalletError(mobile, 'switch');
    expect(error.kind).toBe('chain-unknown');
    expect(error.detail.code).toBe(4902);
    expect(toWalletError({ error: { message: 'Unrecognized chain' } }, 'switch').kind).toBe('chain-unknown');
    expect(toWalletError('Unrecognized chain ID', 'switch').kind).toBe('chain-unknown');
  });

  it('looks into error and cause too', () => {
    expect(toWalletError({ error: { code: 4001 } }, 'transaction').kind).toBe('transaction-cancelled');
    expect(toWalletError(new Error('outer', { cause: rpc(-32005) }), 'sign').kind).toBe(
      'too-many-operations',
    );
  });

  it('falls back by operation when there is no code', () => {
    expect(toWalletError(new Error('boom'), 'connect')).toMatchObject({
      kind: 'wallet-connect-failed',
      detail: {},
    });
    expect(toWalletError('boom', 'sign').kind).toBe('signature-failed');
    expect(toWalletError(undefined, 'transaction').kind).toBe('payment-failed');
    expect(toWalletError(null, 'switch').kind).toBe('system-error');
    expect(toWalletError({ code: 1.5 }, 'request').kind).toBe('system-error');
  });

  it('passes an AppError through', () => {
    const appError = new AppError('wallet-not-installed');
    expect(toWalletError(appError, 'connect')).toBe(appError);
  });

  it('stops on cyclic errors', () => {
    const cyclic: Record<string, unknown> = { message: 'loop' };
    cyclic.cause = cyclic;
    expect(toWalletError(cyclic, 'sign').kind).toBe('signature-failed');
  });
});
