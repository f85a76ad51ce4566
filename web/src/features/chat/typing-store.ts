import { useSyncExternalStore } from 'react';

/** How long "typing…" shows after the other person's last keystroke signal. */
export const TYPING_SHOW_MS = 4000;

const until = new Map<string, number>();
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

/** The other person is typing in `conversationId` (a TYPING event; not stored, not replayed). */
export function noteTyping(conversationId: string) {
  until.set(conversationId, Date.now() + TYPING_SHOW_MS);
  clearTimeout(timers.get(conversationId));
  timers.set(conversationId, setTimeout(() => stopTyping(conversationId), TYPING_SHOW_MS));
  emit();
}

/** Their message arrived (or the time ran out). */
export function stopTyping(conversationId: string) {
  clearTimeout(timers.get(conversationId));
  timers.delete(conversationId);
  if (until.delete(conversationId)) emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useIsTyping(conversationId: string | null | undefined): boolean {
  return useSyncExternalStore(subscribe, () => (conversationId ? (until.get(conversationId) ?? 0) > Date.now() : false));
}
