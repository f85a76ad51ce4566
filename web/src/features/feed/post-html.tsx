/** A post's HTML, sanitised by the server (allowlist; links open in a new tab), shown only from its answer. */
export function PostHtml({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`post-html ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;

/** '0 minutes ago', '5 hours ago', '3 days ago' (the legacy currentTime). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return unit(days, 'day');
  if (days < 365) return unit(Math.floor(days / 30), 'month');
  return unit(Math.floor(days / 365), 'year');
}

export function PostTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()}>
      {relativeTime(iso)}
    </time>
  );
}
