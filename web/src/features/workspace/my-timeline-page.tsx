import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useLoadMore } from '../../lib/use-load-more';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { AlertIcon, CalendarIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { StatePanel } from '../../ui/state-panel';
import { workspacePath } from './format';
import { MyTimelineQueryDocument } from './workspace.graphql';
import './workspace.css';
import { ListSkeleton } from '../../ui/list-skeleton';

/**
 * /homepage/timeline — my timeline across squads: today's day of each running topic I am in
 * (its title and description), each opening that topic's Timeline tab.
 */
export function MyTimelinePage() {
  const { data, loading, error, fetchMore, refetch } = useQuery(MyTimelineQueryDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const conn = data?.myActivePools;
  const more = useLoadMore(conn?.pageInfo, fetchMore);

  let body;
  if (!conn) {
    body =
      loading || !error ? (
        <ListSkeleton label="Loading today in your squads…" />
      ) : (
        <StatePanel icon={<AlertIcon size={28} />} title="Could not load your timeline" actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
          Check your connection and try again.
        </StatePanel>
      );
  } else if (conn.edges.length === 0) {
    body = (
      <StatePanel icon={<CalendarIcon size={28} />} title="Nothing running today" actions={<ButtonLink to="/homepage">See your squads</ButtonLink>}>
        When a squad you are in has started, its day shows up here.
      </StatePanel>
    );
  } else {
    const edges = conn.edges;
    body = (
      <>
        <ul className="my-timeline" aria-label="Today in your squads">
          {edges.map(({ node }, i) => (
            <li key={node.id} className="my-timeline__item pm-card" ref={i === edges.length - 1 ? more.lastRef : undefined}>
              <p className="my-timeline__topic">
                {node.topic} · Day {node.currentDay} of {node.durationDays}
                {node.todayEntry?.date ? ` · ${node.todayEntry.date}` : ''}
              </p>
              <h2 className="my-timeline__title">{node.todayEntry?.title ?? `Day ${node.currentDay}`}</h2>
              {node.todayEntry?.description && <p className="my-timeline__description">{node.todayEntry.description}</p>}
              <Link to={workspacePath(node.id, 'timeline')} aria-label={`Open the timeline of ${node.topic}`}>
                Open the timeline
              </Link>
            </li>
          ))}
        </ul>
        <ListFooter {...more} onMore={() => void more.loadMore()} what="days" />
      </>
    );
  }

  return (
    <div className="dashboard">
      <div className="dashboard__head">
        <div>
          <h1>Timeline</h1>
          <p>Today's day in each of your running squads.</p>
        </div>
      </div>
      {body}
    </div>
  );
}
