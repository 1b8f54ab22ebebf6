import '../styles/rich-html.css';
import { useMemo } from 'react';
import { sanitizeHtml } from '../safe-html';

/** Server HTML (a notice body, activity rules), sanitised once per value, in the app's text styles. */
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
