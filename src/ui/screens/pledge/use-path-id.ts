import { useContext } from 'react';
import { matchPath } from 'react-router';
import { PageContext } from '../../app/page-context';

/** The number of this page's own path (`pattern` with `:id`); null when it is not a whole number. */
export function usePathId(pattern: string): number | null {
  const { pathname } = useContext(PageContext);
  const raw = matchPath(pattern, pathname)?.params.id;
  const id = raw === undefined ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
