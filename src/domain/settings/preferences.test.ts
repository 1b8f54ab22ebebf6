import { describe, expect, it } from 'vitest';
import { parsePriceColours, parseTheme, resolveTheme } from './preferences';

describe('preferences', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['blue', 'system'],
    [null, 'system'],
  ] as const)('reads the stored theme %s as %s', (stored, theme) => {
    expect(parseTheme(stored)).toBe(theme);
  });

  it('reads price colours, green up unless red up is stored', () => {
    expect(parsePriceColours('red-up')).toBe('red-up');
    expect(parsePriceColours('green-up')).toBe('green-up');
    expect(parsePriceColours('RED-UP')).toBe('green-up');
    expect(parsePriceColours(null)).toBe('green-up');
  });

  it('draws the chosen theme, or the device one for system', () => {
    expect(resolveTheme('system', true)).toBe('light');
    expect(resolveTheme('system', false)).toBe('dark');
    expect(resolveTheme('dark', true)).toBe('dark');
    expect(resolveTheme('light', false)).toBe('light');
  });
});
