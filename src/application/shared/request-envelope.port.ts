/**
 * Wraps a non-GET JSON body before it is sent (decisions.md, "Envelope format").
 * The plain adapter returns the body unchanged; the WebCrypto adapter returns
 * `{ts, nonce, data, sign}`. Fails with AppError('system-error') when crypto is unavailable.
 */
export const RequestEnvelope = Symbol.for('RequestEnvelope');
export interface RequestEnvelope {
  /** Wraps the body; `now` is the server's time as the client knows it (the device's clock when absent). */
  seal(body: unknown, now?: number): Promise<unknown>;
}
