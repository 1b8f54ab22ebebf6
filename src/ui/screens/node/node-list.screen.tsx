import '../../shared/styles/cards.css';
import './node.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { usePageActive } from '../../app/page-context';
import { PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { NodeBenefits, NodeCard } from './node-card';
import { NodeListVm } from './node-list.vm';

/** The node tiers on sale, with what every node brings; reloaded on each visit and by pull-to-refresh. */
const NodeListScreen = observer(function NodeListScreen() {
  const vm = useViewModel(NodeListVm, { active: usePageActive() });
  if (vm.firstLoad) return <SkeletonList rows={3} lines={4} />;
  if (vm.loadFailure !== null) {
    return <ErrorState error={vm.loadFailure} failure="load" onRetry={() => void vm.reload()} />;
  }
  return (
    <PullRefresh onRefresh={vm.reload}>
      <div className="screen-body node-screen">
        {vm.refreshFailure !== null && <ErrorLine error={vm.refreshFailure} failure="load" />}
        {vm.programme && (
          <section className="card node-programme">
            <h2 className="node-section-title">
              <FormattedMessage id="node.list.benefits" />
            </h2>
            <NodeBenefits programme={vm.programme} />
          </section>
        )}
        {vm.nodes.length === 0 ? (
          <EmptyState messageId="node.list.empty" />
        ) : (
          <ul className="node-list">
            {vm.nodes.map((node) => (
              <li key={node.id}>
                <NodeCard node={node} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PullRefresh>
  );
});

export default NodeListScreen;
