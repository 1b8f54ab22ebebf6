// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressApi } from '../../src/application/address/address-api.port';
import { AppError } from '../../src/domain/shared/app-error';
import { PageContext } from '../../src/ui/app/page-context';
import AddressListScreen from '../../src/ui/screens/address/address-list.screen';
import { InMemoryAddressApi, sampleDraft } from '../fakes/in-memory-address-api';
import { renderInAppFrame } from './app-frame';
import { fake, testContainer } from './test-container';

async function renderList(api: InMemoryAddressApi) {
  const container = await testContainer({ features: ['address'], fakes: [fake(AddressApi, api)] });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PageContext.Provider value={{ active: true, pathname: '/address', search: '' }}>
          <AddressListScreen />
        </PageContext.Provider>
      ),
    },
    { path: '/address/add', element: <p>The add form</p> },
  ]);
  renderInAppFrame(container, router);
  return router;
}

afterEach(cleanup);

describe('address list', () => {
  it('shows a skeleton, then the cards: name, masked phone, region, area, detail, default badge', async () => {
    const api = new InMemoryAddressApi([
      sampleDraft({ name: 'Somchai', isDefault: true }),
      sampleDraft({
        name: 'Office',
        phone: '+886912345678',
        country: 'TW',
        area: 'Taipei',
        detail: '7 Xinyi Rd',
      }),
    ]);
    await renderList(api);
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    const cards = await screen.findAllByTestId('address-card');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Somchai', 'Office']);
    const [home, office] = cards as [HTMLElement, HTMLElement];
    expect(home.textContent).toContain('+66 812**5678');
    expect(home.textContent).toContain('Thailand Bangkok, Bang Rak');
    expect(within(home).getByTestId('default-badge').textContent).toBe('Default');
    expect(within(office).queryByTestId('default-badge')).toBeNull();
    expect(office.textContent).toContain('Taiwan Taipei');
    expect(
      within(office).getByRole('link', { name: 'Edit the address of Office' }).getAttribute('href'),
    ).toBe('/address/edit?id=2');
    expect(screen.getByText('2 addresses')).toBeTruthy();
    expect(api.callsOf('list')).toHaveLength(1);
  });

  it('offers to add the first address when there is none', async () => {
    const router = await renderList(new InMemoryAddressApi());
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('You have no delivery addresses yet');
    fireEvent.click(within(empty).getByRole('link', { name: 'Add address' }));
    expect(await screen.findByText('The add form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/address/add');
  });

  it('says what failed with a retry that loads the list', async () => {
    const api = new InMemoryAddressApi([sampleDraft()]);
    api.failWith.list = new AppError('network');
    await renderList(api);
    const failure = await screen.findByTestId('error-state');
    expect(failure.textContent).toContain('Failed to load addresses.');
    delete api.failWith.list;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('address-card')).toHaveLength(1);
  });
});
