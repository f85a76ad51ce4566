import { LIMITS, MSG } from '@poolmates/schema';
import type { SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import { appendEvent, publishEvents, userStream } from '../../platform/events.js';
import { forbidden, notFound, userInput } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import { Post } from '../posts/post.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { SmartTag } from './smart-tag.entity.js';
import { smartTagPolicy } from './smart-tag.policy.js';

/** A tag as stored: trimmed plain text on one line (control characters and line breaks become spaces), 1–250 characters. */
export function cleanTagName(raw: string): string {
  // refuse what is far too long before touching it
  if (raw.length > LIMITS.smartTagMax * 4) throw userInput('tagName', MSG.smartTagTooLong);
  // oxlint-disable-next-line no-control-regex -- control characters are what this removes
  const name = raw.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  if (!name) throw userInput('tagName', MSG.smartTagEmpty);
  if ([...name].length > LIMITS.smartTagMax) throw userInput('tagName', MSG.smartTagTooLong);
  return name;
}

/** The squad check every operation starts with: not found for an unknown topic, forbidden to outsiders. */
async function requireSquad(ctx: SignedInContext, topicId: number): Promise<void> {
  const squad = await ctx.loaders.topics.squadMembers.load(topicId);
  if (squad.length === 0) throw notFound(MSG.topicNotFound);
  if (!smartTagPolicy.canUse(ctx.viewer, squad)) throw forbidden(MSG.smartTagSquadOnly);
}

/** A post that is not deleted, with its squad checked. */
async function livePost(ctx: SignedInContext, postId: number): Promise<Post> {
  const post = postId > 0 ? await ctx.em.findOne(Post, { id: postId, deletedAt: null }) : null;
  if (!post) throw notFound(MSG.smartTagPostNotFound);
  await requireSquad(ctx, post.topic.id);
  return post;
}

export const smartTagService = {
  /** My tags in a topic, newest first (5 a page), each with its post; tags of deleted posts are not listed. */
  async list(ctx: SignedInContext, topicId: number, args: PageArgs) {
    await requireSquad(ctx, topicId);
    const where = { user: ctx.viewer.id, topic: topicId, post: { deletedAt: null } };
    return pageById('smarttag', args, LIMITS.smartTagsPageSize, (below, limit, offset) =>
      ctx.em.find(SmartTag, below === null ? where : { ...where, id: { $lt: below } }, { populate: ['post'], orderBy: { id: 'desc' }, limit, offset }),
    );
  },

  /** Adds my tag to a post, or replaces its text (one per post per person: the row is upserted). */
  async set(ctx: SignedInContext, postId: number, tagName: string): Promise<SmartTag> {
    const name = cleanTagName(tagName);
    const post = await livePost(ctx, postId);
    // the tag is the tagger's own: its event goes to their person stream (their other tabs), in its transaction
    const { tag, event } = await ctx.em.transactional(async (em) => {
      const row = await em.upsert(
        SmartTag,
        { post: em.getReference(Post, post.id), user: em.getReference(User, ctx.viewer.id), topic: em.getReference(Topic, post.topic.id), tagName: name, createdAt: clock.now() },
        { onConflictFields: ['user', 'post'], onConflictAction: 'merge', onConflictMergeFields: ['tagName'] },
      );
      return { tag: row, event: await appendEvent(em, userStream(ctx.viewer.id), 'smarttag.set', ctx.viewer.id, { postId: post.id, topicId: post.topic.id, smartTagId: row.id }) };
    });
    publishEvents(ctx.deps.pubsub, [event]);
    ctx.loaders.smartTags.mine.clear(post.id).prime(post.id, tag);
    return tag;
  },

  /** Removes my tag from a post (nothing to remove is not an error); answers the post, now untagged. */
  async remove(ctx: SignedInContext, postId: number): Promise<Post> {
    const post = await livePost(ctx, postId);
    const event = await ctx.em.transactional(async (em) => {
      const gone = await em.nativeDelete(SmartTag, { user: ctx.viewer.id, post: post.id });
      return gone ? appendEvent(em, userStream(ctx.viewer.id), 'smarttag.removed', ctx.viewer.id, { postId: post.id, topicId: post.topic.id }) : null;
    });
    publishEvents(ctx.deps.pubsub, [event]);
    ctx.loaders.smartTags.mine.clear(post.id).prime(post.id, null);
    return post;
  },
};
