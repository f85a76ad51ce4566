import { useQuery } from '@apollo/client/react';
import { TopicPostCountQueryDocument } from './feed.graphql';

/** The header's "N posts" (active-topic.md §2); nothing while loading or on error (the spec swallows its failure). */
export function PostCount({ topicId }: { topicId: string }) {
  const { data } = useQuery(TopicPostCountQueryDocument, { variables: { topicId }, fetchPolicy: 'cache-and-network' });
  const n = data?.topicPostCount;
  if (typeof n !== 'number') return null;
  return <span className="post-count">{n === 1 ? '1 post' : `${n} posts`}</span>;
}
