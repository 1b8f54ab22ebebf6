import type { ReactNode } from 'react';
import { isWalletBrowser } from '../../../domain/shared/wallet-browser';

/** Whether this page runs in a wallet's in-app browser (its user agent, or a phone browser with a provider). */
function inWalletBrowser(): boolean {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return false;
  const injected = (window as { ethereum?: unknown }).ethereum !== undefined;
  return isWalletBrowser(navigator.userAgent, injected);
}

/**
 * A link that leaves the app. In a phone or desktop browser it opens a new tab (`target=_blank`); inside a
 * wallet's in-app browser, where a new tab is ignored or handed to another app (imToken on Android opens
 * the system browser, and the person loses the wallet), it opens in the same view, and Back returns to the
 * app (docs/decisions/2026-11-28-wallet-app-links.md).
 */
export function OutboundLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const newTab = !inWalletBrowser();
  return (
    <a
      className={className}
      href={href}
      rel="noopener noreferrer"
      {...(newTab && { target: '_blank' })}
      data-opens={newTab ? 'new-tab' : 'same-view'}
    >
      {children}
    </a>
  );
}
