import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './mining.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { isOutOfStock, type Miner } from '../../../domain/mining/mining';
import { activationStates, machineKinds } from '../../../domain/mining/mining-status';
import { formatAmount, formatFigure } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { useShell } from '../../app/shell-context';
import { PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorState, SkeletonList } from '../../shared/components/states';
import { UserPools } from '../../shared/components/user-pools';
import { useViewModel } from '../../shared/view-model';
import { OrderFlowSheets } from '../orders/order-flow-sheets';
import { ActivationSheet } from './activation-sheet';
import { DeviceSheet } from './device-sheet';
import { MiningVm } from './mining.vm';
import { MiningAmountForm } from './mining-amount-form';

/**
 * Mining: power, the four machine kinds (devices, destroy mining, nodes, union mining), and the user's
 * miners with device activation. Orders made here are paid now or kept for later.
 */
const MiningScreen = observer(function MiningScreen() {
  const vm = useViewModel(MiningVm, { active: usePageActive() });
  // The guard loaded the user before this screen showed: its destroy and flow pools.
  const user = useShell().session.user;
  return (
    <PullRefresh onRefresh={vm.reload}>
      <div className="screen-body mining-screen">
        <PowerCard vm={vm} />
        <h2 className="mining-heading">
          <FormattedMessage id="mining.kinds.title" />
        </h2>
        <DevicesCard vm={vm} />
        <section className="card mining-kind" data-testid="kind-destroy">
          <h3>
            <FormattedMessage id={machineKinds.messageId('destroy')} />
          </h3>
          <p className="muted">
            <FormattedMessage id="mining.destroy.body" />
          </p>
          {user && (
            <dl className="figures" data-testid="destroy-pools">
              <UserPools user={user} />
            </dl>
          )}
          <MiningAmountForm
            form={vm.destroy}
            minimum={vm.settings.data?.destroyMinimum ?? null}
            submitLabel="mining.destroy.start"
          >
            {vm.destroyPreview && vm.settings.data && (
              <p className="muted small" data-testid="destroy-preview">
                <FormattedMessage
                  id="mining.destroy.preview"
                  values={{
                    nadi: formatFigure(vm.destroyPreview, 'conversion', 'NADI'),
                    price: formatFigure(vm.settings.data.nadiPrice, 'rate'),
                  }}
                />
              </p>
            )}
          </MiningAmountForm>
          <Link to="/destoryList" className="link">
            <FormattedMessage id="mining.destroy.records" />
          </Link>
        </section>
        <section className="card mining-kind" data-testid="kind-node">
          <h3>
            <FormattedMessage id={machineKinds.messageId('node')} />
          </h3>
          <p className="muted">
            <FormattedMessage id="mining.node.body" />
          </p>
          <Link to="/node" className="button secondary">
            <FormattedMessage id="mining.node.view" />
          </Link>
        </section>
        <section className="card mining-kind" data-testid="kind-union">
          <h3>
            <FormattedMessage id={machineKinds.messageId('union')} />
          </h3>
          <p className="muted">
            <FormattedMessage id="mining.union.body" />
          </p>
          <MiningAmountForm
            form={vm.union}
            minimum={vm.settings.data?.unionMinimum ?? null}
            submitLabel="mining.union.start"
          />
        </section>
        <MinersCard vm={vm} />
      </div>
      {vm.deviceId !== null && <DeviceSheet vm={vm} />}
      {vm.activating && <ActivationSheet onClose={vm.closeActivation} />}
      <OrderFlowSheets flow={vm.flow} />
    </PullRefresh>
  );
});

const POWER_PARTS = ['basic', 'gift', 'released', 'remaining'] as const;

