import { LIMITS } from '@poolmates/schema';
import { defineFeature } from '../../platform/feature.js';
import { commentRows } from './comments.rows.js';
import { Comment, CommentLike, ContentReport, Reply, ReplyLike } from './comment.entity.js';
import { createCommentLoaders } from './comment.loaders.js';
import { CommentResolver, ReplyResolver, TopicCommentsResolver } from './comment.resolver.js';
import { CommentNotificationFields } from './comment.notification.js';
// the topic page's spliced statement writes its first page of comments (decision 066)
import './comment.splice.js';

/** Comments, replies, likes and reports on topics. */
export const commentsFeature = defineFeature({
  name: 'comments',
  entities: [Comment, Reply, CommentLike, ReplyLike, ContentReport],
  resolvers: [CommentResolver, ReplyResolver, TopicCommentsResolver, CommentNotificationFields],
  loaders: (em, viewerId) => ({ comments: createCommentLoaders(em, viewerId) }),
  rows: commentRows,
  writeLimits: {
    /** Comments, replies and their edits: each one is sanitised and may notify someone. */
    comment: { perMinute: LIMITS.commentsPerMinute, perHour: LIMITS.commentsPerHour },
    /** Like and unlike, of comments and replies. */
    like: { perMinute: LIMITS.likesPerMinute },
  },
});
