// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/domain/user/user';
import { InviteSheet } from '../../src/ui/screens/team/invite-sheet';
import TeamScreen from '../../src/ui/screens/team/team.screen';
import { sampleUser } from '../fakes/fake-user-api';
import { homeWorld, renderScreen } from './home-harness';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'share');
});

/** The team screen and the invite sheet of a user whose info the server answered with `user`. */
async function showInvite(user: Partial<User>) {
  const world = await homeWorld({ token: 'token-1' });
  world.session.setUser(sampleUser(user));
  const share = vi.fn(async (_data: ShareData) => {});
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  renderScreen(
    world,
    '/user',
    <>
      <TeamScreen />
      <InviteSheet open onClose={() => {}} />
    </>,
  );
  const card = screen.getByRole('region', { name: 'Invite friends' });
  const sheet = await screen.findByTestId('invite-sheet');
  return { card, sheet, share };
}

const linkOf = (part: HTMLElement) => within(part).queryByTestId('invite-link')?.textContent ?? null;

/** The URL the share button of `part` hands to the system share sheet. */
async function sharedUrl(
  part: HTMLElement,
  share: ReturnType<typeof vi.fn<(data: ShareData) => Promise<void>>>,
) {
  share.mockClear();
  fireEvent.click(within(part).getByRole('button', { name: 'Share link' }));
  await waitFor(() => expect(share).toHaveBeenCalledOnce());
  return share.mock.lastCall?.[0].url;
}

describe("the invite link is the app's own", () => {
  it("shows, copies and shares the server's link when it lies on the page's origin", async () => {
    const own = `${location.origin}/index?code=ABC123`;
    const { card, sheet, share } = await showInvite({ inviteLink: own });
    expect(linkOf(card)).toBe(own);
    expect(linkOf(sheet)).toBe(own);
    expect(await sharedUrl(card, share)).toBe(own);
    expect(await sharedUrl(sheet, share)).toBe(own);
  });

  it("puts the app's own link in place of a server's link to another site, in the QR code and the share", async () => {
    const { card, sheet, share } = await showInvite({
      inviteLink: 'https://nadi-invite.evil.test/#/index?code=ABC123',
    });
    const built = `${location.origin}/#/index?code=ABC123`;
    expect(linkOf(card)).toBe(built);
    expect(linkOf(sheet)).toBe(built);
    expect(await sharedUrl(card, share)).toBe(built);
    expect(await sharedUrl(sheet, share)).toBe(built);
    expect(await within(sheet).findByTestId('qr-code')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('evil.test');
  });

  it('gives no link, QR code or share for a code that a link cannot carry, and still shows the code', async () => {
    const { card, sheet } = await showInvite({
      code: 'AB&next=x',
      inviteLink: 'https://nadi-invite.evil.test/?code=AB&next=x',
    });
    for (const part of [card, sheet]) {
      expect(within(part).getByTestId('invite-code').textContent).toBe('AB&next=x');
      expect(linkOf(part)).toBeNull();
      expect(within(part).queryByRole('button', { name: 'Share link' })).toBeNull();
    }
    expect(within(sheet).queryByTestId('qr-code')).toBeNull();
  });
});
