import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { personName } from '../../lib/person';
import { MeQueryDocument } from '../../lib/session.graphql';
import { useLoadMore } from '../../lib/use-load-more';
import { Button } from '../../ui/button';
import { AlertIcon, PoolIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { NotFound } from '../../ui/not-found';
import { StatePanel } from '../../ui/state-panel';
import { accountPath, poolDetailPath, workspacePath } from './format';
import { PoolCard } from './pool-card';
import { UserActivePoolsQueryDocument } from './workspace.graphql';
import './workspace.css';
import { ListSkeleton } from '../../ui/list-skeleton';

/**
 * /homepage/useractivepool/:userid (without an id: mine) — one person's active pools (owned or joined, not ended), as
 * anyone signed in may see them: a squad I am in opens its workspace, any other its public page.
 */
export function UserActivePoolsPage() {
  const { data: me } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  // without an id: my own
  const userid = useParams().userid ?? me?.me?.id ?? '';
  const numeric = /^\d+$/.test(userid);
  const { data, loading, error, fetchMore, refetch } = useQuery(UserActivePoolsQueryDocument, {
    variables: { userId: userid },
    skip: !numeric,
    fetchPolicy: 'cache-and-network',
  });
  const conn = data?.userActivePools;
  const more = useLoadMore(conn?.pageInfo, fetchMore);

  if (!numeric) return <NotFound homeTo="/homepage" embedded />;
  if (!data) {
    if (loading || !error) return <ListSkeleton variant="cards" label="Loading active pools…" />;
    return (
      <StatePanel icon={<AlertIcon size={28} />} title="Could not load these pools" actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
        Check your connection and try again.
      </StatePanel>
    );
  }
  const person = data.user;
  if (!person || !conn) return <NotFound homeTo="/homepage" embedded />;
  const name = personName(person);
  const edges = conn.edges;
  return (
    <div className="dashboard">
      <div className="dashboard__head">
        <div>
          <h1>{name}'s active pools</h1>
          <p>
            Squads <Link to={accountPath(person.id)}>@{person.username}</Link> owns or joined, running or upcoming.
          </p>
        </div>
      </div>
      {edges.length === 0 ? (
        <StatePanel icon={<PoolIcon size={28} />} title="No active pools">
          {name} is not in a running or upcoming squad right now.
        </StatePanel>
      ) : (
        <>
          <ul className="pool-cards" aria-label={`${name}'s active pools`}>
            {edges.map(({ node }, i) => {
              const mine = node.viewerStatus === 'OWNER' || node.viewerStatus === 'MEMBER';
              return (
                <PoolCard
                  key={node.id}
                  topic={node}
                  to={mine ? workspacePath(node.id) : poolDetailPath(node.id)}
                  ref={i === edges.length - 1 ? more.lastRef : undefined}
                />
              );
            })}
          </ul>
          <ListFooter {...more} onMore={() => void more.loadMore()} what="pools" />
        </>
      )}
    </div>
  );
}
