/** A tiny signal from the network layer to the router: the session ended (UNAUTHENTICATED). */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionExpired(): void {
  for (const l of listeners) l();
}
