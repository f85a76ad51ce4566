/** Which call this tab is in (null: none): the popup stays quiet for a person already in a call. */
let current: string | null = null;
const listeners = new Set<() => void>();
export function markInCall(callId: string | null) {
  current = callId;
  listeners.forEach((l) => l());
}
export function inCall(): string | null {
  return current;
}
