import { inject, injectable } from 'inversify';
import type { Activation } from '../../domain/mining/mining';
import { validateActivationCode } from '../../domain/mining/mining-rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Required, Simple } from '../../domain/shared/validation';
import { type ActivationRefusalReason, isActivationRefused, MiningApi } from './mining-api.port';

export type ActivationCodeError =
  | Required
  | Simple<'invalid-code'>
  | { readonly kind: ActivationRefusalReason };

/**
 * Starts activating a shipped device: the code is checked for its shape first (nothing is sent for an
 * obvious typo), then the server answers the activation, pending at first. The server's refusals (unknown
 * code, code used) come back as values; other failures reject with the API's AppError.
 */
@injectable()
export class ActivateDeviceUseCase {
  constructor(@inject(MiningApi) private readonly mining: MiningApi) {}

  async execute(text: string): Promise<Result<Activation, ActivationCodeError>> {
    const code = validateActivationCode(text);
    if (!code.ok) return code;
    try {
      return ok(await this.mining.activate(code.value));
    } catch (error) {
      if (isActivationRefused(error)) return err({ kind: error.reason });
      throw error;
    }
  }
}
