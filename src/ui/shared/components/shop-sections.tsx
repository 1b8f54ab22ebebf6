import './shop-sections.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';

/** The three shops: devices (the mall), gold and cars, each a link to its own list. */
const SECTIONS = [
  { to: '/mall', id: 'mall.sections.devices' },
  { to: '/shop', id: 'mall.sections.gold' },
  { to: '/cars', id: 'mall.sections.cars' },
] as const;

/**
 * The row that names the three shops at the top of each: a person who opens the mall from the footer finds
 * the gold shop and the cars beside the devices, and goes between them in one tap. Links, not tabs: each
 * shop is its own screen with its own address.
 */
export function ShopSections() {
  const intl = useIntl();
  return (
    <nav className="shop-sections" aria-label={intl.formatMessage({ id: 'mall.sections.label' })}>
      {SECTIONS.map((section) => (
        <NavLink key={section.to} to={section.to} end className="shop-section">
          <FormattedMessage id={section.id} />
        </NavLink>
      ))}
    </nav>
  );
}
