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
 * - Validation is the domain's (validateAddressDraft) with the phone library's mobile check. A field's
 *   error shows once the user has left the field or tried to save; the save use case checks the same
 *   rules again and sends nothing when they fail.
 * - Phone: the user types the national number after the region's calling code (a full international
 *   number works too); it is sent in E.164. The region (country) decides the calling code and the phone
 *   rules; its name comes from the browser's Intl data in the interface language, the list searchable.
 * - The area (province / city) is a free line: a full province/city database of every region is not
 *   available, and a free line works for every market.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GetAddressUseCase } from '../../../application/address/get-address.use-case';
import { SaveAddressUseCase } from '../../../application/address/save-address.use-case';
import { LocaleStore } from '../../../application/shared/locale.store';
import type { Address, AddressDraft } from '../../../domain/address/address';
import {
  type AddressField,
  type AddressFieldError,
  validateAddressDraft,
} from '../../../domain/address/address-rules';
import { BCP47_TAGS } from '../../../domain/language/language';
import type { FeatureFailure } from '../../../domain/shared/app-error';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { callingCodeOf, isMobileOfRegion, phoneInputOf, toMobileE164 } from './phone';
import { DEFAULT_REGION, filterRegions, type RegionOption, regionName, regionOptions } from './regions';

export type AddressFormMode = 'add' | 'edit';

export interface AddressFormParams {
  readonly mode: AddressFormMode;
  /** The page's `id` query parameter (edit), as given. */
  readonly id: string | null;
  /** Whether the form's page is the one on screen. */
  readonly active: boolean;
}

/** The form's fields in screen order (the first failing one gets the focus). */
export const ADDRESS_FORM_FIELDS: readonly AddressField[] = ['name', 'phone', 'area', 'detail'];

/** A positive whole number, or null. */
export function parseAddressId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

@injectable()
export class AddressFormVm implements ViewModel<AddressFormParams> {
  /** A visit has started (before the first attach the screen shows a skeleton, not a guess). */
  started = false;
  mode: AddressFormMode = 'add';
  /** The address being edited; null when adding, or when the edit page has no usable id. */
  id: number | null = null;

  name = '';
  /** ISO 3166-1 alpha-2 region of the address. */
  country = '';
  /** The phone as typed (national digits after the calling code, or a full international number). */
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

  regionPickerOpen = false;
  regionQuery = '';

  private readonly visit = new Visit();

  constructor(
    @inject(SaveAddressUseCase) private readonly saveAddress: SaveAddressUseCase,
    @inject(GetAddressUseCase) private readonly getAddress: GetAddressUseCase,
    @inject(LocaleStore) private readonly locales: LocaleStore,
  ) {
    makeAutoObservable<this, 'saveAddress' | 'getAddress' | 'locales' | 'visit'>(
      this,
      { saveAddress: false, getAddress: false, locales: false, visit: false },
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

  // --- what the screen shows -------------------------------------------------------------------

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

  /** The picker's regions matching the search, markets first. */
  get regions(): readonly RegionOption[] {
    return filterRegions(regionOptions(this.languageTag), this.regionQuery);
  }

  /** True while the picker shows every region (no search): the screen then groups markets apart. */
  get regionsGrouped(): boolean {
    return this.regionQuery.trim() === '';
  }

  /** What would be saved: the phone in E.164 when it is a mobile number of the region, else as typed. */
  get draft(): AddressDraft {
    return {
      name: this.name,
      phone: toMobileE164(this.phone, this.country) ?? this.phone.trim(),
      country: this.country,
      area: this.area,
      detail: this.detail,
      isDefault: this.isDefault,
    };
  }

  /** Every failing field, shown or not. */
  private get failing(): Readonly<Partial<Record<AddressField, AddressFieldError>>> {
    const checked = validateAddressDraft(this.draft, isMobileOfRegion);
    return checked.ok ? {} : checked.error.fields;
  }

  /** The errors to show: of the fields left by the user, or of all after a save was tried. */
  get errors(): Readonly<Partial<Record<AddressField, AddressFieldError>>> {
    const shown: Partial<Record<AddressField, AddressFieldError>> = {};
    for (const field of ADDRESS_FORM_FIELDS) {
      const error = this.failing[field];
      if (error && (this.submitted || this.touched.has(field))) shown[field] = error;
    }
    return shown;
  }

  /** The first field with a shown error, for the focus after a refused save. */
  get firstInvalidField(): AddressField | null {
    return ADDRESS_FORM_FIELDS.find((field) => this.errors[field] !== undefined) ?? null;
  }

  // --- intents ---------------------------------------------------------------------------------

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

  openRegionPicker(): void {
    this.regionQuery = '';
    this.regionPickerOpen = true;
  }

  closeRegionPicker(): void {
    this.regionPickerOpen = false;
  }

  setRegionQuery(query: string): void {
    this.regionQuery = query;
  }

  /** Picks the address's region; the phone typed so far is kept and now checked against it. */
  chooseRegion(code: string): void {
    this.country = code;
    this.regionPickerOpen = false;
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

  // --- internals -------------------------------------------------------------------------------

  private start(mode: AddressFormMode, rawId: string | null): void {
    this.started = true;
    this.mode = mode;
    this.id = mode === 'edit' ? parseAddressId(rawId) : null;
    this.name = '';
    this.country = DEFAULT_REGION[this.locales.locale];
    this.phone = '';
    this.area = '';
    this.detail = '';
    this.isDefault = false;
    this.touched.clear();
    this.submitted = false;
    this.submitError = null;
    this.regionPickerOpen = false;
    this.regionQuery = '';
    this.current = null;
    if (this.id !== null) void this.loadCurrent();
  }

  private async loadCurrent(): Promise<void> {
    const id = this.id;
    if (id === null) return;
    const current = this.current ?? new Loadable(() => this.getAddress.execute(id));
    this.current = current;
    await current.load();
    runInAction(() => {
      // A newer visit may have started meanwhile: only the current load fills the form.
      if (this.current === current && current.data) this.fill(current.data);
    });
  }

  private fill(address: Address): void {
    this.name = address.name;
    this.country = address.country;
    this.phone = phoneInputOf(address.phone, address.country);
    this.area = address.area;
    this.detail = address.detail;
    this.isDefault = address.isDefault;
  }
}
