import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { firstScreenFetchPolicy } from '../../lib/first-screen';
import { useSquadEvents } from '../../lib/squad-events';
import { TopicPostCountQueryDocument } from './feed.graphql';

/** The header's "N posts" (active-topic.md §2); nothing while loading or on error (the spec swallows its failure). */
export function PostCount({ topicId }: { topicId: string }) {
  // just asked with the session check (decision 083): not a second time
  const [fetchPolicy] = useState(firstScreenFetchPolicy);
  const { data, refetch } = useQuery(TopicPostCountQueryDocument, { variables: { topicId }, fetchPolicy });
  // on every tab, not only while the feed is open (the squad stream, decision 051)
  useSquadEvents(['post.'], () => void refetch().catch(() => undefined));
  const n = data?.topicPostCount;
  if (typeof n !== 'number') return null;
  return <span className="post-count">{n === 1 ? '1 post' : `${n} posts`}</span>;
}
