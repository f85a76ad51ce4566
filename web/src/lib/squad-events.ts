import { createContext, useContext, useEffect, useRef } from 'react';

/** One change of a squad as the workspace's stream delivers it (`squadEvents`, decision 051). */
export interface SquadEventLite {
  id: string;
  /** `post.created`, `takeaway.saved`, `resource.added`, `member.joined`, … or RESET. */
  kind: string;
  actorId?: string | null;
  userId?: string | null;
  subjectId?: string | null;
  timelineEntryId?: string | null;
}

type Listener = (e: SquadEventLite) => void;

/** The workspace's one squad stream, handed to every tab: each merges or re-reads what an event names. */
export interface SquadEventHub {
  subscribe(listener: Listener): () => void;
  emit(e: SquadEventLite): void;
}

export function createSquadEventHub(): SquadEventHub {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(e) {
      for (const l of listeners) l(e);
    },
  };
}

/** Provided by the workspace (features/workspace); null outside one. */
export const SquadEventsContext = createContext<SquadEventHub | null>(null);

/**
 * Calls `handler` with each squad event whose kind starts with one of `prefixes` (and with RESET)
 * while the component is mounted inside a workspace; outside one it does nothing.
 */
export function useSquadEvents(prefixes: readonly string[], handler: (e: SquadEventLite) => void): void {
  const hub = useContext(SquadEventsContext);
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  const key = prefixes.join('|');
  useEffect(() => {
    if (!hub) return;
    const wanted = key.split('|');
    return hub.subscribe((e) => {
      if (e.kind === 'RESET' || wanted.some((p) => e.kind.startsWith(p))) ref.current(e);
    });
  }, [hub, key]);
}
