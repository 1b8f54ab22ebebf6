import type { LoginRequest } from '../../../domain/auth/login';
import type { authLogin } from '../catalogue/auth.schema';
import type { RequestOf } from '../catalogue/endpoint';

/** The login payload: the signature travels as `sign_message`, the invite code as `code`. */
export const toLoginWire = (request: LoginRequest): RequestOf<typeof authLogin> => ({
  address: request.address,
  message: request.message,
  sign_message: request.signature,
  code: request.inviteCode,
});
