import type { MockEnv } from './handler';
import { errorResponse, jsonResponse, type MockRequest, type MockResponse } from './mock-http';
import type { MockState } from './mock-state';
import { FEATURE_CONTROLS, FEATURE_ROUTES } from './mock-world';

/** A feature's control call (`/__mock/<path>`) as JSON, or undefined when no feature declares the path. */
export function runFeatureControl(
  path: string,
  body: unknown,
  state: MockState,
  env: MockEnv,
): MockResponse | undefined {
  const control = FEATURE_CONTROLS.find((c) => c.path === path);
  if (!control) return undefined;
  const result = control.run({ body, state, env });
  return result.ok
    ? jsonResponse(200, { code: 200, msg: 'ok', data: result.data })
    : errorResponse(result.status, result.code, result.msg);
}

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
