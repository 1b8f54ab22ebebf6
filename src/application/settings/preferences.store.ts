import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  type PriceColours,
  parsePriceColours,
  parseTheme,
  resolveTheme,
  type Theme,
} from '../../domain/settings/preferences';
import { AppStorage } from '../shared/storage.port';

/**
 * The look the person chose (theme, price colours), kept in local storage so that a reload or the next
 * visit keeps it. Whether the device prefers light is told by the UI (it watches the media query).
 */
@injectable()
export class PreferencesStore {
  theme: Theme;
  priceColours: PriceColours;
  deviceLight = false;

  constructor(@inject(AppStorage) private readonly storage: AppStorage) {
    this.theme = parseTheme(storage.getLocal('theme'));
    this.priceColours = parsePriceColours(storage.getLocal('upDownColors'));
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  /** The theme to draw now. */
  get resolvedTheme(): 'light' | 'dark' {
    return resolveTheme(this.theme, this.deviceLight);
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.storage.setLocal('theme', theme);
  }

  setPriceColours(colours: PriceColours): void {
    this.priceColours = colours;
    this.storage.setLocal('upDownColors', colours);
  }

  setDeviceLight(light: boolean): void {
    this.deviceLight = light;
  }
}
