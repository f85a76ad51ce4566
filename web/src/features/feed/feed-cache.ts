import type { ApolloCache, Reference } from '@apollo/client';
import type { PostFieldsFragment as PostFields } from '../../gql/graphql';
import { PostFieldsFragment } from './feed.graphql';

interface Connection {
  edges?: Array<{ cursor: string; node: Reference }>;
}

const postRef = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Post', id });

/** Every cached feed of `topicId` (one per topic: `topicFeed` is keyed by it). */
function modifyFeed(cache: ApolloCache, topicId: string, change: (conn: Connection, readField: (f: string, r: Reference) => unknown, toReference: (o: { __typename: string; id: string }) => Reference | undefined) => Connection) {
  cache.modify<Record<string, unknown>>({
    fields: {
      topicFeed: (existing: unknown, { readField, toReference, storeFieldName }) => {
        if (!storeFieldName.includes(`"topicId":"${topicId}"`)) return existing;
        const conn = existing as Connection | undefined;
        if (!conn?.edges) return existing;
        return change(conn, (f, r) => readField(f, r), (o) => toReference(o) ?? undefined);
      },
    },
  });
}

/** The header's "N posts" follows what the feed learns (it is read again on the next visit). */
function changeCount(cache: ApolloCache, topicId: string, delta: number) {
  cache.modify<Record<string, unknown>>({
    fields: {
      topicPostCount: (n: unknown, { storeFieldName }) => (storeFieldName.includes(`"topicId":"${topicId}"`) && typeof n === 'number' ? Math.max(0, n + delta) : n),
    },
  });
}

/** How many replies a cached `replies(first: n)` list holds (the newest n). */
const firstOf = (storeFieldName: string) => Number(/"first":(\d+)/.exec(storeFieldName)?.[1] ?? Infinity);

/** Posts this cache has already dropped: a deletion reaches it twice (the mutation answer and the live event). */
const dropped = new WeakMap<ApolloCache, Set<string>>();

/**
 * A post that arrived (the viewer's own from the mutation answer, anyone's from the live feed, a
 * catch-up after a dropped socket): written once and listed once, on top — merged by id, so the
 * same post from both roads shows once. A reply also joins its post's replies (merged by id, each
 * list keeping its newest `first`), and its post's count becomes the server's (`replyTo.replyCount`,
 * read with the reply): setting it twice is harmless, adding one per road counted a reply twice.
 */
export function addPost(cache: ApolloCache, topicId: string, post: PostFields | null | undefined) {
  if (!post || post.topicId !== topicId) return;
  const id = postRef(cache, post.id);
  cache.writeFragment({ fragment: PostFieldsFragment, fragmentName: 'PostFields', id, data: post });
  let listed = false;
  modifyFeed(cache, topicId, (conn, readField, toReference) => {
    const node = toReference({ __typename: 'Post', id: post.id });
    if (!node || conn.edges!.some((e) => readField('id', e.node) === post.id)) return conn;
    listed = true;
    // newest first: after any newer post already listed (a catch-up can bring an older one)
    const at = conn.edges!.findIndex((e) => Number(readField('id', e.node)) < Number(post.id));
    const edge = { __typename: 'PostEdge', cursor: `live-${post.id}`, node };
    const edges = [...conn.edges!];
    edges.splice(at < 0 ? edges.length : at, 0, edge);
    return { ...conn, edges };
  });
  if (listed) changeCount(cache, topicId, +1);
  if (post.replyTo) {
    cache.modify<Record<string, unknown>>({
      id: postRef(cache, post.replyTo.id),
      fields: {
        replies: (existing: unknown, { readField, toReference, storeFieldName }) => {
          const list = (existing as Reference[] | undefined) ?? [];
          if (list.some((r) => readField('id', r) === post.id)) return existing;
          const node = toReference({ __typename: 'Post', id: post.id });
          if (!node) return existing;
          // oldest first; a reply caught up late goes in its place by id
          const next = [...list, node].sort((a, b) => Number(readField('id', a)) - Number(readField('id', b)));
          return next.slice(Math.max(0, next.length - firstOf(storeFieldName)));
        },
        replyCount: (n: unknown) => (typeof post.replyTo?.replyCount === 'number' ? post.replyTo.replyCount : n),
      },
    });
  }
}

/**
 * The cached post whose replies list `ref` (a reply the cache holds only as a reply — the preview's
 * list — has no `replyTo` of its own: the server leaves it out under its post).
 */
function parentOf(cache: ApolloCache, ref: string): string | null {
  const data = cache.extract() as Record<string, Record<string, unknown> | undefined>;
  for (const [key, entity] of Object.entries(data)) {
    if (!key.startsWith('Post:') || !entity) continue;
    for (const [field, value] of Object.entries(entity)) {
      if (field.startsWith('replies') && Array.isArray(value) && value.some((r: Record<string, unknown> | null) => r?.['__ref'] === ref)) return String(entity.id ?? key.slice(5));
    }
  }
  return null;
}

/** A deleted post leaves the feed, its post's replies (the count drops) and the preview (`post(id)` reads null). */
export function dropPost(cache: ApolloCache, topicId: string, postId: string) {
  const seen = dropped.get(cache) ?? new Set<string>();
  dropped.set(cache, seen);
  if (seen.has(postId)) return;
  seen.add(postId);
  const id = postRef(cache, postId);
  const held = id ? cache.readFragment({ fragment: PostFieldsFragment, fragmentName: 'PostFields', id }) : null;
  let unlisted = false;
  modifyFeed(cache, topicId, (conn, readField) => {
    const edges = conn.edges!.filter((e) => readField('id', e.node) !== postId);
    unlisted ||= edges.length < conn.edges!.length;
    return { ...conn, edges };
  });
  if (unlisted) changeCount(cache, topicId, -1);
  const parent = held?.replyTo?.id ?? (id ? parentOf(cache, id) : null);
  if (parent) {
    cache.modify<Record<string, unknown>>({
      id: postRef(cache, parent),
      fields: {
        replies: (existing: unknown, { readField }) => ((existing as Reference[] | undefined) ?? []).filter((r) => readField('id', r) !== postId),
        replyCount: (n: unknown) => Math.max(0, Number(n ?? 0) - 1),
      },
    });
  }
  // replies quoting it now quote a deleted post
  cache.modify<Record<string, unknown>>({
    fields: {
      post: (existing: unknown, { readField }) => (existing && readField('id', existing as Reference) === postId ? null : existing),
    },
  });
}
