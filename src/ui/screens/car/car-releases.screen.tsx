import { observer } from 'mobx-react-lite';
import { usePageActive } from '../../app/page-context';
import { useViewModel } from '../../shared/view-model';
import { ReleaseList } from '../gold/release-list';
import { CarReleasesVm } from './car-releases.vm';

/** The car applications' release records, listed as the gold ones. */
const CarReleasesScreen = observer(function CarReleasesScreen() {
  const vm = useViewModel(CarReleasesVm, { active: usePageActive() });
  return <ReleaseList records={vm.records} />;
});

export default CarReleasesScreen;
