import { useSyncExternalStore } from 'react';
import { absoluteTime, relativeTime } from '../lib/time-format';

export { relativeTime };

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
 * A `<time>` that reads 'just now', '12 minutes ago' and keeps itself current; the full date and time in the
 * viewer's zone on hover. The one way the app shows when something happened (comments, requests,
 * notifications: issue 17).
 */
export function RelativeTime({ iso }: { iso: string }) {
  useSyncExternalStore(subscribe, () => tick);
  return (
    <time dateTime={iso} title={absoluteTime(iso)}>
      {relativeTime(iso)}
    </time>
  );
}
