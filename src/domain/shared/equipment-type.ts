import { wireEnum } from './wire-enum';

/** Team equipment types (spec section 3). Codes are ours (proposed). */
export const EQUIPMENT_TYPE_CODES = { tablet: 1, straightPhone: 2, foldablePhone: 3 } as const;
export type EquipmentType = keyof typeof EQUIPMENT_TYPE_CODES;
export const equipmentTypes = wireEnum('equipmentType', EQUIPMENT_TYPE_CODES);
export const parseEquipmentType = equipmentTypes.parse;
