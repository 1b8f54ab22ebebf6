import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** The way back when a product or position cannot be shown. */
export function BackToSavings({ messageId }: { messageId: string }) {
  return (
    <div className="screen-body pledge-screen">
      <p data-testid="pledge-missing">
        <FormattedMessage id={messageId} />
      </p>
      <Link to="/pledge" className="button secondary">
        <FormattedMessage id="pledge.common.back" />
      </Link>
    </div>
  );
}
