// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PledgeApi } from '../../src/application/pledge/pledge-api.port';
import { Clock } from '../../src/application/shared/clock.port';
import { ConnectivityStore } from '../../src/application/shared/connectivity.store';
import { UserApi } from '../../src/application/user/user-api.port';
import { PageContext } from '../../src/ui/app/page-context';
import PledgeReleaseLogScreen from '../../src/ui/screens/pledge/pledge-release-log.screen';
import { day } from '../fakes/fake-pledge-samples';
import { pledgeHarness } from '../fakes/pledge-harness';
import { english } from '../support/catalogue';
import { renderInAppFrame } from './app-frame';
import { fake, testContainer } from './test-container';

afterEach(cleanup);

/**
 * The release log of a position of product 101 (400 NADI) after `after` ms, over the harness's fakes, with
 * the app's connectivity (the test turns it off and on as the platform would).
 */
async function renderLog(after: number) {
  const h = pledgeHarness();
  const id = await h.saved(101, '400');
  h.pass(after);
  const container = await testContainer({
    features: ['pledge'],
    fakes: [fake(PledgeApi, h.api), fake(Clock, h.clock), fake(UserApi, h.users)],
  });
  const pathname = `/pledge/releaseLog/${id}`;
  const router = createMemoryRouter(
    [
      {
        path: '/pledge/releaseLog/:id',
        element: (
          <PageContext.Provider value={{ active: true, pathname, search: '' }}>
            <PledgeReleaseLogScreen />
          </PageContext.Provider>
        ),
      },
    ],
    { initialEntries: [pathname] },
  );
  renderInAppFrame(container, router);
  return { api: h.api, connectivity: container.get(ConnectivityStore) };
}

const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('savings release log screen', () => {
  it('offline, Redeem and its confirmation are off with the reason, and nothing is sent', async () => {
    const h = await renderLog(day(30));
    const redeem = await screen.findByTestId('pledge-redeem');
    expect(redeem.dataset.way).toBe('maturity');
    expect(disabled(redeem)).toBe(false);
    expect(screen.queryByTestId('money-block')).toBeNull();

    act(() => h.connectivity.setOnline(false));
    expect(disabled(redeem)).toBe(true);
    expect(redeem.getAttribute('aria-describedby')).toBe('pledge-redeem-block');
    expect(document.getElementById('pledge-redeem-block')?.textContent).toBe(english['error.offline']);

    act(() => h.connectivity.setOnline(true));
    expect(disabled(redeem)).toBe(false);
    expect(redeem.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(redeem);
    const sheet = screen.getByTestId('pledge-redeem-confirm');
    const confirm = within(sheet).getByTestId('pledge-redeem-confirm-button');
    expect(disabled(confirm)).toBe(false);

    // The connection goes while the question is open.
    act(() => h.connectivity.setOnline(false));
    expect(disabled(confirm)).toBe(true);
    expect(confirm.getAttribute('aria-describedby')).toBe('pledge-redeem-confirm-block');
    expect(within(sheet).getByTestId('money-block').textContent).toBe(english['error.offline']);
    fireEvent.click(confirm);
    expect(h.api.callsOf('redeem')).toEqual([]);

    act(() => h.connectivity.setOnline(true));
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId('pledge-redeem')).toBeNull());
    expect(h.api.callsOf('redeem')).toEqual([[expect.objectContaining({ early: false })]]);
  });
});
