/** Where a link from the backend (a banner, a partner) may take the user. */
export type LinkTarget =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'none' };

const NONE: LinkTarget = { kind: 'none' };

/**
 * Reads a link the backend sent: `/node` or `#/node` is an in-app route; an absolute http(s) URL opens
 * outside the app; anything else (empty, `javascript:`, `data:`, a protocol-relative `//host`) opens
 * nothing, so that a bad banner can never run script or leave the app silently.
 */
export function linkTarget(link: string): LinkTarget {
  const value = link.trim();
  if (value === '') return NONE;
  const route = value.startsWith('#/') ? value.slice(1) : value;
  if (route.startsWith('/') && !route.startsWith('//')) return { kind: 'route', to: route };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { kind: 'external', href: url.href }
      : NONE;
  } catch {
    return NONE;
  }
}
