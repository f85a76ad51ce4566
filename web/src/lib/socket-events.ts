/**
 * A tiny signal from the network layer to the features: the subscriptions' WebSocket reconnected
 * after a drop (graphql-ws resubscribes every operation, but events published meanwhile are lost;
 * a feature that keeps live state reads it again, e.g. the call room).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSocketReconnected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSocketReconnected(): void {
  for (const l of listeners) l();
}
