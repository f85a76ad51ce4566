import { useQuery } from '@apollo/client/react';
import { useSquadEvents } from '../../lib/squad-events';
import { Button } from '../../ui/button';
import { StatePanel } from '../../ui/state-panel';
import { SquadList } from './squad-list';
import { TopicDetailQueryDocument } from './topic.graphql';
import './topics.css';
import { ListSkeleton } from '../../ui/list-skeleton';

/**
 * The workspace's Squad tab (…/team): the squad's member cards with the same remove / leave /
 * report menu as the topic page; leaving goes to `leaveTo` (active-topic.md §4: `/`).
 */
export function SquadTab({ topicId, leaveTo }: { topicId: string; leaveTo: string }) {
  const { data, loading, refetch } = useQuery(TopicDetailQueryDocument, { variables: { id: topicId } });
  // who joined, left or was removed: the cards and the count follow live (the squad stream, decision 051)
  useSquadEvents(['member.'], () => void refetch().catch(() => undefined));
  const topic = data?.topic;
  if (!topic) {
    if (loading) return <ListSkeleton label="Loading the squad…" />;
    return (
      <StatePanel title="Could not load the squad" actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
        Check your connection and try again.
      </StatePanel>
    );
  }
  return (
    <div className="squad">
      <div className="squad__head">
        <h2 className="squad__title">Squad</h2>
        <p className="squad__count">
          <strong>
            {topic.memberCount} / {topic.squadSize}
          </strong>{' '}
          members
        </p>
      </div>
      <SquadList topic={topic} onChanged={refetch} afterLeave={leaveTo} />
    </div>
  );
}
