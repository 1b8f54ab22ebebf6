import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it.each([
    ['/node', { kind: 'route', to: '/node' }],
    ['#/pledge', { kind: 'route', to: '/pledge' }],
    ['  /ming  ', { kind: 'route', to: '/ming' }],
    ['https://example.com/a?b=1', { kind: 'external', href: 'https://example.com/a?b=1' }],
    ['http://example.com', { kind: 'external', href: 'http://example.com/' }],
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['data:text/html,<b>x</b>', { kind: 'none' }],
    ['//evil.example/path', { kind: 'none' }],
    ['node', { kind: 'none' }],
  ])('%j → %j', (link, expected) => {
    expect(linkTarget(link)).toEqual(expected);
  });
});
