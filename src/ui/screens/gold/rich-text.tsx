import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** A description that arrives as HTML (goods, cars), sanitised before display (scripts and handlers go). */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
