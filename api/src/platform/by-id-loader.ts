import DataLoader from 'dataloader';

/**
 * Rows by integer id, one query per batch, in the order asked; null for an id with no row. Every
 * feature's `…ById` loader is one of these (per request: `find` uses the request's EntityManager).
 * The caller writes the query, `(ids) => em.find(Topic, { id: { $in: ids } })`, so it stays typed
 * for its entity (a generic `em.find` cannot resolve the primary key of an unknown entity).
 */
export function byIdLoader<T extends { id: number }>(find: (ids: number[]) => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(async (ids) => {
    const map = new Map((await find([...ids])).map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}
