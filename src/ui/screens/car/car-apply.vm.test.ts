import { describe, expect, it } from 'vitest';
import { FakeCarApi, FakeFileUploader, sampleApplication } from '../../../../tests/fakes/fake-car-api';
import { FakeHomeApi } from '../../../../tests/fakes/fake-home-api';
import { settle } from '../../../../tests/support/settle';
import {
  ApplyForCarUseCase,
  UploadCarDocumentUseCase,
} from '../../../application/car/apply-for-car.use-case';
import { GetCarUseCase } from '../../../application/car/car.use-case';
import type { LocaleStore } from '../../../application/shared/locale.store';
import { AppError } from '../../../domain/shared/app-error';
import { CarApplyVm } from './car-apply.vm';

function setup() {
  const api = new FakeCarApi();
  const uploader = new FakeFileUploader();
  const vm = new CarApplyVm(
    new GetCarUseCase(api),
    new ApplyForCarUseCase(api),
    new UploadCarDocumentUseCase(new FakeHomeApi(), uploader),
    { locale: 'th' } as LocaleStore,
  );
  return { api, uploader, vm };
}

const file = (name = 'licence.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('CarApplyVm', () => {
  it('checks every field, uploads a document and sends the application', async () => {
    const { api, uploader, vm } = setup();
    vm.attach({ carId: 1, active: true });
    await settle();
    expect(vm.formOpen).toBe(true);
    expect(vm.region).toBe('TH');
    expect(await vm.submit()).toBe(false);
    expect(Object.keys(vm.errors).sort()).toEqual(['documents', 'name', 'phone']);

    vm.setName('Somchai');
    vm.setPhone('081 234 5678');
    await vm.addDocument(file());
    expect(uploader.puts).toEqual([
      { url: 'https://upload.example/licence.png', type: 'image/png', size: 10 },
    ]);
    expect(await vm.submit()).toBe(true);
    expect(api.sent).toEqual([
      {
        carId: 1,
        name: 'Somchai',
        phone: '+66812345678',
        documents: ['https://cdn.example/licence.png'],
        resubmitOf: null,
      },
    ]);
    expect(vm.formOpen).toBe(false);
  });

  it('refuses an empty file before any upload, and says when an upload fails', async () => {
    const { uploader, vm } = setup();
    vm.attach({ carId: 1, active: true });
    await settle();
    await vm.addDocument(file('empty.png', 0));
    expect(vm.uploadTooLarge).toBe(true);
    uploader.failWith = new AppError('network');
    await vm.addDocument(file());
    expect(vm.uploadError).toBeInstanceOf(AppError);
    expect(vm.documents).toEqual([]);
  });

  it('resubmits a rejected application, filled in with its contact', async () => {
    const { api, vm } = setup();
    api.applicationList = [sampleApplication()];
    vm.attach({ carId: 1, active: true });
    await settle();
    expect(vm.name).toBe('Somchai');
    expect(vm.phone).toBe('812345678');
    await vm.addDocument(file('new.png'));
    await vm.submit();
    expect(api.sent[0]?.resubmitOf).toBe(3);
  });

  it('keeps the form when the call fails (car application failed) and shows a refusal', async () => {
    const { api, vm } = setup();
    vm.attach({ carId: 1, active: true });
    await settle();
    vm.setName('Somchai');
    vm.setPhone('0812345678');
    await vm.addDocument(file());
    api.failWith.apply = new AppError('server-exception');
    expect(await vm.submit()).toBe(false);
    expect(vm.submitError).toBeInstanceOf(AppError);
    expect(vm.name).toBe('Somchai');
    api.failWith = {};
    api.refuse = 'already-applied';
    await vm.submit();
    expect(vm.refusal).toEqual({ kind: 'already-applied' });
  });

  it('shows a pending application without the form', async () => {
    const { api, vm } = setup();
    api.applicationList = [sampleApplication({ status: 'pending' })];
    vm.attach({ carId: 1, active: true });
    await settle();
    expect(vm.formOpen).toBe(false);
  });
});
