import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Topic } from './topic.entity.js';
import { ConnectionOf } from '../../platform/connection.js';

export enum TopicState {
  UPCOMING = 'UPCOMING',
  RUNNING = 'RUNNING',
  ENDED = 'ENDED',
}
registerEnumType(TopicState, { name: 'TopicState' });

@ObjectType({ description: 'What the viewer may do with a topic (asked here instead of copying rules).' })
export class TopicViewerCan {
  @Field(() => Boolean)
  delete!: boolean;

  @Field(() => Boolean, { description: 'The timeline needs a signed-in viewer.' })
  viewTimeline!: boolean;
}

@ObjectType()
export class TopicConnection extends ConnectionOf('Topic', () => Topic) {}

@InputType()
export class TimelineEntryInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@InputType({ description: "The 'Publish In Pool' form plus its timeline." })
export class PublishTopicInput {
  @Field(() => String)
  yourName!: string;

  @Field(() => String)
  topic!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ID)
  categoryId!: string;

  @Field(() => Int, { description: '1–5, owner included.' })
  squadSize!: number;

  @Field(() => Int, { description: '1–99.' })
  durationDays!: number;

  @Field(() => String, { description: '"YYYY-MM-DD" in `timezone`; tomorrow or later there.' })
  startDate!: string;

  @Field(() => String, { description: '"HH:mm", 24-hour.' })
  startTime!: string;

  @Field(() => String, { description: 'IANA time zone.' })
  timezone!: string;

  @Field(() => [TimelineEntryInput], { description: 'Exactly one entry per day, day 1 first.' })
  timeline!: TimelineEntryInput[];
}
