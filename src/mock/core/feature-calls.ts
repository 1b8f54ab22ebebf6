import type { MockEnv } from './handler';
import type { MockRequest, MockResponse } from './mock-http';
import type { MockState } from './mock-state';
import { FEATURE_ROUTES } from './mock-world';

/** The answer of a feature's route outside the API (uploads), or undefined when none serves the path. */
export function runFeatureRoute(
  request: MockRequest,
  pathname: string,
  state: MockState,
  env: MockEnv,
): MockResponse | undefined {
  const route = FEATURE_ROUTES.find((r) => pathname.startsWith(r.prefix));
  if (!route) return undefined;
  const { headers, body } = request;
  return route.handle({
    method: request.method.toUpperCase(),
    path: request.path,
    headers,
    body,
    state,
    env,
  });
}
