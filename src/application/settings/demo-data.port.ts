/** The demo's own backend, which the plain demo build carries inside the page (on the phone). */
export const DemoData = Symbol.for('DemoData');
export interface DemoData {
  /** True only in the plain demo build, whose backend (and the person's demo account) lives on the phone. */
  readonly resettable: boolean;
  /** Takes the demo backend back to its seed on purpose: every demo account, balance and order goes. */
  reset(): Promise<void>;
}

/** Builds with a real server, or the demo against the mock server: nothing of the backend is on the phone. */
export const NO_DEMO_DATA: DemoData = { resettable: false, reset: async () => undefined };
