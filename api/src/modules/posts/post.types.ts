import { LIMITS } from '@poolmates/schema';
import { Extensions, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionOf } from '../../platform/connection.js';
import { User } from '../users/user.entity.js';
import { Post, PostImage } from './post.entity.js';
import type { FeedPost } from './post.read.js';

@ObjectType()
export class PostConnection extends ConnectionOf('Post', () => Post) {
  @Field(() => ID, { nullable: true, description: "On the first page: the feed's newest event id when it was read (\"0\" when none), where `topicPostEvents(after:)` starts listening. Null on later pages." })
  lastEventId!: string | null;
}

@ObjectType({ description: 'The post a reply quotes (legacy replyPost/replyImgarray/replyto). A deleted one keeps its author and loses its content.' })
export class PostQuote {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "Sanitised HTML; '' when the post was deleted." })
  html!: string;

  @Extensions({ maxItems: LIMITS.postImagesMax })
  @Field(() => [PostImage])
  images!: PostImage[];

  @Field(() => Boolean)
  deleted!: boolean;

  @Field(() => Int, { description: "The quoted post's reply count when this was read (a reply carries its post's count, so a client sets it rather than adding one twice)." })
  replyCount!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => User)
  author!: User;
}

@ObjectType({ description: 'What the viewer may do with a post: the menu shows exactly these (the server enforces the same).' })
export class PostViewerCan {
  @Field(() => Boolean, { description: 'Its author, or the topic owner (any post), while in the squad.' })
  delete!: boolean;

  @Field(() => Boolean, { description: 'Reply to it: any squad member.' })
  reply!: boolean;
}

export enum PostEventKind {
  CREATED = 'CREATED',
  DELETED = 'DELETED',
  /** More was missed than a catch-up sends: reload the feed's first page (and listen from its lastEventId). */
  RESET = 'RESET',
}
registerEnumType(PostEventKind, { name: 'PostEventKind' });

@ObjectType({ description: "Something that happened in a topic's feed. `id` orders the events: a feed that reconnects passes the last one it saw as `after`." })
export class PostFeedEvent {
  @Field(() => ID)
  id!: string;

  @Field(() => PostEventKind)
  kind!: PostEventKind;

  @Field(() => ID)
  postId!: string;

  @Field(() => Post, { nullable: true, description: 'The new post (CREATED); null for DELETED or when it was deleted meanwhile.' })
  post!: FeedPost | null; // the read row (post.read.ts); GraphQL serves it as a Post
}
