import { vi } from 'vitest';

/**
 * A stand-in for IntersectionObserver (jsdom has none): `scrollToEnd()` reports every observed
 * element as visible, as scrolling to the last card would. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** The elements being watched now (the last card of each list). */
    observed: () => [...observers].flatMap((o) => [...o.targets]),
    scrollToEnd() {
      for (const o of observers) {
        const entries = [...o.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length) o.callback(entries, o.self);
      }
    },
  };
}
