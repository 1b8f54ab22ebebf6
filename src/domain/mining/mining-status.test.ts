import { describe, expect, it } from 'vitest';
import {
  destroyStatuses,
  isDestroyMining,
  parseActivationState,
  parseDestroyStatus,
  parseMachineKind,
  parsePowerLogType,
  shouldRefreshLater,
} from './mining-status';

describe('destroy status', () => {
  it.each([
    [1, 'trial', true],
    [2, 'paused', false],
    [3, 'permanent', true],
    [4, 'unknown', false],
    [5, 'unknown', false],
  ])('code %d → %s, mining %s', (code, status, mining) => {
    const parsed = parseDestroyStatus(code);
    expect(parsed).toBe(status);
    expect(isDestroyMining(parsed)).toBe(mining);
  });

  it('lists the backend unknown once among the message ids', () => {
    expect(destroyStatuses.messageIds).toEqual([
      'enum.destroyStatus.trial',
      'enum.destroyStatus.paused',
      'enum.destroyStatus.permanent',
      'enum.destroyStatus.unknown',
    ]);
  });
});

describe('activation state', () => {
  it.each([
    [0, 'pending', true],
    [1, 'success', false],
    [2, 'failed', true],
    [3, 'unknown', true],
  ])('code %d → %s, refresh later %s', (code, state, refresh) => {
    const parsed = parseActivationState(code);
    expect(parsed).toBe(state);
    expect(shouldRefreshLater(parsed)).toBe(refresh);
  });
});

describe('power log and machine kinds', () => {
  it.each([
    [1, 'freezePower'],
    [2, 'unlockPower'],
    [3, 'withdraw'],
    [4, 'buyMachine'],
    [5, 'buyNode'],
    [6, 'unknown'],
  ])('power log %d → %s', (code, expected) => {
    expect(parsePowerLogType(code)).toBe(expected);
  });

  it.each([
    [1, 'device'],
    [2, 'destroy'],
    [3, 'node'],
    [4, 'union'],
    [0, 'unknown'],
  ])('machine kind %d → %s', (code, expected) => {
    expect(parseMachineKind(code)).toBe(expected);
  });
});
