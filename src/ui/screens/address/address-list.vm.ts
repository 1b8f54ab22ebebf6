/**
 * AddressListVm: the address book (spec sections 3, 5, 8).
 *
 * Decisions, for the features that copy this one:
 * - Freshness after the form: the list reloads whenever its page becomes active again. The screen passes
 *   `active` (usePageActive) in the view-model's params, so the form needs no shared store and the list
 *   also catches changes made anywhere else (an order's "add address", another tab). The first visit
 *   shows a skeleton; a later reload keeps the cards on screen while it runs.
 * - After "set default" or "delete" the list is reloaded from the server rather than patched locally:
 *   the server decides the order (default first) and which address is the default.
 * - A failed reload keeps the list (Loadable) and is shown beside it; a failed action is kept with its
 *   feature failure ('address-default' / 'address-delete') until the next action or reload.
 * - Asking before a delete is the screen's job (a dialog); the view-model deletes when told to.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AddressApi } from '../../../application/address/address-api.port';
import type { Address } from '../../../domain/address/address';
import type { FeatureFailure } from '../../../domain/shared/app-error';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface AddressListParams {
  /** Whether the list's page is the one on screen (a kept-alive page stays mounted while hidden). */
  readonly active: boolean;
}

export type AddressAction = 'default' | 'delete';

/** A failed action, with the feature failure the screen names. */
export interface AddressActionFailure {
  readonly failure: Extract<FeatureFailure, 'address-default' | 'address-delete'>;
  readonly error: unknown;
}

@injectable()
export class AddressListVm implements ViewModel<AddressListParams> {
  readonly addresses: Loadable<readonly Address[]>;
  /** The action under way, on which address (one at a time). */
  pending: { readonly id: number; readonly action: AddressAction } | null = null;
  actionFailure: AddressActionFailure | null = null;
  private readonly visit = new Visit();

  constructor(@inject(AddressApi) private readonly addressApi: AddressApi) {
    this.addresses = new Loadable(() => this.addressApi.list());
    makeAutoObservable<this, 'addressApi' | 'visit'>(
      this,
      {
        addresses: false,
        addressApi: false,
        visit: false,
      },
      { autoBind: true },
    );
  }

  /**
   * Each new visit (the page coming on screen) reloads. StrictMode's second attach with the page still
   * on screen is the same visit and does nothing.
   */
  attach({ active }: AddressListParams): void {
    if (this.visit.attach(active)) void this.reload();
  }

  detach(): void {}

  /** The cards to show: what was last loaded (kept while a reload runs or after it fails). */
  get items(): readonly Address[] {
    return this.addresses.data ?? [];
  }

  /** Nothing loaded yet and no failure (before the first load starts, too): a skeleton. */
  get firstLoad(): boolean {
    return this.addresses.data === null && this.addresses.error === null;
  }

  /** The first load failed: the error with a retry in place of the list. */
  get loadFailure(): unknown {
    return this.addresses.failedEmpty ? this.addresses.error : null;
  }

  /** A reload failed while a list is shown: the list stays, the failure is shown beside it. */
  get refreshFailure(): unknown {
    return this.addresses.data !== null ? this.addresses.error : null;
  }

  /** Loaded and there is no address. */
  get empty(): boolean {
    return this.addresses.data !== null && this.addresses.data.length === 0;
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  isPending(id: number, action: AddressAction): boolean {
    return this.pending?.id === id && this.pending.action === action;
  }

  /** Reloads the list (pull-to-refresh, retry, a new visit); clears the last action's failure. */
  async reload(): Promise<void> {
    this.actionFailure = null;
    await this.addresses.load();
  }

  /** Makes an address the default, then reloads. Resolves whether it worked. */
  setDefault(id: number): Promise<boolean> {
    return this.run(id, 'default', 'address-default', () => this.addressApi.setDefault(id));
  }

  /** Deletes an address (already confirmed by the user), then reloads. Resolves whether it worked. */
  remove(id: number): Promise<boolean> {
    return this.run(id, 'delete', 'address-delete', () => this.addressApi.remove(id));
  }

  private async run(
    id: number,
    action: AddressAction,
    failure: AddressActionFailure['failure'],
    step: () => Promise<void>,
  ): Promise<boolean> {
    if (this.pending) return false;
    this.pending = { id, action };
    this.actionFailure = null;
    try {
      await step();
    } catch (error) {
      runInAction(() => {
        this.actionFailure = { failure, error };
        this.pending = null;
      });
      return false;
    }
    // The change is made; the reload shows it (a failed reload keeps the old list and says so).
    await this.addresses.load();
    runInAction(() => (this.pending = null));
    return true;
  }
}
