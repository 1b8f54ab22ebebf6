import type Decimal from 'decimal.js';
import type { FigureKind } from '../../../domain/shared/money-format';
import { Amount, HiddenAmount } from '../../shared/components/amount';

/** An amount of the funds screens, or a mask in its place while the user hides amounts. */
export function MaskedAmount({
  value,
  unit,
  hidden,
  kind = 'balance',
}: {
  value: Decimal | null;
  unit?: string;
  hidden: boolean;
  kind?: FigureKind;
}) {
  if (!hidden) return <Amount value={value} kind={kind} {...(unit !== undefined && { unit })} />;
  return <HiddenAmount {...(unit !== undefined && { unit })} />;
}

/** A 24×24 stroke icon of the funds screens. */
export function FundsIcon({ d, size = 22 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const FUNDS_ICONS = {
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  deposit: 'M12 4v12M6 10l6 6 6-6M5 20h14',
  withdraw: 'M12 20V8M6 14l6-6 6 6M5 4h14',
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  exchange: 'M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4',
  log: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  income: 'M4 18l5-6 4 3 7-8M15 7h5v5',
  trade: 'M4 19V9M10 19V5M16 19v-7M22 19H2',
} as const;
