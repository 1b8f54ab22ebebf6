import { ContainerModule } from 'inversify';
import { HttpCarApi } from '../../adapters/api/car/http-car-api.adapter';
import { HttpFileUploader } from '../../adapters/api/car/http-file-uploader.adapter';
import { ApplyForCarUseCase, UploadCarDocumentUseCase } from '../../application/car/apply-for-car.use-case';
import { CarShopUseCase, GetCarUseCase } from '../../application/car/car.use-case';
import { CarApi, FileUploader } from '../../application/car/car-api.port';
import { CarApplyVm } from '../../ui/screens/car/car-apply.vm';
import { CarReleasesVm } from '../../ui/screens/car/car-releases.vm';
import { CarsVm } from '../../ui/screens/car/cars.vm';

/** The car shop: cars, applications with documents uploaded to presigned addresses, release records. */
export const carModule = new ContainerModule(({ bind }) => {
  bind(CarApi).to(HttpCarApi).inSingletonScope();
  bind(FileUploader).to(HttpFileUploader).inSingletonScope();
  bind(CarShopUseCase).toSelf();
  bind(GetCarUseCase).toSelf();
  bind(ApplyForCarUseCase).toSelf();
  bind(UploadCarDocumentUseCase).toSelf();
  bind(CarsVm).toSelf();
  bind(CarApplyVm).toSelf();
  bind(CarReleasesVm).toSelf();
});
