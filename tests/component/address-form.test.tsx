// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import { AddressApi } from '../../src/application/address/address-api.port';
import { AppConfig } from '../../src/application/shared/app-config';
import { LocaleStore } from '../../src/application/shared/locale.store';
import { AppStorage } from '../../src/application/shared/storage.port';
import { PageContext } from '../../src/ui/app/page-context';
import AddressFormScreen from '../../src/ui/screens/address/address-form.screen';
import { FeedbackProvider } from '../../src/ui/shared/components/feedback';
import { ContainerProvider } from '../../src/ui/shared/view-model';
import { InMemoryAddressApi, sampleDraft } from '../fakes/in-memory-address-api';
import { InMemoryStorage } from '../fakes/in-memory-storage';
import { testAppConfig } from '../fakes/test-config';
import { stubDialogs } from './app-frame';

/** The app's container shape with fakes behind the ports; view-models and use cases resolve by autobind. */
function testContainer(api: InMemoryAddressApi): Container {
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  container.bind(AppConfig).toConstantValue(testAppConfig({ defaultLocale: 'en' }));
  container.bind(AppStorage).toConstantValue(new InMemoryStorage());
  container.bind(LocaleStore).toSelf().inSingletonScope();
  container.bind(AddressApi).toConstantValue(api);
  return container;
}

/** The form at `path` (the page context a kept-alive page gets), in StrictMode, with the list behind it. */
function renderForm(api: InMemoryAddressApi, path = '/address/add') {
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
  render(
    <StrictMode>
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <ContainerProvider container={testContainer(api)}>
          <FeedbackProvider>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </ContainerProvider>
      </IntlProvider>
    </StrictMode>,
  );
  return router;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillAllButPhone() {
  type('Recipient', 'Ann Lee');
  type('Province / city', 'New Jersey, Newark');
  type('Detailed address', '1 Broad St, Apt 2');
}

// jsdom has <dialog> but not its modal methods: open and close it as a browser would.
beforeAll(stubDialogs);
afterEach(cleanup);

describe('address form', () => {
  it('refuses a bad phone: the field says why and nothing is sent', async () => {
    const api = new InMemoryAddressApi();
    renderForm(api);
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
    const router = renderForm(api);
    fillAllButPhone();
    type('Mobile number', '201-555-0123');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('The address list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/address');
    expect(api.all).toMatchObject([{ name: 'Ann Lee', phone: '+12015550123', country: 'US' }]);
  });

  it('picks the region from a searchable list; the calling code and the phone rules follow', async () => {
    const api = new InMemoryAddressApi();
    renderForm(api);
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
    renderForm(api, '/address/edit?id=1');
    expect(((await screen.findByLabelText('Recipient')) as HTMLInputElement).value).toBe('Somchai');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('812345678');
    cleanup();

    renderForm(api, '/address/edit');
    expect((await screen.findByTestId('address-missing-id')).textContent).toContain('No address was chosen');
    await act(async () => {});
    expect(api.callsOf('detail')).toHaveLength(1);
  });
});
