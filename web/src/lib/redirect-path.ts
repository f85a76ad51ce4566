/**
 * Where to go after sign-in (accounts.md §2): a public pool link opened by a visitor is remembered
 * at start and replayed under /homepage once they are signed in.
 */
const KEY = 'poolmates.redirectPath';
const POOL_DETAILS_PREFIX = '/pool/pooldetails/';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called once at app start with the entry path. */
export function rememberEntryPath(pathname: string): void {
  if (pathname.toLowerCase().startsWith(POOL_DETAILS_PREFIX)) storage()?.setItem(KEY, pathname);
}

export function peekRedirectPath(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function clearRedirectPath(): void {
  storage()?.removeItem(KEY);
}

/** Places a path under /homepage: `/pool/pooldetails/5` → `/homepage/pool/pooldetails/5`. */
export function underHomepage(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return '/homepage';
  if (/^\/homepage(\/|$|\?|#)/i.test(path)) return path;
  return path === '/' ? '/homepage' : `/homepage${path}`;
}

/** Reads `{ from }` from router navigation state without trusting its shape. */
export function fromState(state: unknown): string | null {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string') return from;
  }
  return null;
}

/**
 * Where a signed-in user lands when they are on a visitor-only page (sign-in just succeeded, or an
 * old bookmark): deactivated accounts go to the deactivated notice; otherwise a path passed in
 * navigation state, then a stored pool link, then /homepage. Pure: the stored link is cleared by the
 * home shell once it is shown.
 */
export function postSignInTarget(status: string | null | undefined, state: unknown): string {
  if (status === 'DEACTIVATED') return '/deactivatedpage';
  return underHomepage(fromState(state) ?? peekRedirectPath());
}
