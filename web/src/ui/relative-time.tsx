import { useSyncExternalStore } from 'react';

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;

/** '0 minutes ago', '5 hours ago', '3 days ago', '2 months ago', '1 year ago' (pools-and-squads.md §3). */
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

// One shared minute tick for every time on the page.
let tick = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    tick += 1;
    for (const l of listeners) l();
  }, 60_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * A `<time>` that reads '12 minutes ago' and keeps itself current; the full date and time in the
 * viewer's zone on hover. The one way the app shows when something happened (comments, requests,
 * notifications: issue 17).
 */
export function RelativeTime({ iso }: { iso: string }) {
  useSyncExternalStore(subscribe, () => tick);
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}>
      {relativeTime(iso)}
    </time>
  );
}
