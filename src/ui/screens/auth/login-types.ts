import type { LoginStep } from '../../../application/auth/login-with-wallet.use-case';

export type LoginPhase = 'choose' | 'invite' | 'signing';

/** The page the sheet was opened on: where "open in wallet app" links lead back to. */
export interface LoginPage {
  readonly href: string;
  /** A phone browser, where wallet apps can be opened by link. */
  readonly phone: boolean;
  /** A wallet's in-app browser, by its user agent. */
  readonly walletApp?: boolean;
}

export const LOGIN_STEPS: readonly LoginStep[] = [
  'connecting',
  'fetching-message',
  'signing',
  'logging-in',
  'loading-user',
];

export interface StepView {
  readonly step: LoginStep;
  readonly state: 'done' | 'current' | 'todo';
}
