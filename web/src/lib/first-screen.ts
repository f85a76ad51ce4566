/** When app/ asked a signed-in load's first screen with the session check (decision 083). */
let askedAt = -Infinity;
/** How long after that ask a first-screen query takes its answer from the cache (or the request in flight). */
const FRESH_MS = 10_000;

/** app/'s first-screen read says it has just asked (in one request, beside the session check). */
export function markFirstScreenAsked(): void {
  askedAt = Date.now();
}

/**
 * The fetch policy of a first-screen query whose page otherwise reads the cache and the server
 * (`cache-and-network`): within 10 s of the load's first-screen ask, `cache-first` — that answer
 * is the server's of a moment ago (or still in flight), so the page does not ask a second time
 * (decision 083). Read once at mount (`useState(firstScreenFetchPolicy)`).
 */
export function firstScreenFetchPolicy(): 'cache-first' | 'cache-and-network' {
  return Date.now() - askedAt < FRESH_MS ? 'cache-first' : 'cache-and-network';
}
