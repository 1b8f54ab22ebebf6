/** Most units of one gold goods item a single order may hold. */
export const MAX_GOLD_QUANTITY = 99;

/** The most that can be ordered now: the stock, at most MAX_GOLD_QUANTITY; 0 when sold out. */
export const maxGoldQuantity = (stock: number): number => Math.max(0, Math.min(stock, MAX_GOLD_QUANTITY));

/**
 * A quantity within 1..maxGoldQuantity(stock) (a stepper's value, or one read from a link); anything
 * else, a fraction or not a number, becomes the nearest allowed whole number; 0 when sold out.
 */
export function clampGoldQuantity(value: number, stock: number): number {
  const max = maxGoldQuantity(stock);
  if (max === 0) return 0;
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  return Math.min(max, Math.max(1, whole));
}
