import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ApplyForCarUseCase,
  type ApplyRefusal,
  UploadCarDocumentUseCase,
} from '../../../application/car/apply-for-car.use-case';
import { type CarView, GetCarUseCase } from '../../../application/car/car.use-case';
import { LocaleStore } from '../../../application/shared/locale.store';
import type { CarField, CarFieldError } from '../../../domain/car/car-application-rules';
import { MAX_CAR_DOCUMENTS } from '../../../domain/car/car-application-rules';
import { canResubmit } from '../../../domain/car/car-application-status';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { isMobileOfRegion, phoneInputOf, toMobileE164 } from '../address/phone';
import { DEFAULT_REGION } from '../address/regions';
import { regionOfPhone } from './phone-region';

export interface CarApplyParams {
  /** `?car=`; null when missing or not a whole number. */
  readonly carId: number | null;
  readonly active: boolean;
}

export interface UploadedDocument {
  readonly name: string;
  readonly url: string;
}

/**
 * Applying for a car (`/apply?car=`): the car's detail and where the user's application stands (pending,
 * approved, or rejected with the reason); the form when one may apply (none yet, or after a rejection:
 * sent again, corrected): name, a mobile phone of a region (as the address rules), and documents uploaded
 * one by one through a presigned address. A failed call says "car application failed" and keeps the form.
 */
@injectable()
export class CarApplyVm implements ViewModel<CarApplyParams> {
  readonly view: Loadable<CarView>;
  carId: number | null = null;
  name = '';
  region: string;
  phone = '';
  documents: UploadedDocument[] = [];
  uploading = false;
  uploadError: unknown = null;
  uploadTooLarge = false;
  errors: Partial<Record<CarField, CarFieldError>> = {};
  submitting = false;
  refusal: ApplyRefusal | null = null;
  submitError: unknown = null;
  /** The application just sent, shown as pending. */
  sent = false;
  private readonly visit = new Visit();

  constructor(
    @inject(GetCarUseCase) private readonly getCar: GetCarUseCase,
    @inject(ApplyForCarUseCase) private readonly applyForCar: ApplyForCarUseCase,
    @inject(UploadCarDocumentUseCase) private readonly uploadDocument: UploadCarDocumentUseCase,
    @inject(LocaleStore) locales: LocaleStore,
  ) {
    this.view = new Loadable(() => this.getCar.execute(this.carId ?? 0));
    this.region = DEFAULT_REGION[locales.locale];
    makeAutoObservable<this, 'getCar' | 'applyForCar' | 'uploadDocument' | 'visit'>(
      this,
      { view: false, getCar: false, applyForCar: false, uploadDocument: false, visit: false },
      { autoBind: true },
    );
  }

  attach({ carId, active }: CarApplyParams): void {
    const changed = carId !== this.carId;
    this.carId = carId;
    if (this.visit.attach(active, carId) && carId !== null) {
      if (changed) this.resetForm();
      void this.view.load().then(this.prefill);
    }
  }

  detach(): void {
    this.visit.leave();
  }

  get missingCar(): boolean {
    return this.carId === null;
  }

  /** The form shows when one may apply: no application, or the latest one rejected. */
  get formOpen(): boolean {
    const view = this.view.data;
    if (!view) return false;
    return view.application === null || canResubmit(view.application.status);
  }

  get canAddDocument(): boolean {
    return this.documents.length < MAX_CAR_DOCUMENTS && !this.uploading;
  }

  setName(value: string): void {
    this.name = value;
    delete this.errors.name;
  }

  setRegion(code: string): void {
    this.region = code;
    delete this.errors.phone;
  }

  setPhone(value: string): void {
    this.phone = value;
    delete this.errors.phone;
  }

  removeDocument(url: string): void {
    this.documents = this.documents.filter((d) => d.url !== url);
  }

  /** Uploads one chosen file (presigned address, then PUT); a failure says so and keeps the rest. */
  async addDocument(file: File): Promise<void> {
    if (!this.canAddDocument) return;
    this.uploading = true;
    this.uploadError = null;
    this.uploadTooLarge = false;
    try {
      const result = await this.uploadDocument.execute(file);
      runInAction(() => {
        if (result.ok) {
          this.documents = [...this.documents, { name: file.name, url: result.value }];
          delete this.errors.documents;
        } else this.uploadTooLarge = true;
      });
    } catch (error) {
      runInAction(() => (this.uploadError = error));
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  /** Sends the application (every field checked first); resolves whether it was sent. */
  async submit(): Promise<boolean> {
    const view = this.view.data;
    if (!view || this.submitting || this.uploading) return false;
    this.refusal = null;
    this.submitError = null;
    const rejected = view.application && canResubmit(view.application.status) ? view.application.id : null;
    const input = {
      carId: this.carId,
      name: this.name,
      phone: toMobileE164(this.phone, this.region) ?? this.phone,
      region: this.region,
      documents: this.documents.map((d) => d.url),
      resubmitOf: rejected,
    };
    this.submitting = true;
    try {
      const result = await this.applyForCar.execute(input, isMobileOfRegion);
      if (result.ok) {
        await this.view.load();
        runInAction(() => {
          this.sent = true;
          this.documents = [];
        });
        return true;
      }
      runInAction(() => {
        if (result.error.kind === 'invalid-fields') this.errors = { ...result.error.fields };
        else this.refusal = result.error;
      });
      return false;
    } catch (error) {
      runInAction(() => (this.submitError = error));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  reload(): Promise<void> {
    return this.view.load();
  }

  /** A rejected application's contact fills an empty form, to be corrected and sent again. */
  private prefill(): void {
    const application = this.view.data?.application;
    if (!application || !canResubmit(application.status) || this.name !== '') return;
    this.name = application.name;
    this.region = regionOfPhone(application.phone) ?? this.region;
    this.phone = phoneInputOf(application.phone, this.region);
  }

  private resetForm(): void {
    this.documents = [];
    this.errors = {};
    this.refusal = null;
    this.submitError = null;
    this.uploadError = null;
    this.uploadTooLarge = false;
    this.sent = false;
  }
}
