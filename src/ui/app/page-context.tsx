import { createContext, useContext } from 'react';

/** What a kept-alive page knows about itself: whether it is the one on screen, and its own URL. */
export interface PageInfo {
  readonly active: boolean;
  readonly pathname: string;
  readonly search: string;
}

export const PageContext = createContext<PageInfo>({ active: true, pathname: '/', search: '' });

/** Whether this page is the one on screen (a kept-alive page stays mounted while hidden). */
export const usePageActive = (): boolean => useContext(PageContext).active;

/**
 * The query parameters of this page's own URL. A hidden page must not follow the router's current
 * location, which belongs to another page.
 */
export function usePageQuery(): URLSearchParams {
  return new URLSearchParams(useContext(PageContext).search);
}
