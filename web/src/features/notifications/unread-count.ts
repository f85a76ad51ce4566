import type { ApolloCache } from '@apollo/client';
import { UnreadNotificationCountQueryDocument } from './notifications.graphql';

/**
 * The badge's count as this tab changes it (decision 064). A change goes in when the person acts,
 * before the request: the server's READ event, which may arrive before or after the mutation's own
 * answer, then sets the absolute count — changing it again on the answer counted a read twice.
 */
export const unreadCount = (cache: ApolloCache) => cache.readQuery({ query: UnreadNotificationCountQueryDocument })?.unreadNotificationCount ?? 0;

export function setUnreadCount(cache: ApolloCache, count: number): void {
  cache.writeQuery({ query: UnreadNotificationCountQueryDocument, data: { unreadNotificationCount: Math.max(0, count) } });
}

/** One read now; one more unread again if the mutation fails. */
export async function readOne(cache: ApolloCache, mark: () => Promise<unknown>): Promise<void> {
  setUnreadCount(cache, unreadCount(cache) - 1);
  try {
    await mark();
  } catch {
    setUnreadCount(cache, unreadCount(cache) + 1);
  }
}

/** None unread now; the count before if the mutation fails and nothing has changed it since. Resolves to whether it worked. */
export async function readAll(cache: ApolloCache, mark: () => Promise<unknown>): Promise<boolean> {
  const before = unreadCount(cache);
  setUnreadCount(cache, 0);
  try {
    await mark();
    return true;
  } catch {
    if (unreadCount(cache) === 0) setUnreadCount(cache, before);
    return false;
  }
}
