/**
 * AddressFormVm: add and edit an address (spec sections 3 and 5; decisions.md on phone and area).
 *
 * Decisions, for the features that copy this one:
 * - One view-model for both routes: `mode` comes from the page's path, the id from its own query
 *   (`/address/edit?id=3`). An edit page without a usable id says so and offers the way back; it sends
 *   nothing.
 * - A visit starts fresh: each time the page comes on screen again (params.active), an add form is
 *   blank and an edit form is reloaded from the server, so a kept-alive form never shows stale values
 *   (the default flag may have changed on the list meanwhile). Within a visit, what was typed stays,
 *   also after a failed save.
 * - The values, their validation and the phone's form: address-form-values.ts. The region (country)
 *   decides the calling code and the phone rules; its picker (region-picker.ts) names it in the
 *   interface language from the browser's Intl data, the list searchable.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AddressApi } from '../../../application/address/address-api.port';
import { SaveAddressUseCase } from '../../../application/address/save-address.use-case';
import { LocaleStore } from '../../../application/shared/locale.store';
import type { Address, AddressDraft } from '../../../domain/address/address';
import type { AddressField, AddressFieldError } from '../../../domain/address/address-rules';
import { BCP47_TAGS } from '../../../domain/language/language';
import type { FeatureFailure } from '../../../domain/shared/app-error';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import {
  ADDRESS_FORM_FIELDS,
  type AddressFormValues,
  addressDraftOf,
  addressValuesOf,
  blankAddressValues,
  parseAddressId,
  shownAddressErrors,
} from './address-form-values';
import { callingCodeOf, isMobileOfRegion } from './phone';
import { RegionPicker } from './region-picker';
import { DEFAULT_REGION, regionName } from './regions';

export type AddressFormMode = 'add' | 'edit';

export interface AddressFormParams {
  readonly mode: AddressFormMode;
  /** The page's `id` query parameter (edit), as given. */
  readonly id: string | null;
  /** Whether the form's page is the one on screen. */
  readonly active: boolean;
}

/** The form's values are its own observable fields, read and written through `AddressFormValues`. */
@injectable()
export class AddressFormVm implements ViewModel<AddressFormParams>, AddressFormValues {
  /** A visit has started (before the first attach the screen shows a skeleton, not a guess). */
  started = false;
  mode: AddressFormMode = 'add';
  /** The address being edited; null when adding, or when the edit page has no usable id. */
  id: number | null = null;

  // The values (AddressFormValues says what each holds).
  name = '';
  country = '';
  phone = '';
  area = '';
  detail = '';
  isDefault = false;

  /** Fields the user has left: their errors show from then on. */
  readonly touched = new Set<AddressField>();
  /** A save was tried: every field's error shows. */
  submitted = false;
  submitting = false;
  /** Why the last save failed at the server (the form keeps what was typed). */
  submitError: unknown = null;
  /** Edit: the address being loaded. */
  current: Loadable<Address> | null = null;

  readonly regionPicker: RegionPicker;

  private readonly visit = new Visit();

  constructor(
    @inject(SaveAddressUseCase) private readonly saveAddress: SaveAddressUseCase,
    @inject(AddressApi) private readonly addressApi: AddressApi,
    @inject(LocaleStore) private readonly locales: LocaleStore,
  ) {
    this.regionPicker = new RegionPicker(() => this.languageTag);
    makeAutoObservable<this, 'saveAddress' | 'addressApi' | 'locales' | 'visit'>(
      this,
      { saveAddress: false, addressApi: false, locales: false, visit: false, regionPicker: false },
      { autoBind: true },
    );
  }

  /**
   * A new visit (the page coming on screen, or other params) starts a fresh form. StrictMode's second
   * attach with the same params while on screen is the same visit and does nothing.
   */
  attach({ mode, id, active }: AddressFormParams): void {
    if (this.visit.attach(active, `${mode}:${id ?? ''}`)) this.start(mode, id);
  }

  detach(): void {}

  /** Edit without a usable id: nothing to load or save. */
  get missingId(): boolean {
    return this.mode === 'edit' && this.id === null;
  }

