import { useEffect, useRef, useState } from 'react';

export const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Infinite scroll (pools-and-squads.md §4: the next page loads when the last item becomes visible
 * and a next page exists). Returns a ref callback for the last item; `onMore` runs when it scrolls
 * into view while `enabled`. A new last item (after a page arrives) is observed afresh, so a page
 * that does not fill the screen loads the next one too.
 */
export function useInfiniteScroll(onMore: () => void, enabled: boolean): (element: Element | null) => void {
  const [target, setTarget] = useState<Element | null>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  }, [onMore]);

  useEffect(() => {
    if (!enabled || !target || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '240px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, target]);

  return setTarget;
}
