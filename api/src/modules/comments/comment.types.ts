import { Field, ObjectType } from 'type-graphql';
import { ConnectionOf } from '../../platform/connection.js';
import { Comment, Reply } from './comment.entity.js';

@ObjectType({ description: "What the viewer may do with a comment or reply: the menu shows exactly these (the server enforces the same)." })
export class CommentViewerCan {
  @Field(() => Boolean, { description: 'The author.' })
  edit!: boolean;

  @Field(() => Boolean, { description: "'Delete': the author." })
  delete!: boolean;

  @Field(() => Boolean, { description: "'Remove': the topic owner on someone else's item." })
  remove!: boolean;

  @Field(() => Boolean, { description: "Anyone signed in but the author." })
  report!: boolean;

  @Field(() => Boolean, { description: 'Like, unlike and reply: anyone signed in.' })
  interact!: boolean;
}

@ObjectType()
export class CommentConnection extends ConnectionOf('Comment', () => Comment) {}

@ObjectType()
export class ReplyConnection extends ConnectionOf('Reply', () => Reply) {}
