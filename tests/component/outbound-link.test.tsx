// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboundLink } from '../../src/ui/shared/components/outbound-link';

/** Issue 36, item 6: links out that work where a new tab does not (a wallet's in-app browser). */
describe('OutboundLink', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('opens a new tab in a plain browser', () => {
    render(<OutboundLink href="https://example.com/a">A</OutboundLink>);
    const link = screen.getByRole('link', { name: 'A' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['a wallet named in the user agent', 'Mozilla/5.0 (Linux; Android 14) Mobile TokenPocket/2.1', false],
    [
      'a phone browser with an injected wallet',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148',
      true,
    ],
  ])('opens in the same view inside %s', (_name, userAgent, injected) => {
    vi.stubGlobal('navigator', { ...navigator, userAgent });
    if (injected) (window as { ethereum?: unknown }).ethereum = { request: () => undefined };
    render(<OutboundLink href="https://example.com/b">B</OutboundLink>);
    const link = screen.getByRole('link', { name: 'B' });
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.getAttribute('href')).toBe('https://example.com/b');
  });
});
