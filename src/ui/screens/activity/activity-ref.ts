import { useContext } from 'react';
import { matchPath } from 'react-router';
import type { ActivityRef } from '../../../application/activity/activity-api.port';
import { PageContext } from '../../app/page-context';

/** The activity named by this page's own path (`pattern` has `:id`): a whole number or `latest`; else null. */
export function useActivityRef(pattern: string): ActivityRef | null {
  const { pathname } = useContext(PageContext);
  const raw = matchPath(pattern, pathname)?.params.id;
  if (raw === 'latest') return 'latest';
  const id = raw === undefined ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
