import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { type ReactNode, StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import english from '../../locales/en.json';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { SessionStore } from '../../src/application/auth/session.store';
import { HomeApi } from '../../src/application/home/home-api.port';
import { NoticeSummaryApi } from '../../src/application/notice/notice-api.port';
import { NoticeSummaryStore } from '../../src/application/notice/notice-summary.store';
import { PaymentActivity } from '../../src/application/payment/payment-activity.port';
import { AppConfig } from '../../src/application/shared/app-config';
import { AppUpdater } from '../../src/application/shared/app-update.store';
import { AuthSignals } from '../../src/application/shared/auth-signals';
import { Clock } from '../../src/application/shared/clock.port';
import { ConnectivityStore } from '../../src/application/shared/connectivity.store';
import { FeatureLoader } from '../../src/application/shared/feature-loader.port';
import { LocaleStore } from '../../src/application/shared/locale.store';
import { AppStorage } from '../../src/application/shared/storage.port';
import { UserApi } from '../../src/application/user/user-api.port';
import { WalletSessionStore } from '../../src/application/wallet/wallet-session.store';
import { PageContext } from '../../src/ui/app/page-context';
import { ShellVm } from '../../src/ui/app/shell.vm';
import { ShellContext } from '../../src/ui/app/shell-context';
import { MessageLoader } from '../../src/ui/intl/message-catalogue';
import { FeedbackProvider } from '../../src/ui/shared/components/feedback';
import { ContainerProvider } from '../../src/ui/shared/view-model';
import { FakeHomeApi } from '../fakes/fake-home-api';
import { FakeNoticeApi } from '../fakes/fake-notice-api';
import { FakeUserApi } from '../fakes/fake-user-api';
import { InMemoryStorage } from '../fakes/in-memory-storage';
import { testAppConfig } from '../fakes/test-config';

/** What jsdom lacks for these screens: <dialog>'s modal methods (the invite sheet). */
export function installJsdomShims(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Fakes behind the ports the home and team screens use, in a container shaped like the app's. */
export function homeWorld({ token = null as string | null } = {}) {
  const common = new FakeHomeApi();
  const users = new FakeUserApi();
  const storage = new InMemoryStorage();
  storage.token = token;
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  container.bind(AppConfig).toConstantValue(testAppConfig({ defaultLocale: 'en' }));
  container.bind(AppStorage).toConstantValue(storage);
  container.bind(Clock).toConstantValue({ now: () => Date.now() });
  container.bind(AuthSignals).toSelf().inSingletonScope();
  container.bind(LocaleStore).toSelf().inSingletonScope();
  container.bind(SessionStore).toSelf().inSingletonScope();
  container.bind(WalletSessionStore).toSelf().inSingletonScope();
  container.bind(LogoutUseCase).toSelf().inSingletonScope();
  container.bind(HomeApi).toConstantValue(common);
  container.bind(UserApi).toConstantValue(users);
  const notices = new FakeNoticeApi();
  container.bind(NoticeSummaryApi).toConstantValue(notices);
  container.bind(NoticeSummaryStore).toSelf().inSingletonScope();
  container.bind(FeatureLoader).toConstantValue({ load: async () => undefined });
  // The shell's connectivity and update policy: online, no new version, no payment.
  container.bind(ConnectivityStore).toConstantValue(new ConnectivityStore());
  container.bind(AppUpdater).toConstantValue({ takeOver: () => undefined });
  container.bind(PaymentActivity).toConstantValue({ inProgress: async () => false });
  container.bind(MessageLoader).toConstantValue(async () => english);
  const shell = container.get(ShellVm);
  const session = container.get(SessionStore);
  return { common, users, notices, storage, container, shell, session };
}

export type HomeWorld = ReturnType<typeof homeWorld>;

/**
 * A screen as the shell shows it: StrictMode, English messages, the container, the shell's context and
 * a memory router with stand-ins for the routes the screen links to.
 */
export function renderScreen(world: HomeWorld, path: string, screen: ReactNode) {
  const page = (element: ReactNode) => (
    <PageContext.Provider value={{ active: true, pathname: path, search: '' }}>
      {element}
    </PageContext.Provider>
  );
  const router = createMemoryRouter(
    [
      { path, element: page(screen) },
      { path: '*', element: <p>Another route</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <ContainerProvider container={world.container}>
          <ShellContext.Provider value={world.shell}>
            <FeedbackProvider>
              <RouterProvider router={router} />
            </FeedbackProvider>
          </ShellContext.Provider>
        </ContainerProvider>
      </IntlProvider>
    </StrictMode>,
  );
  return router;
}
