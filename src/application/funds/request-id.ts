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
