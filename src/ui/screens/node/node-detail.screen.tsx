import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './node.css';
import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, matchPath } from 'react-router';
import type { Bcp47Tag } from '../../../domain/language/language';
import { nodeTypes } from '../../../domain/node/node-type';
import { formatDate, formatTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { PageContext, usePageActive } from '../../app/page-context';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { OrderFlowSheets } from '../orders/order-flow-sheets';
import { NodeBadges, NodeBenefits, NodeNumbers, NodeQuota } from './node-card';
import { NodeDetailVm } from './node-detail.vm';

/** The tier id of this page's own path (`/node/detail/:id`); null when it is not a whole number. */
function useNodeId(): number | null {
  const { pathname } = useContext(PageContext);
  const raw = matchPath('/node/detail/:id', pathname)?.params.id;
  const id = raw === undefined ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * One node tier: its numbers, quota and benefits, the stake plan (return date and amount if bought now),
 * and Buy at the bottom (a pre-order, then pay now or keep browsing), or why it cannot be bought.
 */
const NodeDetailScreen = observer(function NodeDetailScreen() {
  const vm = useViewModel(NodeDetailVm, { id: useNodeId(), active: usePageActive() });
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  if (vm.missingId) {
    return (
      <div className="screen-body">
        <p data-testid="node-missing-id">
          <FormattedMessage id="node.detail.missingId" />
        </p>
        <Link to="/node" className="button secondary">
          <FormattedMessage id="node.detail.back" />
        </Link>
      </div>
    );
  }
  if (vm.firstLoad) return <SkeletonList rows={3} lines={4} />;
  const detail = vm.detail.data;
  if (!detail) {
    return <ErrorState error={vm.loadFailure} failure="node-detail" onRetry={() => void vm.reload()} />;
  }
  const { node, programme, openOrder } = detail;
  const plan = vm.plan;
  const blocked = vm.blocked;
  return (
    <div className="node-detail">
      <div className="screen-body node-screen">
        {vm.detail.error !== null && <ErrorLine error={vm.detail.error} failure="node-detail" />}
        <article className="card" data-testid="node-detail">
          <div className="row between">
            <h2 className="node-name">
              <FormattedMessage id={nodeTypes.messageId(node.type)} />
            </h2>
            <NodeBadges node={node} />
          </div>
          <NodeNumbers node={node} />
          <NodeQuota node={node} />
        </article>
        <section className="card">
          <h2 className="node-section-title">
            <FormattedMessage id="node.list.benefits" />
          </h2>
          <NodeBenefits programme={programme} />
        </section>
        {plan && (
          <section className="card" data-testid="node-plan">
            <h2 className="node-section-title">
              <FormattedMessage
                id="node.detail.plan.title"
                values={{ amount: formatAmount(node.amount), days: node.days }}
              />
            </h2>
            <dl className="facts">
              <div>
                <dt>
                  <FormattedMessage id="node.detail.plan.returnDate" />
                </dt>
                <dd data-testid="node-return-date">{formatDate(plan.returnDate, tag)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="node.detail.plan.income" />
                </dt>
                <dd className="amount">
                  {formatAmount(plan.income)}
                  <span className="unit"> USDT</span>
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="node.detail.plan.total" />
                </dt>
                <dd className="amount" data-testid="node-return-amount">
                  {formatAmount(plan.totalReturn)}
                  <span className="unit"> USDT</span>
                </dd>
              </div>
            </dl>
            <p className="muted small">
              <FormattedMessage id="node.detail.plan.note" />
            </p>
          </section>
        )}
      </div>
      <div className="node-bottom-bar">
        {openOrder && !blocked && (
          <p className="muted small" data-testid="node-open-order">
            <FormattedMessage
              id="node.detail.openOrder"
              values={{ time: formatTime(openOrder.expiresAt, tag) }}
            />
          </p>
        )}
        {(vm.refusal ?? blocked) && (
          <p className="error" role="alert" data-testid="node-blocked">
            <FormattedMessage
              id={`validation.${(vm.refusal ?? blocked)?.kind}`}
              values={{ limit: node.limitCount }}
            />
          </p>
        )}
        {vm.buyError !== null && <ErrorLine error={vm.buyError} />}
        {!blocked && (
          <button
            type="button"
            className="button"
            disabled={vm.buying}
            aria-busy={vm.buying}
            onClick={() => void vm.buy()}
          >
            {vm.buying && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage
              id={openOrder ? 'node.detail.payOpen' : 'node.detail.buy'}
              values={{ amount: formatAmount(node.amount) }}
            />
          </button>
        )}
      </div>
      <OrderFlowSheets flow={vm.flow} />
    </div>
  );
});

export default NodeDetailScreen;
