import { observer } from 'mobx-react-lite';
import { type ComponentType, type ReactNode, useEffect, useLayoutEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Navigate, Route, Routes } from 'react-router';
import { AmountPrivacyContext } from '../shared/amount-privacy';
import { FeedbackProvider } from '../shared/components/feedback';
import { useViewModel } from '../shared/view-model';
import { AppVm } from './app.vm';
import { ErrorBoundary } from './error-boundary';
import { AppHashRouter } from './hash-router';
import { RouteScreen } from './route-screen';
import { ROUTES } from './route-table';
import { ShellRoot } from './shell';

/**
 * Hash routes: a wallet's in-app browser opens any deep link (`/#/node/detail/3?code=…`) without the
 * server knowing the app's routes. The declarative router, not the data router: the app loads its data
 * in view-models, and the data router's machinery would double react-router's share of the first load.
 * The page drawn at build time renders the same app in a memory router (src/main/prerender.tsx).
 */
export const App = observer(function App({
  Router = AppHashRouter,
}: {
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  const vm = useViewModel(AppVm, undefined);
  // Screen readers, hyphenation and fonts follow the page's language.
  useEffect(() => {
    document.documentElement.lang = vm.tag;
  }, [vm.tag]);
  // The first commit has replaced the page drawn at build time: if that page was hidden because it did
  // not fit this visit (scripts/build/first-paint-script.ts), the app shows now, before the next paint.
  useLayoutEffect(() => {
    delete document.documentElement.dataset.firstPaint;
    // The drawn page was inert until now (scripts/build/first-paint-script.ts): the app answers taps.
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  if (!vm.messages) return <div className="boot" aria-busy="true" />;
  return (
    <IntlProvider
      locale={vm.tag}
      messages={vm.messages}
      defaultLocale="en"
      onError={(error) => {
        if (error.code === 'MISSING_TRANSLATION') void vm.onMissingMessage();
      }}
    >
      <ErrorBoundary onError={vm.recordError} onRetry={() => undefined}>
        <FeedbackProvider>
          <AmountPrivacyContext.Provider value={vm.privacy}>
            <Router>
              <Routes>
                <Route path="/" element={<Navigate to="/index" replace />} />
                <Route element={<ShellRoot />}>
                  {ROUTES.map((spec) => (
                    <Route key={spec.path} path={spec.path} element={<RouteScreen spec={spec} />} />
                  ))}
                </Route>
                <Route path="*" element={<Navigate to="/index" replace />} />
              </Routes>
            </Router>
          </AmountPrivacyContext.Provider>
        </FeedbackProvider>
      </ErrorBoundary>
    </IntlProvider>
  );
});