const PowerCard = observer(function PowerCard({ vm }: { vm: MiningVm }) {
  const power = vm.power.data;
  return (
    <section className="card mining-power" data-testid="mining-power">
      <div className="row between">
        <h2 className="mining-heading">
          <FormattedMessage id="mining.power.title" />
        </h2>
        <Link to="/mingLog" className="link">
          <FormattedMessage id="mining.power.log" />
        </Link>
      </div>
      {power ? (
        <dl className="mining-power-grid">
          {POWER_PARTS.map((part) => (
            <div key={part}>
              <dt>
                <FormattedMessage id={`mining.power.${part}`} />
              </dt>
              <dd className="amount" data-testid={`power-${part}`}>
                {formatAmount(power[part])}
              </dd>
            </div>
          ))}
        </dl>
      ) : vm.power.error !== null ? (
        <ErrorState error={vm.power.error} failure="load" onRetry={() => void vm.power.load()} />
      ) : (
        <SkeletonList rows={1} lines={2} />
      )}
    </section>
  );
});

const DevicesCard = observer(function DevicesCard({ vm }: { vm: MiningVm }) {
  const goods = vm.goods.data;
  return (
    <section className="card mining-kind" data-testid="kind-device">
      <h3>
        <FormattedMessage id={machineKinds.messageId('device')} />
      </h3>
      <p className="muted">
        <FormattedMessage id="mining.device.body" />
      </p>
      {goods ? (
        <ul className="mining-goods">
          {goods.map((item) => (
            <li key={item.id}>
              <button type="button" className="mining-goods-item" onClick={() => vm.openDevice(item.id)}>
                <img src={item.image} alt="" width={48} height={48} />
                <span className="mining-goods-text">
                  <strong>{item.name}</strong>
                  <span className="muted small">
                    <FormattedMessage id="mining.device.power" values={{ power: formatAmount(item.power) }} />
                    {isOutOfStock(item) && (
                      <>
                        {' · '}
                        <FormattedMessage id="validation.sold-out" />
                      </>
                    )}
                  </span>
                </span>
                <span className="amount">
                  {formatAmount(item.price)}
                  <span className="unit"> USDT</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : vm.goods.error !== null ? (
        <ErrorState error={vm.goods.error} failure="load" onRetry={() => void vm.goods.load()} />
      ) : (
        <SkeletonList rows={1} lines={3} />
      )}
      <button type="button" className="button secondary" onClick={vm.openActivation}>
        <FormattedMessage id="mining.device.activate" />
      </button>
    </section>
  );
});

const MinerRow = observer(function MinerRow({ miner, vm }: { miner: Miner; vm: MiningVm }) {
  return (
    <li className="mining-miner" data-testid="miner">
      <span className="mining-goods-text">
        <strong>{miner.name}</strong>
        <span className="muted small">
          <FormattedMessage id={machineKinds.messageId(miner.kind)} />
          {' · '}
          <FormattedMessage id="mining.device.power" values={{ power: formatAmount(miner.power) }} />
        </span>
      </span>
      {miner.activation === null ? (
        <button type="button" className="button small" onClick={vm.openActivation}>
          <FormattedMessage id="mining.miners.activate" />
        </button>
      ) : (
        <span className={`mining-state mining-state-${miner.activation}`} data-testid="miner-state">
          <FormattedMessage id={activationStates.messageId(miner.activation)} />
        </span>
      )}
    </li>
  );
});

const MinersCard = observer(function MinersCard({ vm }: { vm: MiningVm }) {
  const miners = vm.miners.data;
  return (
    <section className="card" data-testid="my-miners">
      <h2 className="mining-heading">
        <FormattedMessage id="mining.miners.title" />
      </h2>
      {miners ? (
        miners.length === 0 ? (
          <EmptyState messageId="mining.miners.empty" />
        ) : (
          <ul className="mining-miners">
            {miners.map((miner) => (
              <MinerRow key={miner.id} miner={miner} vm={vm} />
            ))}
          </ul>
        )
      ) : vm.miners.error !== null ? (
        <ErrorState error={vm.miners.error} failure="load" onRetry={() => void vm.miners.load()} />
      ) : (
        <SkeletonList rows={1} lines={3} />
      )}
    </section>
  );
});

export default MiningScreen;
