import { type AppErrorKind, isAppError } from '../../domain/shared/app-error';

/**
 * A fresh idempotency key for a call that moves money (`request_id`, 8–64 letters, digits and dashes): the
 * same key sent again answers the first result and moves nothing twice, so an attempt keeps its key through
 * retries and a new attempt takes a new one. From the platform's CSPRNG, so two tabs never pick the same.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Failures after which the money may or may not have moved: no answer (network, timeout), a gateway fault
 * (5xx), or an answer that could not be read. Any other failure is a refusal: nothing moved.
 */
const UNCERTAIN: readonly AppErrorKind[] = ['network', 'timeout', 'request-failed', 'malformed'];
export const isUncertainOutcome = (error: unknown): boolean =>
  !isAppError(error) || UNCERTAIN.includes(error.kind);

/**
 * The request id of one attempt, kept in memory by a use case: the same input sent again while its last
 * send is unanswered (a double tap) or ended without an answer (a retry) keeps its id, so the server
 * answers the first result; other input, or an answer (made or refused), starts a new request.
 */
export class RequestAttempt {
  private current: { readonly key: string; readonly id: string } | null = null;

  /** The id to send `key` (the input, as text) with. */
  idFor(key: string): string {
    if (this.current?.key !== key) this.current = { key, id: newRequestId() };
    return this.current.id;
  }

  /** The send of `key` ended: answered, or failed in a way that moved nothing certain or not. */
  ended(key: string, error?: unknown): void {
    const answered = error === undefined || !isUncertainOutcome(error);
    if (answered && this.current?.key === key) this.current = null;
  }
}
