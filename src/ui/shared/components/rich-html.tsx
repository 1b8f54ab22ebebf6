import '../styles/rich-html.css';
import { useMemo } from 'react';
import { sanitizeHtml } from '../safe-html';

/**
 * Server HTML (a notice body, activity rules, the description of goods and cars), sanitised once per value by
 * the app's one DOMPurify configuration (ui/shared/safe-html.ts: scripts and handlers go, images get a text),
 * in the app's text styles. The one way the app shows HTML from the server.
 */
export function RichHtml({ html, testId }: { html: string; testId?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className="rich-html"
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just passed sanitizeHtml (safe-html.ts), the app's one DOMPurify configuration
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
