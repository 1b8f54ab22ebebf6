// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fake, testContainer } from '../../../../tests/component/test-container';
import { FakeAuthApi } from '../../../../tests/fakes/fake-auth-api';
import { FakeUserApi } from '../../../../tests/fakes/fake-user-api';
import { FakeWallet, FakeWalletRegistry } from '../../../../tests/fakes/fake-wallet';
import { english } from '../../../../tests/support/catalogue';
import { AuthApi } from '../../../application/auth/auth-api.port';
import { SessionStore } from '../../../application/auth/session.store';
import { UserApi } from '../../../application/user/user-api.port';
import { WalletRegistry } from '../../../application/wallet/wallet.port';
import { AppError } from '../../../domain/shared/app-error';
import { FeedbackProvider } from '../../shared/components/feedback';
import { ContainerProvider } from '../../shared/view-model';
import { LoginSheet } from './login-sheet';

afterEach(cleanup);

async function world(linkCode = '') {
  const wallet = new FakeWallet({ id: 'demo', name: 'Demo wallet', icon: '', kind: 'demo' });
  const auth = new FakeAuthApi();
  const registry = new FakeWalletRegistry([wallet]);
  // The shell's login sheet loads the login feature (the wiring test's LOGIN part).
  const container = await testContainer({
    features: ['login'],
    fakes: [fake(WalletRegistry, registry), fake(AuthApi, auth), fake(UserApi, new FakeUserApi())],
  });
  const session = container.get(SessionStore);
  session.setInviteCode(linkCode);
  const onClose = vi.fn();
  render(
    <StrictMode>
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <ContainerProvider container={container}>
          <FeedbackProvider>
            <LoginSheet open onClose={onClose} />
          </FeedbackProvider>
        </ContainerProvider>
      </IntlProvider>
    </StrictMode>,
  );
  return { wallet, auth, session, onClose, registry };
}

const demoButton = () => screen.findByRole('button', { name: /Demo wallet/ });

describe('LoginSheet', () => {
  it('labels the demo wallet, asks a new address for the invite code from the link, and closes logged in', async () => {
    const t = await world('NADI2025');
    const demo = await demoButton();
    expect(demo.textContent).toContain('its key stays in this browser');
    fireEvent.click(demo);
    expect(await screen.findByRole('heading', { name: 'Invite code' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Invite code' }) as HTMLInputElement).value).toBe('NADI2025');
    expect(screen.getByText('Filled in from your invite link.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(t.onClose).toHaveBeenCalled());
    expect(t.auth.logins[0]?.inviteCode).toBe('NADI2025');
    expect(t.session.loggedIn).toBe(true);
  });

  it('says why a malformed code is refused, on the field', async () => {
    await world();
    fireEvent.click(await demoButton());
    const field = (await screen.findByRole('textbox', { name: 'Invite code' })) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'no way!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('An invite code is 4 to 16 letters or digits.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the steps while the wallet is asked to sign', async () => {
    const t = await world();
    t.auth.registered.add(t.wallet.address.toLowerCase());
    let release: () => void = () => undefined;
    t.wallet.signMessage = (address, message) =>
      new Promise((resolve) => {
        release = () => resolve(`0xsigned:${address}:${message.length}`);
      });
    fireEvent.click(await demoButton());
    expect(await screen.findByRole('heading', { name: 'Sign to log in' })).toBeTruthy();
    const current = await screen.findByText('Confirm the signature in your wallet. It costs no gas.');
    await waitFor(() => expect(current.closest('li')?.getAttribute('aria-current')).toBe('step'));
    const busy = screen.getByRole('button', { name: 'Signing…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(t.onClose).toHaveBeenCalled());
  });

  it('offers the link the wallet wants opened as a button of its own while it connects', async () => {
    const t = await world();
    t.wallet.connect = () => new Promise(() => undefined);
    fireEvent.click(await demoButton());
    expect(await screen.findByRole('heading', { name: 'Sign to log in' })).toBeTruthy();
    const offer = (walletId: string, url: string) =>
      act(() => {
        for (const listener of t.registry.linkWatchers) listener({ walletId, url });
      });
    await offer('metamask-sdk', 'https://metamask.app.link/connect?channelId=other');
    expect(screen.queryByTestId('open-wallet-app')).toBeNull();
    await offer('demo', 'https://metamask.app.link/connect?channelId=c1');
    const link = await screen.findByRole('link', { name: 'Open Demo wallet' });
    expect(link.getAttribute('href')).toBe('https://metamask.app.link/connect?channelId=c1');
  });

  it.each([
    ['signature-cancelled', 'Signature cancelled.', false],
    ['wallet-internal', 'Wallet internal error. Please refresh the page.', true],
    ['signature-params', 'Signature parameter error. Please refresh the page.', true],
  ] as const)('after %s: the words, and a refresh only where it helps', async (kind, words, refresh) => {
    const t = await world();
    t.auth.registered.add(t.wallet.address.toLowerCase());
    t.wallet.failWith.sign = new AppError(kind);
    fireEvent.click(await demoButton());
    expect((await screen.findByRole('alert')).textContent).toContain(words);
    expect(screen.queryByRole('button', { name: 'Refresh page' }) !== null).toBe(refresh);
    expect(((await demoButton()) as HTMLButtonElement).disabled).toBe(false);
    expect(t.onClose).not.toHaveBeenCalled();
  });
});
