import { type ReactNode, useEffect } from 'react';
import { HashRouter, useLocation, useNavigate } from 'react-router';

/**
 * After the first commit, goes to the address the page is at if it moved since the router read it. The
 * router reads the address while it renders and listens from its layout effect; hydrating the drawn page is
 * a concurrent render that may yield in between, and an address changed meanwhile (a deep link typed or
 * opened while the app starts) would be missed: the app would show one screen under another's address, and
 * a guarded screen would not be guarded. A passive effect runs after the router listens, so the catch-up
 * navigation reaches it.
 */
function CatchUpWithAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit
  useEffect(() => {
    const actual = window.location.hash.replace(/^#/, '') || '/';
    if (actual !== `${location.pathname}${location.search}`) void navigate(actual, { replace: true });
  }, []);
  return null;
}

/** The app's router: hash routes, in step with the address from the first commit on. */
export function AppHashRouter({ children }: { children: ReactNode }) {
  return (
    <HashRouter>
      <CatchUpWithAddress />
      {children}
    </HashRouter>
  );
}
