/** The id of the landing page's static first screen in the served landing shell (web/build/visitor-shell.ts). */
export const STATIC_LANDING_ID = 'static-landing';

/**
 * Removes the static first screen the landing shell paints before the JS (decision 080): called when
 * the landing page mounts (its own copy takes the place in the same frame) or when its code could not
 * be loaded (the error shows instead). Nothing to do elsewhere.
 */
export function dropStaticLanding(): void {
  document.getElementById(STATIC_LANDING_ID)?.remove();
}
