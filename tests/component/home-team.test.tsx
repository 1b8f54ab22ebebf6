// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/domain/shared/app-error';
import { InviteSheet } from '../../src/ui/screens/team/invite-sheet';
import TeamScreen from '../../src/ui/screens/team/team.screen';
import { sampleMembers, sampleUser } from '../fakes/fake-user-api';
import { homeWorld, renderScreen } from './home-harness';

afterEach(cleanup);

/** A logged-in world: the route guard has loaded the user before the team screen shows. */
async function loggedIn() {
  const world = await homeWorld({ token: 'token-1' });
  world.session.setUser(sampleUser());
  return world;
}

describe('team screen', () => {
  it('shows the invite code and link, the counts, the performance and the direct referrals', async () => {
    const world = await loggedIn();
    renderScreen(world, '/user', <TeamScreen />);

    expect(screen.getByTestId('invite-code').textContent).toBe('ABC123');
    // The app's own link on the page's origin (invite-link.test.tsx: the server's link on another one is not used).
    expect(screen.getByTestId('invite-link').textContent).toBe(`${location.origin}/#/index?code=ABC123`);
    expect(screen.getByRole('button', { name: 'Copy invite code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeTruthy();
    expect(screen.getByTestId('team-level').textContent).toBe('T2');
    expect(screen.getByTestId('direct-count').textContent).toBe('3 direct referrals');
    expect(screen.getByTestId('team-count').textContent).toBe('10 team members');
    expect(screen.getByTestId('performance-personal').textContent).toBe('100.5 USDT');
    expect(screen.getByTestId('performance-team').textContent).toBe('2,000 USDT');
    expect(screen.getByTestId('performance-device').textContent).toBe('0 USDT');

    const rows = await screen.findAllByTestId('referral');
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('Member 1')).toBeTruthy();
    expect(within(first).getByText('T0')).toBeTruthy();
    expect(within(first).getByText('Joined 01/31/2025')).toBeTruthy();
    expect(within(first).getByText('100.5')).toBeTruthy();
    expect(within(first).getByTestId('address-text').textContent).toBe('0xaaaa…aaa1');
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('says one referral in the singular', async () => {
    const world = await homeWorld({ token: 'token-1' });
    world.session.setUser(sampleUser({ directCount: 1, teamCount: 1 }));
    renderScreen(world, '/user', <TeamScreen />);
    expect(screen.getByTestId('direct-count').textContent).toBe('1 direct referral');
    expect(screen.getByTestId('team-count').textContent).toBe('1 team member');
  });

  it('loads more referrals page by page', async () => {
    const world = await loggedIn();
    world.users.members = sampleMembers(12);
    renderScreen(world, '/user', <TeamScreen />);
    expect(await screen.findAllByTestId('referral')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Member 12')).toBeTruthy();
    expect(screen.getAllByTestId('referral')).toHaveLength(12);
  });

  it('with no referrals, invites the user to share their link', async () => {
    const world = await loggedIn();
    world.users.members = [];
    renderScreen(world, '/user', <TeamScreen />);
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('No referrals yet. Share your link to invite friends.');
    fireEvent.click(within(empty).getByRole('button', { name: 'Invite friends' }));
    expect(world.shell.sheet).toBe('invite');
  });

  it('shows a failed list with a retry', async () => {
    const world = await loggedIn();
    world.users.listError = new AppError('network');
    renderScreen(world, '/user', <TeamScreen />);
    const failed = await screen.findByTestId('error-state');
    world.users.listError = null;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('referral')).toHaveLength(3);
  });

  it('opens the invite sheet with the code, the link and the QR code', async () => {
    const world = await loggedIn();
    // The shell renders the invite sheet; here a stand-in does, from the same shell state.
    const ShellSheet = observer(() => (
      <InviteSheet open={world.shell.sheet === 'invite'} onClose={world.shell.close} />
    ));
    renderScreen(
      world,
      '/user',
      <>
        <TeamScreen />
        <ShellSheet />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    const sheet = await screen.findByTestId('invite-sheet');
    expect(sheet.hasAttribute('open')).toBe(true);
    expect(within(sheet).getByTestId('invite-code').textContent).toBe('ABC123');
    expect(
      within(sheet).getByText('Friends who join with your code or link become your direct referrals.'),
    ).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Share link' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(world.shell.sheet).toBeNull();
  });
});
