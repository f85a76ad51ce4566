import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionOf } from '../../platform/connection.js';
import { HighlightRun } from '../topic-search/topic-search.types.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

export enum TopicStanding {
  /** Neither in the squad nor asked (or the viewer may not see the request). */
  NONE = 'NONE',
  /** A request or invitation between them and the topic waits for an answer (shown to the topic's owner only). */
  PENDING = 'PENDING',
  MEMBER = 'MEMBER',
}
registerEnumType(TopicStanding, { name: 'TopicStanding', description: "A person's place in the topic a people search was made for." });

@ObjectType({ description: "A person's place in a topic (the legacy `status {status, requestId}`)." })
export class PersonTopicStatus {
  @Field(() => TopicStanding)
  status!: TopicStanding;

  @Field(() => ID, { nullable: true, description: 'The pending request or invitation (the owner only).' })
  requestId!: string | null;
}

@ObjectType({ description: 'A topic found by global search.' })
export class TopicSearchHit {
  @Field(() => Topic)
  topic!: Topic;

  @Field(() => [HighlightRun], { description: 'The title, matches flagged (render as text).' })
  title!: HighlightRun[];

  @Field(() => Boolean, { description: 'It has the words as typed (whole or as the start of a word); false when found through a close spelling.' })
  exact!: boolean;
}

@ObjectType({ description: 'A person found by global search (active accounts only).' })
export class PersonSearchHit {
  @Field(() => User)
  person!: User;

  @Field(() => [HighlightRun], { description: 'First and last name, matches flagged (render as text).' })
  name!: HighlightRun[];

  @Field(() => [HighlightRun], { description: 'The username, matches flagged.' })
  username!: HighlightRun[];

  @Field(() => Boolean)
  exact!: boolean;

  @Field(() => PersonTopicStatus, { nullable: true, description: 'Their place in the `topicId` given to the search; null without one.' })
  status!: PersonTopicStatus | null;
}

@ObjectType()
export class TopicSearchHitConnection extends ConnectionOf('TopicSearchHit', () => TopicSearchHit) {}

@ObjectType()
export class PersonSearchHitConnection extends ConnectionOf('PersonSearchHit', () => PersonSearchHit) {}
