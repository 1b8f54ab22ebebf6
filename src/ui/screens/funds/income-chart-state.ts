import type Decimal from 'decimal.js';
import { makeAutoObservable } from 'mobx';
import { type IncomeDay, incomeCoins } from '../../../domain/funds/income-days';
import { Loadable } from '../../shared/loadable';

/** One bar of the chart: the day, its income in the chosen coin (0 when none), and its height (0..1). */
export interface IncomeBar {
  readonly day: IncomeDay;
  readonly value: Decimal | null;
  readonly height: number;
}

/**
 * The income record's chart state: the last 30 days by day (loaded with the screen), the coin shown (the
 * first with income, until the person picks another) and the day tapped for its figures.
 */
export class IncomeChart {
  readonly days: Loadable<readonly IncomeDay[]>;
  pickedCoin: string | null = null;
  selectedDay: string | null = null;

  constructor(load: () => Promise<readonly IncomeDay[]>) {
    this.days = new Loadable(load);
    makeAutoObservable<this>(this, { days: false }, { autoBind: true });
  }

  get coins(): readonly string[] {
    return incomeCoins(this.days.data ?? []);
  }

  get coin(): string | null {
    const coins = this.coins;
    return this.pickedCoin !== null && coins.includes(this.pickedCoin) ? this.pickedCoin : (coins[0] ?? null);
  }

  /** The bars, oldest first; heights relative to the largest day (negative days draw as empty). */
  get bars(): readonly IncomeBar[] {
    const coin = this.coin;
    const days = this.days.data ?? [];
    const values = days.map((day) => (coin === null ? null : (day.totals[coin] ?? null)));
    const max = values.reduce<Decimal | null>(
      (top, value) => (value?.gt(0) && (top === null || value.gt(top)) ? value : top),
      null,
    );
    return days.map((day, i) => {
      const value = values[i] ?? null;
      // A ratio for drawing only: the figures shown are the decimals themselves.
      const height = max === null || value === null || !value.gt(0) ? 0 : value.div(max).toNumber();
      return { day, value, height };
    });
  }

  /** The tapped day's bar, or null. */
  get selected(): IncomeBar | null {
    return this.bars.find((bar) => bar.day.day === this.selectedDay) ?? null;
  }

  setCoin(coin: string): void {
    this.pickedCoin = coin;
  }

  /** Taps a day; tapping it again closes its figures. */
  selectDay(day: string): void {
    this.selectedDay = this.selectedDay === day ? null : day;
  }

  load(): Promise<void> {
    return this.days.load();
  }
}
