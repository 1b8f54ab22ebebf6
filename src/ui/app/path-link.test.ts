import { describe, expect, it } from 'vitest';
import { hashFormOfPathLink, homeFormOfBareEntry } from './path-link';

const at = (pathname: string, search = '', hash = '') => hashFormOfPathLink({ pathname, search, hash });

describe('hashFormOfPathLink', () => {
  it.each([
    ['/node/detail/3', '', '/#/node/detail/3'],
    ['/index', '?code=ABC', '/#/index?code=ABC'],
    ['/open_screen', '', '/#/open_screen'],
    ['/pledge/detail/101/', '?x=1', '/#/pledge/detail/101?x=1'],
    ['//assets//', '', '/#/assets'],
  ])('turns %s%s into %s', (pathname, search, expected) => {
    expect(at(pathname, search)).toBe(expected);
  });

  it('leaves the root, index.html and hash routes alone', () => {
    expect(at('/')).toBeNull();
    expect(at('/', '?code=ABC')).toBeNull();
    expect(at('/index.html', '?code=ABC')).toBeNull();
    expect(at('/wallet.html', '?code=ABC')).toBeNull();
    expect(at('/index', '', '#/mining')).toBeNull();
  });
});

describe('homeFormOfBareEntry', () => {
  const entry = (pathname: string, search = '', hash = '') => homeFormOfBareEntry({ pathname, search, hash });

  it.each([
    ['/', '', '', '/#/index'],
    ['/', '?code=ABC', '', '/?code=ABC#/index'],
    ['/index.html', '', '#', '/index.html#/index'],
    ['/', '', '#/', '/#/index'],
    ['/', '', '#/?code=ABC', '/#/index?code=ABC'],
    ['/app/', '', '', '/app/#/index'],
  ])('opens home for %s%s%s', (pathname, search, hash, expected) => {
    expect(entry(pathname, search, hash)).toBe(expected);
  });

  it('leaves an address that names a screen alone', () => {
    expect(entry('/', '', '#/index')).toBeNull();
    expect(entry('/', '', '#/mining?x=1')).toBeNull();
    expect(entry('/', '?code=ABC', '#/index')).toBeNull();
  });
});
