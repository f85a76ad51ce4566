/** A post's HTML, sanitised by the server (allowlist; links open in a new tab), shown only from its answer. */
export function PostHtml({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`post-html ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
