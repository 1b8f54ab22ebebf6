import { authLogin } from '../../adapters/api/catalogue/auth.schema';
import type { MockBackend } from '../core/mock-backend';
import { isDrop, type MockRequest, type MockResponse } from '../core/mock-http';
import type { AttachedChain } from './chain-settings';

/**
 * After a successful auth.login on the Node server, gives the logged-in address gas money and test tokens
 * on the attached chain (once per chain lifetime: AttachedChain.fund remembers whom it funded; the seeded
 * users are funded when the chain starts). That is how a demo wallet, whose random key was just made in the
 * browser, can pay on chain right after it registers. The address is found through the token of the
 * answer, so this works with the request envelope on too. A funding failure is reported to `onError` and
 * never fails the login.
 */
export async function fundAfterLogin(
  backend: MockBackend,
  chain: AttachedChain,
  request: MockRequest,
  answer: MockResponse,
  onError: (error: unknown) => void = (error) => console.error('local chain: funding failed', error),
): Promise<void> {
  if (request.method.toUpperCase() !== authLogin.method || isDrop(answer) || answer.status !== 200) return;
  if (new URL(request.path, 'http://mock.invalid').pathname !== authLogin.path) return;
  let token: unknown;
  try {
    const body = JSON.parse(answer.body) as { code?: unknown; data?: { token?: unknown } };
    token = body.code === 200 ? body.data?.token : undefined;
  } catch {
    return;
  }
  const user = typeof token === 'string' ? backend.state.userByToken(token) : undefined;
  if (!user) return;
  try {
    await chain.fund(user.address);
  } catch (error) {
    onError(error);
  }
}
