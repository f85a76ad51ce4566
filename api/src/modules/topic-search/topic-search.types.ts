import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionOf } from '../../platform/connection.js';

@ObjectType({ description: 'A piece of a search headline: plain text, flagged when it is a match (render it as text, never as HTML).' })
export class HighlightRun {
  @Field(() => String)
  text!: string;

  @Field(() => Boolean)
  match!: boolean;
}

@ObjectType({ description: 'A post found by in-topic search, with the passage that matched.' })
export class PostSearchHit {
  @Field(() => ID)
  postId!: string;

  @Field(() => ID)
  topicId!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Boolean, { description: 'It has the words as typed; false when it was found through a close spelling or part of a word.' })
  exact!: boolean;

  @Field(() => [HighlightRun], { description: 'Up to two passages of the plain text, matches flagged.' })
  highlight!: HighlightRun[];

  authorId!: number;
}

@ObjectType()
export class PostSearchHitConnection extends ConnectionOf('PostSearchHit', () => PostSearchHit) {}
