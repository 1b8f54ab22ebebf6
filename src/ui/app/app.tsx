import { observer } from 'mobx-react-lite';
import { IntlProvider } from 'react-intl';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { FeedbackProvider } from '../shared/components/feedback';
import { useViewModel } from '../shared/view-model';
import { AppVm } from './app.vm';
import { RouteScreen } from './route-screen';
import { ROUTES } from './route-table';
import { ShellRoot } from './shell';

/**
 * Hash routes: a wallet's in-app browser opens any deep link (`/#/node/detail/3?code=…`) without the
 * server knowing the app's routes.
 */
const router = createHashRouter([
  { path: '/', element: <Navigate to="/index" replace /> },
  {
    element: <ShellRoot />,
    children: ROUTES.map((spec) => ({ path: spec.path, handle: spec, element: <RouteScreen spec={spec} /> })),
  },
  { path: '*', element: <Navigate to="/index" replace /> },
]);

export const App = observer(function App() {
  const vm = useViewModel(AppVm, undefined);
  if (!vm.messages) return <div className="boot" aria-busy="true" />;
  return (
    <IntlProvider locale={vm.tag} messages={vm.messages} defaultLocale="en">
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </IntlProvider>
  );
});
