import type { IntlShape } from 'react-intl';
import { AppError, type FeatureFailure } from '../../domain/shared/app-error';
import { formatAmount, formatOwnAmount } from '../../domain/shared/money-format';

/** How a failure is worded: `hideOwn` masks the person's own balance while they hide balances. */
export interface DescribeOptions {
  readonly hideOwn?: boolean;
}

/**
 * The words for a failure: the feature failure (what did not work) followed by the reason (why), in the
 * user's language. The server's own message is shown where the catalogue says so (400, 401).
 */
export function describeError(
  intl: IntlShape,
  error: unknown,
  failure?: FeatureFailure,
  options: DescribeOptions = {},
): string {
  const reason = reasonText(intl, error, options);
  if (!failure) return reason;
  return `${intl.formatMessage({ id: `error.feature.${failure}` })} ${reason}`;
}

function reasonText(intl: IntlShape, error: unknown, { hideOwn = false }: DescribeOptions): string {
  if (!(error instanceof AppError)) return intl.formatMessage({ id: 'error.system-error' });
  const { serverMessage, current, required, unit, previous, next } = error.detail;
  if ((error.kind === 'bad-request' || error.kind === 'unauthorized') && serverMessage) {
    return intl.formatMessage({ id: 'error.bad-request.withMessage' }, { serverMessage });
  }
  return intl.formatMessage(
    { id: `error.${error.kind}` },
    {
      serverMessage: serverMessage ?? '',
      // What the account holds is the person's own money; what was asked is the amount they typed.
      current: formatOwnAmount(current, hideOwn),
      required: formatAmount(required),
      // A price that moved: what the person confirmed, and what is asked now.
      previous: formatAmount(previous),
      next: formatAmount(next),
      unit: unit ?? '',
      network: 'none',
    },
  );
}