  /** Edit: the address is being loaded for the first time (skeleton). */
  get loading(): boolean {
    return this.current?.firstLoad ?? false;
  }

  /** Edit: the address could not be loaded (error with retry). */
  get loadError(): unknown {
    return this.current?.failedEmpty ? this.current.error : null;
  }

  /** The fields can be filled in and saved. */
  get ready(): boolean {
    return this.mode === 'add' || (this.id !== null && (this.current?.data ?? null) !== null);
  }

  /** The feature failure a failed save is reported with. */
  get saveFailure(): Extract<FeatureFailure, 'address-add' | 'address-edit'> {
    return this.mode === 'add' ? 'address-add' : 'address-edit';
  }

  /** The chosen region's calling code, shown before the phone input ('+886'). */
  get callingCode(): string {
    return callingCodeOf(this.country) ?? '';
  }

  private get languageTag(): string {
    return BCP47_TAGS[this.locales.locale];
  }

  /** The chosen region's name in the interface language. */
  get regionName(): string {
    return this.country === '' ? '' : regionName(this.languageTag, this.country);
  }

  /** What would be saved: the phone in E.164 when it is a mobile number of the region, else as typed. */
  get draft(): AddressDraft {
    return addressDraftOf(this);
  }

  /** The errors to show: of the fields left by the user, or of all after a save was tried. */
  get errors(): Readonly<Partial<Record<AddressField, AddressFieldError>>> {
    return shownAddressErrors(this.draft, this.touched, this.submitted);
  }

  /** The first field with a shown error, for the focus after a refused save. */
  get firstInvalidField(): AddressField | null {
    return ADDRESS_FORM_FIELDS.find((field) => this.errors[field] !== undefined) ?? null;
  }

  setName(value: string): void {
    this.name = value;
  }

  setPhone(value: string): void {
    this.phone = value;
  }

  setArea(value: string): void {
    this.area = value;
  }

  setDetail(value: string): void {
    this.detail = value;
  }

  setDefault(value: boolean): void {
    this.isDefault = value;
  }

  /** The user left a field: its error shows from now on. */
  touch(field: AddressField): void {
    this.touched.add(field);
  }

  /** Picks the address's region; the phone typed so far is kept and now checked against it. */
  chooseRegion(code: string): void {
    this.country = code;
    this.regionPicker.close();
  }

  /** Edit: tries to load the address again after a failure. */
  async retryLoad(): Promise<void> {
    await this.loadCurrent();
  }

  /**
   * Saves when every field is valid, else shows every field's error and sends nothing. Resolves the saved
   * address, or null when nothing was saved (invalid fields, or the server failed: see submitError).
   */
  async submit(): Promise<Address | null> {
    if (this.submitting || !this.ready) return null;
    this.submitted = true;
    this.submitError = null;
    this.submitting = true;
    try {
      const result = await this.saveAddress.execute({
        id: this.mode === 'edit' ? this.id : null,
        draft: this.draft,
        isValidPhone: isMobileOfRegion,
      });
      // Invalid: the same rules already show as `errors`, since `submitted` is set.
      return result.ok ? result.value : null;
    } catch (error) {
      runInAction(() => (this.submitError = error));
      return null;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private start(mode: AddressFormMode, rawId: string | null): void {
    this.started = true;
    this.mode = mode;
    this.id = mode === 'edit' ? parseAddressId(rawId) : null;
    this.fill(blankAddressValues(DEFAULT_REGION[this.locales.locale]));
    this.touched.clear();
    this.submitted = false;
    this.submitError = null;
    this.regionPicker.reset();
    this.current = null;
    if (this.id !== null) void this.loadCurrent();
  }

  private async loadCurrent(): Promise<void> {
    const id = this.id;
    if (id === null) return;
    const current = this.current ?? new Loadable(() => this.addressApi.detail(id));
    this.current = current;
    await current.load();
    runInAction(() => {
      // A newer visit may have started meanwhile: only the current load fills the form.
      if (this.current === current && current.data) this.fill(addressValuesOf(current.data));
    });
  }

  private fill(values: AddressFormValues): void {
    Object.assign(this, values);
  }
}
