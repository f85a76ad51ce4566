import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { MeQueryDocument } from '../../lib/session.graphql';
import { useLoadMore } from '../../lib/use-load-more';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { AlertIcon, PoolIcon, SearchIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { StatePanel } from '../../ui/state-panel';
import { workspacePath } from './format';
import { PoolCard } from './pool-card';
import { MyActivePoolsQueryDocument } from './workspace.graphql';
import './workspace.css';
import { ListSkeleton } from '../../ui/list-skeleton';

/** A term of 2+ characters searches (active-topic.md §4); a shorter one shows the whole list. */
export const MIN_SEARCH = 2;
const SEARCH_DEBOUNCE_MS = 300;
/** How long after `preloadHome` asked the squads the page takes them from the cache (or the request in flight). */
const PRELOADED_FRESH_MS = 10_000;
let preloadedAt = -Infinity;

/**
 * The first page of my squads as soon as the session check says who is asking (called by app/ at a
 * load of /homepage, decision 080): the page's cards, the home page's largest paint, no longer wait
 * for the signed-in frame to render before they are asked. Signed out, nothing is asked.
 */
export function preloadHome(client: ApolloClient) {
  void client
    .query({ query: MeQueryDocument, fetchPolicy: 'cache-first' })
    .then(({ data }) => {
      if (!data?.me) return null;
      preloadedAt = Date.now();
      return client.query({ query: MyActivePoolsQueryDocument, variables: { search: null } });
    })
    .catch(() => undefined);
}

/**
 * /homepage: the dashboard of my squads — the topics I own or joined, running or upcoming, 5 a
 * page as the last card scrolls into view, each opening its workspace; the spec's empty state
 * ('publish now'); and the home search within them.
 */
export function HomeDashboard() {
  const { data: me } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const name = me?.me?.firstName || me?.me?.username;
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const search = term.length >= MIN_SEARCH ? term : null;
  const searchId = useId();
  // just preloaded (in flight or cached): not asked a second time; else the cached list at once and
  // the server's
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() => (Date.now() - preloadedAt < PRELOADED_FRESH_MS ? 'cache-first' : 'cache-and-network'));
  const { data, loading, error, fetchMore, refetch } = useQuery(MyActivePoolsQueryDocument, {
    variables: { search },
    fetchPolicy,
  });
  const conn = data?.myActivePools;
  const more = useLoadMore(conn?.pageInfo, fetchMore);
  const searching = search !== null;

  let body;
  if (!conn) {
    body =
      loading || !error ? (
        <ListSkeleton variant="cards" label="Loading your squads…" />
      ) : (
        <StatePanel icon={<AlertIcon size={28} />} title="Could not load your squads" actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
          Check your connection and try again.
        </StatePanel>
      );
  } else if (conn.edges.length === 0) {
    body = searching ? (
      <StatePanel icon={<SearchIcon size={28} />} title="No squads match">
        None of your active pools has “{search}” in its title.
      </StatePanel>
    ) : (
      <StatePanel icon={<PoolIcon size={28} />} title="No active pools yet" actions={<ButtonLink to="/homepage/publish/">Publish now</ButtonLink>}>
        The pools you publish or join show up here while they run. Publish a topic to start a squad, or find one to join in Pools.
      </StatePanel>
    );
  } else {
    const edges = conn.edges;
    body = (
      <>
        <ul className="pool-cards" aria-label={searching ? 'Matching squads' : 'Your squads'}>
          {edges.map(({ node }, i) => (
            <PoolCard key={node.id} topic={node} to={workspacePath(node.id)} ref={i === edges.length - 1 ? more.lastRef : undefined} />
          ))}
        </ul>
        <ListFooter {...more} onMore={() => void more.loadMore()} what="squads" />
      </>
    );
  }

  return (
    <div className="dashboard">
      <div className="dashboard__head">
        <div>
          <h1>{name ? `Hi ${name}` : 'Welcome'}</h1>
          <p>Your squads, running and upcoming.</p>
        </div>
        <div className="dashboard__links">
          <Link to="/homepage/timeline">Today in your squads</Link>
        </div>
      </div>
      <div role="search">
        <label htmlFor={searchId} className="pm-visually-hidden">
          Search your pools
        </label>
        <input
          id={searchId}
          type="search"
          className="dashboard__search"
          placeholder="Search your pools"
          value={typed}
          maxLength={LIMITS.topicTitleMax}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {body}
    </div>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
