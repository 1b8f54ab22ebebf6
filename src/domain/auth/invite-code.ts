/** Invite codes are letters and digits, 4 to 16 of them (ours; the spec shows no format). */
const INVITE_CODE = /^[A-Za-z0-9]{4,16}$/;

/** The invite code of an invite link (`?code=` in the query or in the hash route), or '' when none. */
export function inviteCodeFromUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  const fromQuery = url.searchParams.get('code');
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  const fromHash = new URLSearchParams(hashQuery).get('code');
  const code = (fromQuery ?? fromHash ?? '').trim();
  return isInviteCode(code) ? code.toUpperCase() : '';
}

/** Whether a typed invite code has the right form; an empty code is allowed (no referrer). */
export function isInviteCode(code: string): boolean {
  return code === '' || INVITE_CODE.test(code.trim());
}
