import { injectable } from 'inversify';
import type { RequestEnvelope } from '../../application/shared/request-envelope.port';

/** The envelope of the "off" reading: the JSON body goes out as it is. */
@injectable()
export class PlainEnvelope implements RequestEnvelope {
  async seal(body: unknown): Promise<unknown> {
    return body;
  }
}
