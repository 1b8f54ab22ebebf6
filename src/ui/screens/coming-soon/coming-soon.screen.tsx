import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../shared/components/states';

/**
 * Routes whose feature comes in a later release: the map navigates (title, back), and the screen says
 * plainly that the feature is not here yet instead of showing made-up data.
 */
export default function ComingSoonScreen() {
  return (
    <section className="screen-body" data-testid="coming-soon">
      <EmptyState
        messageId="comingSoon.text"
        action={
          <Link className="button secondary" to="/index">
            <FormattedMessage id="comingSoon.home" />
          </Link>
        }
      />
    </section>
  );
}
