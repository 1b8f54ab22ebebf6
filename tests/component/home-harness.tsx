import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionStore } from '../../src/application/auth/session.store';
import { HomeApi } from '../../src/application/home/home-api.port';
import { NoticeSummaryApi } from '../../src/application/notice/notice-api.port';
import { AppStorage } from '../../src/application/shared/storage.port';
import { UserApi } from '../../src/application/user/user-api.port';
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
import { english } from '../support/catalogue';
import { fake, testContainer } from './test-container';

/** Fakes behind the ports the home and team screens use, in the app's container (test-container.ts). */
export async function homeWorld({ token = null as string | null } = {}) {
  const common = new FakeHomeApi();
  const users = new FakeUserApi();
  const notices = new FakeNoticeApi();
  const storage = new InMemoryStorage();
  storage.token = token;
  const container = await testContainer({
    // The team screen's route loads its feature; the home screen's is loaded with the container.
    features: ['team'],
    config: { defaultLocale: 'en' },
    fakes: [
      fake(AppStorage, storage),
      fake(HomeApi, common),
      fake(UserApi, users),
      fake(NoticeSummaryApi, notices),
      // The whole catalogue is the English one the frame shows: no language chunk to load.
      fake<MessageLoader>(MessageLoader, async () => english),
    ],
  });
  const shell = container.get(ShellVm);
  const session = container.get(SessionStore);
  return { common, users, notices, storage, container, shell, session };
}

export type HomeWorld = Awaited<ReturnType<typeof homeWorld>>;

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
