import { useEffect, useState } from 'react';

/** `run` in the browser's next idle moment (at most 1.5 s away); returns its cancel. */
export const idle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

/**
 * False on the first render, true once the browser has painted and has a moment (an idle callback,
 * at most 1.5 s later): for work a page can do after it shows — a header control's query and live
 * stream, a prefetch (issue 28: a phone's main thread is busy with the page itself at first).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    // two frames: the first paint, then idle time after it
    let cancel = () => undefined as void;
    const frame = requestAnimationFrame(() => {
      cancel = idle(() => setReady(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel();
    };
  }, [ready]);
  return ready;
}
