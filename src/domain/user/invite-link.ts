/**
 * The invite link the app hands out (QR code, copy, share sheet). The server's `invite_link` is used only
 * when it is an http(s) link on the app's own origin, without user information, that carries the user's own
 * code (`?code=` in the query or in the hash route); anything else would let a server, or anything between,
 * make the person send their friends to another site under the app's name. Then the app writes the link
 * itself from its origin and the code, in the hash form that opens on any host (`/#/index?code=ABC`).
 * Null when the code is not one a link can carry as it is (then there is no link to give).
 * See docs/decisions/2026-11-28-strict-login-message-and-invite-link.md.
 */
export function ownInviteLink(serverLink: string, code: string, appOrigin: string): string | null {
  if (!CODE.test(code)) return null;
  const origin = originOf(appOrigin);
  if (origin === null) return null;
  return carriesCode(serverLink, code, origin) ? serverLink : `${origin}/#/index?code=${code}`;
}

/** Letters and digits: a code that goes into a URL unescaped. */
const CODE = /^[A-Za-z0-9]{1,64}$/;

const parse = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

const originOf = (text: string): string | null => {
  const url = parse(text);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
};

function carriesCode(link: string, code: string, origin: string): boolean {
  const url = parse(link);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.origin !== origin || url.username !== '' || url.password !== '') return false;
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  const linked = url.searchParams.get('code') ?? new URLSearchParams(hashQuery).get('code') ?? '';
  return linked.toUpperCase() === code.toUpperCase();
}
