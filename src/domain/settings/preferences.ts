/** The colour theme the person chose; `system` follows the device. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Which colour means up: green up / red down (the default, as on most exchanges) or red up / green down
 * (as in China). The chart and the CSS read it from `data-updown`.
 */
export const PRICE_COLOURS = ['green-up', 'red-up'] as const;
export type PriceColours = (typeof PRICE_COLOURS)[number];

const pick = <T extends string>(options: readonly T[], stored: string | null, fallback: T): T =>
  options.find((option) => option === stored) ?? fallback;

/** A stored theme, `system` when none or unknown. */
export const parseTheme = (stored: string | null): Theme => pick(THEMES, stored, 'system');

/** Stored price colours, green up when none or unknown. */
export const parsePriceColours = (stored: string | null): PriceColours =>
  pick(PRICE_COLOURS, stored, 'green-up');

/** The theme to draw: the chosen one, or the device's for `system`. */
export const resolveTheme = (theme: Theme, deviceLight: boolean): 'light' | 'dark' =>
  theme === 'system' ? (deviceLight ? 'light' : 'dark') : theme;
