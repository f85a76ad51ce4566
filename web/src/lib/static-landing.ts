/** The id of the landing page's static first screen in the served landing shell (web/build/visitor-shell.ts). */
export const STATIC_LANDING_ID = 'static-landing';

/** What a visitor can reach in the first screen, in document order (the same in both copies). */
const FOCUSABLE = 'a[href], summary, button, input, select, textarea';

/**
 * Removes the static first screen the landing shell paints before the JS (decision 080): called when
 * the landing page mounts (its own copy takes the place in the same frame) or when its code could not
 * be loaded (the error shows instead). Nothing to do elsewhere.
 *
 * With `page` (the page's own copy of the same markup, `.public`), what the visitor did on the static
 * copy meanwhile carries over: a disclosure they opened (the header's Menu, a `<details>` that works
 * without JS) is open in the page's copy, shown at once (no second entrance animation), and the
 * element they had focused is focused in the page's copy.
 */
export function dropStaticLanding(page?: Element | null): void {
  const copy = document.getElementById(STATIC_LANDING_ID);
  if (!copy) return;
  const opened = [...copy.querySelectorAll('details')].map((d) => d.open);
  const focused = copy.contains(document.activeElement) ? [...copy.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement!) : -1;
  copy.remove();
  if (!page) return;
  const details = page.querySelectorAll('details');
  opened.forEach((open, i) => {
    const d = details[i];
    if (!open || !d || d.open) return;
    // the element's `toggle` event tells its component (the header's menu keeps its state from it)
    d.open = true;
    for (const a of d.getAnimations?.({ subtree: true }) ?? []) a.finish();
  });
  if (focused >= 0) (page.querySelectorAll(FOCUSABLE)[focused] as HTMLElement | undefined)?.focus({ preventScroll: true });
}
