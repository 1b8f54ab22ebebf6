import { observer } from 'mobx-react-lite';
import { IntlProvider } from 'react-intl';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { HomeScreen } from '../screens/home/home.screen';
import { useViewModel } from '../shared/view-model';
import { AppVm } from './app.vm';

const router = createHashRouter([
  { path: '/', element: <Navigate to="/index" replace /> },
  { path: '/index', element: <HomeScreen /> },
  { path: '*', element: <Navigate to="/index" replace /> },
]);

export const App = observer(function App() {
  const vm = useViewModel(AppVm, undefined);
  if (!vm.messages) return <div className="boot" aria-busy="true" />;
  return (
    <IntlProvider locale={vm.tag} messages={vm.messages} defaultLocale="en">
      <RouterProvider router={router} />
    </IntlProvider>
  );
});
