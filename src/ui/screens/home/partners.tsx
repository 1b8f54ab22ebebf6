import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Partner } from '../../../domain/home/home';
import { OutboundLink } from '../../shared/components/outbound-link';
import type { HomeVm } from './home.vm';
import { linkTarget } from './link-target';

function PartnerCard({ partner }: { partner: Partner }) {
  const target = linkTarget(partner.url);
  const body = (
    <>
      <img src={partner.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
      <span className="partner-text">
        <span className="partner-name">{partner.name}</span>
        {partner.description && <span className="muted partner-line">{partner.description}</span>}
      </span>
    </>
  );
  // Only an http(s) address becomes a link: a partner's page opens outside the app.
  return target.kind === 'external' ? (
    <OutboundLink className="partner" href={target.href}>
      {body}
    </OutboundLink>
  ) : (
    <div className="partner">{body}</div>
  );
}

/** Partners from the home info, with their logos; they come with the node sale, and fail with it. */
export const Partners = observer(function Partners({ vm }: { vm: HomeVm }) {
  const partners = vm.info.data?.partners;
  const titleId = useId();
  return (
    <section className="partners" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="home.partners.title" />
      </h2>
      {vm.info.failedEmpty ? (
        // The node-sale card announces this failure (role=alert); here it is only said again, quietly.
        <div className="state-box">
          <p>
            <FormattedMessage id="home.partners.unavailable" />
          </p>
          <button type="button" className="button secondary" onClick={vm.retryInfo}>
            <FormattedMessage id="error.action.retry" />
          </button>
        </div>
      ) : partners === undefined ? (
        <div className="partner-grid" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <span className="partner skeleton-block" key={i} />
          ))}
        </div>
      ) : partners.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="home.partners.empty" />
        </p>
      ) : (
        <ul className="partner-grid">
          {partners.map((partner) => (
            <li key={partner.name}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
