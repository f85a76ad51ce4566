import { Post } from '../src/modules/posts/post.entity.js';
import { Topic } from '../src/modules/topics/topic.entity.js';
import { User } from '../src/modules/users/user.entity.js';
import type { TestApp } from './harness.js';

/**
 * Posts written straight through the entity, for features that read posts (smart tags, search)
 * while the feed's own operations are built elsewhere. `text` is the plain text search reads; the
 * HTML is the text in a paragraph. Returns the new posts' ids, in order.
 */
export async function insertPosts(t: TestApp, topicId: string | number, authorId: string | number, texts: string[], opts: { createdAt?: Date } = {}): Promise<string[]> {
  const em = t.orm.em.fork();
  const posts = texts.map((text, i) =>
    em.create(Post, {
      topic: em.getReference(Topic, Number(topicId)),
      author: em.getReference(User, Number(authorId)),
      html: `<p>${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</p>`,
      text,
      createdAt: new Date((opts.createdAt ?? new Date()).getTime() + i),
    }),
  );
  await em.flush();
  return posts.map((p) => String(p.id));
}

/** Soft-deletes a post as the feed does (sets deletedAt). */
export async function softDeletePost(t: TestApp, postId: string | number): Promise<void> {
  await t.orm.em.fork().nativeUpdate(Post, { id: Number(postId) }, { deletedAt: new Date() });
}
