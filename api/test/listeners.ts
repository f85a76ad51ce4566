/**
 * Listeners on EventTargets by event type, counted from now on: the in-memory pub/sub registers one
 * per subscriber on its topic (`POST_EVENT:12`) and removes it when the subscription ends, so a
 * subscription that does not let go on unsubscribe shows here as a count that stays up.
 * `restore()` ends the counting.
 */
export function countListeners(): { count(type: string): number; restore(): void } {
  const counts = new Map<string, number>();
  const proto = EventTarget.prototype;
  const { addEventListener: add, removeEventListener: remove } = proto;
  proto.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
    counts.set(type, (counts.get(type) ?? 0) + 1);
    return Reflect.apply(add, this, [type, ...rest]);
  } as typeof add;
  proto.removeEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
    counts.set(type, (counts.get(type) ?? 0) - 1);
    return Reflect.apply(remove, this, [type, ...rest]);
  } as typeof remove;
  return {
    count: (type) => counts.get(type) ?? 0,
    restore() {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
    },
  };
}
