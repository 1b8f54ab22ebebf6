import { ownInviteLink } from '../../../domain/user/invite-link';
import type { User } from '../../../domain/user/user';

/**
 * The user's invite link as the screens hand it out (QR code, copy, share): the server's only when it lies
 * on the page's own origin, else the app's own `/#/index?code=` link; null when there is none to give.
 */
export const shownInviteLink = (user: Pick<User, 'inviteLink' | 'code'>): string | null =>
  ownInviteLink(user.inviteLink, user.code, window.location.origin);
