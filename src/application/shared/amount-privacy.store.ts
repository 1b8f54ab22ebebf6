import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppStorage } from './storage.port';

const HIDDEN = '1';

/**
 * Whether money amounts are hidden on the funds screens ("hide amounts", for reading a balance in public).
 * One instance for the app: the choice holds on every funds screen at once, and it is kept in local storage,
 * so that a reload or the next visit keeps it.
 */
@injectable()
export class AmountPrivacyStore {
  hidden: boolean;

  constructor(@inject(AppStorage) private readonly storage: AppStorage) {
    this.hidden = storage.getLocal('hideAmounts') === HIDDEN;
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  toggle(): void {
    this.setHidden(!this.hidden);
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    if (hidden) this.storage.setLocal('hideAmounts', HIDDEN);
    else this.storage.removeLocal('hideAmounts');
  }
}
