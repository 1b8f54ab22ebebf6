import { createContext, useContext } from 'react';
import type { AmountPrivacyStore } from '../../application/shared/amount-privacy.store';

/**
 * The app-wide "hide balances" switch (the wallet's eye and the setting are this one store), handed to every
 * screen by the app root, so that any figure of the person's own money can follow it without a view-model
 * of its own. Absent (a screen drawn alone in a test): amounts show.
 */
export const AmountPrivacyContext = createContext<Pick<AmountPrivacyStore, 'hidden'> | null>(null);

/** Whether the person's own amounts are hidden now; read it inside an observer so that the switch re-renders. */
export function useAmountsHidden(): boolean {
  return useContext(AmountPrivacyContext)?.hidden ?? false;
}
