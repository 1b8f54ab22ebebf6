// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressApi } from '../../src/application/address/address-api.port';
import { PageContext } from '../../src/ui/app/page-context';
import AddressFormScreen from '../../src/ui/screens/address/address-form.screen';
import { InMemoryAddressApi, sampleDraft } from '../fakes/in-memory-address-api';
import { renderInAppFrame } from './app-frame';
import { fake, testContainer } from './test-container';

/** The form at `path` (the page context a kept-alive page gets), in StrictMode, with the list behind it. */
async function renderForm(api: InMemoryAddressApi, path = '/address/add') {
  const container = await testContainer({
    features: ['address'],
    config: { defaultLocale: 'en' },
    fakes: [fake(AddressApi, api)],
  });
  const [pathname = '', search = ''] = path.split(/(?=\?)/);
  const router = createMemoryRouter(
    [
      { path: '/address', element: <p>The address list</p> },
      {
        path: pathname,
        element: (
          <PageContext.Provider value={{ active: true, pathname, search }}>
            <AddressFormScreen />
          </PageContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/address', path], initialIndex: 1 },
  );
  renderInAppFrame(container, router);
  return router;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillAllButPhone() {
  type('Recipient', 'Ann Lee');
  type('Province / city', 'New Jersey, Newark');
  type('Detailed address', '1 Broad St, Apt 2');
}

afterEach(cleanup);

describe('address form', () => {
  it('refuses a bad phone: the field says why and nothing is sent', async () => {
    const api = new InMemoryAddressApi();
    await renderForm(api);
    fillAllButPhone();
    expect(screen.getByTestId('calling-code').textContent).toBe('+1');
    type('Mobile number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Enter a valid mobile phone number')).toBeTruthy();
    const phone = screen.getByLabelText('Mobile number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(api.calls).toEqual([]);
    // What was typed stays.
    expect((screen.getByLabelText('Recipient') as HTMLInputElement).value).toBe('Ann Lee');
  });

  it('saves once the phone is a mobile number of the region, in E.164, and goes back', async () => {
    const api = new InMemoryAddressApi();
    const router = await renderForm(api);
    fillAllButPhone();
    type('Mobile number', '201-555-0123');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('The address list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/address');
    expect(api.all).toMatchObject([{ name: 'Ann Lee', phone: '+12015550123', country: 'US' }]);
  });

  it('picks the region from a searchable list; the calling code and the phone rules follow', async () => {
    const api = new InMemoryAddressApi();
    await renderForm(api);
    fireEvent.click(screen.getByTestId('region-button'));
    type('Search by name or calling code', 'thai');
    fireEvent.click(screen.getByRole('button', { name: /Thailand/ }));
    expect(screen.getByTestId('calling-code').textContent).toBe('+66');
    expect(screen.getByTestId('region-button').textContent).toContain('Thailand');

    fillAllButPhone();
    type('Mobile number', '201-555-0123');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter a valid mobile phone number')).toBeTruthy();
    type('Mobile number', '081 234 5678');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.all).toMatchObject([{ phone: '+66812345678', country: 'TH' }]));
  });

  it('edits: loads the address by id and says so when the id is missing', async () => {
    const api = new InMemoryAddressApi([sampleDraft({ name: 'Somchai' })]);
    await renderForm(api, '/address/edit?id=1');
    expect(((await screen.findByLabelText('Recipient')) as HTMLInputElement).value).toBe('Somchai');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('812345678');
    cleanup();

    await renderForm(api, '/address/edit');
    expect((await screen.findByTestId('address-missing-id')).textContent).toContain('No address was chosen');
    await act(async () => {});
    expect(api.callsOf('detail')).toHaveLength(1);
  });
});
