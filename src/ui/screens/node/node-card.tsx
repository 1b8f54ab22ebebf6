import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Node } from '../../../domain/node/node';
import { nodeLevelLabel } from '../../../domain/node/node';
import type { NodeProgramme } from '../../../domain/node/node-programme';
import { nodeTypes } from '../../../domain/node/node-type';
import { formatAmount } from '../../../domain/shared/money-format';
import { toPercent } from '../../../domain/shared/rate';
import { nodeFacts } from './node-facts';

/** The node's numbers as label and value pairs (list card and detail). */
export function NodeNumbers({ node }: { node: Node }) {
  const facts = nodeFacts(node);
  return (
    <dl className="facts">
      <div>
        <dt>
          <FormattedMessage id="node.card.price" />
        </dt>
        <dd className="amount" data-testid="node-price">
          {formatAmount(node.amount)}
          <span className="unit"> USDT</span>
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="node.card.days" />
        </dt>
        <dd>
          <FormattedMessage id="node.card.daysValue" values={{ days: node.days }} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="node.card.power" />
        </dt>
        <dd className="amount">{formatAmount(node.powerGifted)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="node.card.tier" />
        </dt>
        <dd>{nodeLevelLabel(node.levelId)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="node.card.feeShare" />
        </dt>
        <dd>{toPercent(node.withdrawRate)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="node.card.dailyIncome" />
        </dt>
        <dd>
          <FormattedMessage
            id="node.card.dailyIncomeValue"
            values={{ rate: toPercent(node.machineRate), amount: formatAmount(facts.dailyIncome) }}
          />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="node.card.limit" />
        </dt>
        <dd>
          {node.limitCount > 0 ? (
            <FormattedMessage
              id="node.card.limitValue"
              values={{ limit: node.limitCount, held: node.purchasedCount }}
            />
          ) : (
            <FormattedMessage id="node.card.noLimit" />
          )}
        </dd>
      </div>
    </dl>
  );
}

/** Quota: what is left of the total, with a bar filled by the same share (what is left), as its label reads. */
export function NodeQuota({ node }: { node: Node }) {
  const facts = nodeFacts(node);
  return (
    <div className="node-quota">
      <div className="row between">
        <span className="muted">
          <FormattedMessage id="node.card.quota" />
        </span>
        <span data-testid="node-left">
          <FormattedMessage id="node.card.left" values={{ left: facts.left, total: node.totalQuota }} />
        </span>
      </div>
      <progress
        className="node-progress"
        data-testid="node-left-bar"
        max={1}
        value={facts.leftRatio}
        aria-label={`${Math.round(facts.leftRatio * 100)}%`}
      />
    </div>
  );
}

/**
 * Badges: held, sold out (red: nobody can buy), and the person's holding against the per-person limit once it
 * is full ("You hold 1 of 1", neutral: it states what the person owns, it is no error).
 */
export function NodeBadges({ node }: { node: Node }) {
  const facts = nodeFacts(node);
  return (
    <span className="node-badges">
      {node.purchased && (
        <span className="badge node-badge held" data-testid="node-purchased">
          <FormattedMessage id="node.card.purchased" />
        </span>
      )}
      {facts.soldOut && (
        <span className="badge node-badge out" data-testid="node-sold-out">
          <FormattedMessage id="validation.sold-out" />
        </span>
      )}
      {!facts.soldOut && facts.limitReached && (
        <span className="badge node-badge limit" data-testid="node-limit-reached">
          <FormattedMessage
            id="node.card.holding"
            values={{ held: node.purchasedCount, limit: node.limitCount }}
          />
        </span>
      )}
    </span>
  );
}

/** What every node brings: the MEME airdrop multiple, dividends, agent rights. */
export function NodeBenefits({ programme }: { programme: NodeProgramme }) {
  return (
    <ul className="node-benefits" data-testid="node-benefits">
      <li>
        <FormattedMessage
          id="node.benefit.airdrop"
          values={{ multiple: formatAmount(programme.airdropMultiple) }}
        />
      </li>
      {programme.dividends && (
        <li>
          <FormattedMessage id="node.benefit.dividends" />
        </li>
      )}
      {programme.agentRights && (
        <li>
          <FormattedMessage id="node.benefit.agent" />
        </li>
      )}
    </ul>
  );
}

/** A tier in the list: its name, badges, numbers, quota and a link to its detail. */
export function NodeCard({ node }: { node: Node }) {
  return (
    <article
      className="card node-card"
      data-testid="node-card"
      data-type={node.type}
      aria-labelledby={`node-${node.id}`}
    >
      <div className="row between">
        <h2 className="node-name" id={`node-${node.id}`}>
          <FormattedMessage id={nodeTypes.messageId(node.type)} />
        </h2>
        <NodeBadges node={node} />
      </div>
      <NodeNumbers node={node} />
      <NodeQuota node={node} />
      <Link to={`/node/detail/${node.id}`} className="button secondary">
        <FormattedMessage id="node.card.view" />
      </Link>
    </article>
  );
}
