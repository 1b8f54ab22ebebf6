import { describe, expect, it } from 'vitest';
import { ownInviteLink } from './invite-link';

const origin = 'https://app.nadi.example';
const built = 'https://app.nadi.example/#/index?code=ABC123';

describe('the invite link the app hands out', () => {
  it.each([
    ['the hash form', 'https://app.nadi.example/#/index?code=ABC123'],
    ["the spec's path form", 'https://app.nadi.example/index?code=ABC123'],
    ['the root with the code in the query', 'https://app.nadi.example/?code=abc123'],
  ])("keeps the server's link in %s on the app's origin", (_name, link) => {
    expect(ownInviteLink(link, 'ABC123', origin)).toBe(link);
  });

  it.each([
    ['another site', 'https://nadi-invite.example/#/index?code=ABC123'],
    ['a look-alike host', 'https://app.nadi.example.evil.test/#/index?code=ABC123'],
    ['user information before the host', 'https://app.nadi.example@evil.test/#/index?code=ABC123'],
    ['user information on the right host', 'https://user@app.nadi.example/#/index?code=ABC123'],
    ['another scheme of the same host', 'http://app.nadi.example/#/index?code=ABC123'],
    ['another port', 'https://app.nadi.example:8443/#/index?code=ABC123'],
    ['a script', 'javascript:alert(1)//https://app.nadi.example/?code=ABC123'],
    ['a data URL', 'data:text/html,<a href="https://app.nadi.example">'],
    ['a relative path', '/#/index?code=ABC123'],
    ['no link', ''],
    ['another code', 'https://app.nadi.example/#/index?code=ZZZ999'],
    ['no code', 'https://app.nadi.example/#/index'],
  ])('builds the link from the origin and the code instead of %s', (_name, link) => {
    expect(ownInviteLink(link, 'ABC123', origin)).toBe(built);
  });

  it('takes the origin of a configured URL with a path, and gives no link for a code a URL cannot carry', () => {
    expect(ownInviteLink('', 'ABC123', 'http://127.0.0.1:3000/app/')).toBe(
      'http://127.0.0.1:3000/#/index?code=ABC123',
    );
    expect(ownInviteLink(built, 'AB C&x=1', origin)).toBeNull();
    expect(ownInviteLink(built, '', origin)).toBeNull();
    expect(ownInviteLink(built, 'ABC123', 'not a url')).toBeNull();
  });
});
