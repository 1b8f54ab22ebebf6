/**
 * Whether a payment is under way anywhere in this browser: a tab holds an order's payment lock (the wallet
 * is being asked, a transaction is being sent or confirmed), or this tab has a sent transaction still
 * waiting for its confirmation. The app never reloads itself then (a new version waits).
 */
export const PaymentActivity = Symbol.for('PaymentActivity');
export interface PaymentActivity {
  /** True while a payment is under way; never fails (unknown counts as none). */
  inProgress(): Promise<boolean>;
}
