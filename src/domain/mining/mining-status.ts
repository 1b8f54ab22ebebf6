import { type Unknown, wireEnum } from '../shared/wire-enum';

/** The four machine kinds of the mining screens (spec section 1). Codes are ours (proposed). */
export const MACHINE_KIND_CODES = { device: 1, destroy: 2, node: 3, union: 4 } as const;
export type MachineKind = keyof typeof MACHINE_KIND_CODES;
export const machineKinds = wireEnum('machineKind', MACHINE_KIND_CODES);
export const parseMachineKind = machineKinds.parse;

/** Destroy-mining entry status with the spec's codes; 4 is the backend's own "unknown". */
export const DESTROY_STATUS_CODES = { trial: 1, paused: 2, permanent: 3, unknown: 4 } as const;
export type DestroyStatus = keyof typeof DESTROY_STATUS_CODES;
export const destroyStatuses = wireEnum('destroyStatus', DESTROY_STATUS_CODES);
export const parseDestroyStatus = destroyStatuses.parse;

/** Whether a destroy entry is producing (trial or permanent mining). */
export const isDestroyMining = (status: DestroyStatus): boolean =>
  status === 'trial' || status === 'permanent';

/** Activation of a shipped device by its code. Codes are ours (proposed). */
export const ACTIVATION_STATE_CODES = { pending: 0, success: 1, failed: 2 } as const;
export type ActivationState = keyof typeof ACTIVATION_STATE_CODES;
export const activationStates = wireEnum('activationState', ACTIVATION_STATE_CODES);
export const parseActivationState = activationStates.parse;

/**
 * Whether the screen should tell the user to refresh later: the spec says so while activation is pending and
 * after a failure; an unknown answer is treated the same, since its outcome is not yet known.
 */
export const shouldRefreshLater = (state: ActivationState | Unknown): boolean => state !== 'success';

/** Power log entry types (spec section 3). Codes are ours (proposed). */
export const POWER_LOG_CODES = {
  freezePower: 1,
  unlockPower: 2,
  withdraw: 3,
  buyMachine: 4,
  buyNode: 5,
} as const;
export type PowerLogType = keyof typeof POWER_LOG_CODES;
export const powerLogTypes = wireEnum('powerLog', POWER_LOG_CODES);
export const parsePowerLogType = powerLogTypes.parse;
