/** A signal without a payload between parts that must not import each other: listeners, and one emit. */
export function signal(): { on(listener: () => void): () => void; emit(): void } {
  const listeners = new Set<() => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      for (const l of listeners) l();
    },
  };
}
