import { useMemo } from 'react';
import { sanitizeHtml } from '../../shared/safe-html';

/**
 * A description that arrives as HTML (goods, cars), sanitised before display by the app's one DOMPurify
 * configuration (ui/shared/safe-html.ts: scripts and handlers go, images get a text).
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above by sanitizeHtml (safe-html.ts)
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
