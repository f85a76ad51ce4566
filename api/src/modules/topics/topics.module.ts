import { defineFeature } from '../../platform/feature.js';
import { topicRows } from './topics.rows.js';
import { Category } from './category.entity.js';
import { TimelineEntry } from './timeline-entry.entity.js';
import { TopicMember } from './topic-member.entity.js';
import { Topic } from './topic.entity.js';
import { createTopicLoaders } from './topic.loaders.js';
import { TimelineEntryResolver, TopicResolver } from './topic.resolver.js';
import { topicSplices } from './topic.splice.js';

/** Categories, topics (pools) with their timelines, and squad member rows. */
export const topicsFeature = defineFeature({
  name: 'topics',
  entities: [Category, Topic, TopicMember, TimelineEntry],
  resolvers: [TopicResolver, TimelineEntryResolver],
  loaders: (em) => ({ topics: createTopicLoaders(em) }),
  rows: topicRows,
  splices: topicSplices,
});
