import { observer } from 'mobx-react-lite';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { SkeletonList } from '../shared/components/states';
import { ErrorBoundary } from './error-boundary';
import { usePageActive } from './page-context';
import { preloadedPart } from './part-loading';
import type { LazyPart, RouteSpec } from './route-spec';
import { useShell } from './shell-context';

const components = new WeakMap<LazyPart, ComponentType>();
/**
 * One lazy component per part (a route's screen, or a piece of the shell), created once; it arrives with
 * what `prepare` loads for it (the container modules of its features, its messages: ShellVm.preparePart).
 * The first screen, loaded before the first render (first-screen.ts), shows at once.
 */
export function lazyPart(part: LazyPart, prepare: (part: LazyPart) => Promise<void>): ComponentType {
  let component = components.get(part) ?? preloadedPart(part);
  if (!component) {
    component = lazy(async () => {
      const [module] = await Promise.all([part.load(), prepare(part)]);
      return module;
    });
    components.set(part, component);
  }
  return component;
}

/** Forgets a part whose download failed: React keeps a rejected lazy() for good, so a retry needs a new one. */
export function forgetPart(part: LazyPart): void {
  components.delete(part);
}

/**
 * A route's screen behind the guard of spec section 2: without a token, back to `/`; with a token but
 * no user, the user is loaded first; if that fails, back to `/`. Only the page on screen acts (a
 * hidden, kept-alive page never navigates).
 */
export const RouteScreen = observer(function RouteScreen({ spec }: { spec: RouteSpec }) {
  const shell = useShell();
  const active = usePageActive();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyPart(spec, shell.preparePart);
  const needsUser = !spec.public && shell.session.needsUser;
  useEffect(() => {
    if (active && needsUser) void shell.ensureUser();
  }, [active, needsUser, shell]);
  useEffect(() => {
    if (active && shell.userState === 'failed' && !spec.public) shell.resetUserState();
  }, [active, shell, shell.userState, spec.public]);

  if (!spec.public) {
    // During the 1.5 s "login expired" note the page stays; the shell then goes to `/` itself.
    if (!shell.session.loggedIn && shell.session.expiry) return <SkeletonList rows={2} />;
    if (!shell.session.loggedIn || shell.userState === 'failed') {
      return active ? <Navigate to="/" replace /> : null;
    }
    if (shell.session.user === null) return <SkeletonList rows={2} />;
  }
  return (
    <ErrorBoundary
      key={attempt}
      onError={shell.recordError}
      onRetry={() => {
        forgetPart(spec);
        setAttempt((n) => n + 1);
      }}
      onBack={() => navigate(spec.parent ?? '/index', { replace: true })}
      mayReload={shell.mayReload}
    >
      <Suspense fallback={<SkeletonList rows={2} />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
});
