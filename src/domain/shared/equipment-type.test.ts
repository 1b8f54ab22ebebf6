import { describe, expect, it } from 'vitest';
import { equipmentTypes, parseEquipmentType } from './equipment-type';

describe('equipment types', () => {
  it.each([
    [1, 'tablet'],
    [2, 'straightPhone'],
    [3, 'foldablePhone'],
    [4, 'unknown'],
  ])('code %d → %s', (code, expected) => {
    expect(parseEquipmentType(code)).toBe(expected);
  });

  it('names its message ids', () => {
    expect(equipmentTypes.messageId('foldablePhone')).toBe('enum.equipmentType.foldablePhone');
  });
});
