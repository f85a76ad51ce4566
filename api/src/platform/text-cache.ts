/**
 * What a cache keyed by a query text may hold (decision 052): at most `entries` items and `bytes`
 * in all, none heavier than `itemBytes` (a document carrying a 900 kB literal is used once, never
 * kept). Weights are the texts' lengths, which the kept document, its compiled form and its key
 * grow with.
 */
export interface TextCacheBounds {
  entries: number;
  bytes: number;
  itemBytes: number;
}

/**
 * The bounds of the caches keyed by query texts: the app's documents are ≤ 1.1 KiB, 187 of them
 * (~200 KiB). What an entry holds in memory is several times its text (the tree, a literal's
 * value, graphql-jit's generated code): 700 texts of 16 kB, each sent twice, added 34 MiB of heap
 * with 4 MiB of text a cache; 1 MiB a cache keeps that under 10 MiB (decision 052).
 */
export const TEXT_CACHE_BOUNDS: TextCacheBounds = { entries: 500, bytes: 1024 * 1024, itemBytes: 16 * 1024 };

/** A least-recently-used map bounded in entries and in bytes (a Map's order is its recency order). */
export class BoundedCache<K, V> {
  private readonly items = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(readonly bounds: TextCacheBounds = TEXT_CACHE_BOUNDS) {}

  get(key: K): V | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.value;
  }

  has(key: K): boolean {
    return this.items.has(key);
  }

  /** Keeps `value` unless it weighs more than an item may; drops the least recently used until the bounds hold. Answers whether it was kept. */
  set(key: K, value: V, weight: number): boolean {
    this.delete(key);
    if (weight > this.bounds.itemBytes) return false;
    this.items.set(key, { value, weight });
    this.total += weight;
    while (this.items.size > this.bounds.entries || this.total > this.bounds.bytes) this.delete(this.items.keys().next().value!);
    return true;
  }

  delete(key: K): boolean {
    const item = this.items.get(key);
    if (!item) return false;
    this.items.delete(key);
    this.total -= item.weight;
    return true;
  }

  clear(): void {
    this.items.clear();
    this.total = 0;
  }

  get size(): number {
    return this.items.size;
  }

  /** The weight held (tests, metrics). */
  get bytes(): number {
    return this.total;
  }
}
