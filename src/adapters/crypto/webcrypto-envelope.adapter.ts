import { inject, injectable } from 'inversify';
import { AppConfig } from '../../application/shared/app-config';
import type { RequestEnvelope } from '../../application/shared/request-envelope.port';
import { AppError } from '../../domain/shared/app-error';

/**
 * The "on" reading of the request envelope: every body it is given goes out as
 * `{ts, nonce, data, sign}` (see envelope.ts), with the keys of `config.envelope`. Which envelope the
 * app uses (this one or the plain one) is the container's choice from `config.envelope.enabled`.
 *
 * The keys ship in the browser bundle, so they are no secret: the envelope guards integrity in
 * transit and keeps payloads out of casual logs, nothing more. The sealing code (envelope.ts) loads
 * with the first body to seal: a visitor's first screen sends none.
 */
@injectable()
export class WebCryptoEnvelope implements RequestEnvelope {
  constructor(@inject(AppConfig) private readonly config: AppConfig) {}

  async seal(body: unknown, now?: number): Promise<unknown> {
    if (!globalThis.crypto?.subtle) {
      throw new AppError('system-error', { operation: 'envelope.seal' });
    }
    const { aesKeyHex, hmacKeyHex } = this.config.envelope;
    try {
      const { sealEnvelope } = await import(/* webpackChunkName: "envelope" */ './envelope');
      return await sealEnvelope(body, { aesKeyHex, hmacKeyHex }, now);
    } catch (error) {
      throw new AppError('system-error', { operation: 'envelope.seal' }, { cause: error });
    }
  }
}
