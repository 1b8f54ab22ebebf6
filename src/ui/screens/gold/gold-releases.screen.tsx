import { observer } from 'mobx-react-lite';
import { usePageActive } from '../../app/page-context';
import { useViewModel } from '../../shared/view-model';
import { GoldReleasesVm } from './gold-releases.vm';
import { ReleaseList } from './release-list';

/** The gold orders' release records: releasing and release completed, with amounts and times. */
const GoldReleasesScreen = observer(function GoldReleasesScreen() {
  const vm = useViewModel(GoldReleasesVm, { active: usePageActive() });
  return <ReleaseList records={vm.records} />;
});

export default GoldReleasesScreen;
