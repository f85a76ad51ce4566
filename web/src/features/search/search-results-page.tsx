import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useId, useState } from 'react';
import { Link, NavLink, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { poolTime } from '../../lib/time-format';
import { useLoadMore } from '../../lib/use-load-more';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ArrowLeftIcon, SearchIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { Pill } from '../../ui/pill';
import { LoadingScreen } from '../../ui/spinner';
import { StatePanel } from '../../ui/state-panel';
import { fullName, Highlight, normalise, personPath, resultsPath, searchable, topicPath } from './paths';
import { SearchPeopleQueryDocument, SearchTopicsQueryDocument } from './search.graphql';
import './search.css';

type Conn = { edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } } | undefined;

/** The states every results tab shares: too short, loading, failed, empty; else the list. */
function Results({ q, what, conn, loading, error, refetch, children }: { q: string; what: string; conn: Conn; loading: boolean; error: unknown; refetch: () => void; children: React.ReactNode }) {
  if (!searchable(q)) {
    return (
      <StatePanel icon={<SearchIcon size={26} />} title="Search pools and people">
        Type at least {LIMITS.searchMin} characters.
      </StatePanel>
    );
  }
  if (!conn) {
    return loading ? (
      <LoadingScreen label="Searching…" />
    ) : (
      <StatePanel title="Could not search" actions={<Button onClick={refetch}>Try again</Button>}>
        {error ? 'Check your connection and try again.' : null}
      </StatePanel>
    );
  }
  if (conn.edges.length === 0) {
    return (
      <StatePanel icon={<SearchIcon size={26} />} title={`No ${what} match`}>
        Nothing matches “{q}”. Try other words.
      </StatePanel>
    );
  }
  return <>{children}</>;
}

function PoolTab({ q, signedIn }: { q: string; signedIn: boolean }) {
  const { data, loading, error, fetchMore, refetch } = useQuery(SearchTopicsQueryDocument, {
    variables: { query: q, first: LIMITS.searchPageSize },
    skip: !searchable(q),
    fetchPolicy: 'cache-and-network',
  });
  const conn = data?.searchTopics;
  const more = useLoadMore(conn?.pageInfo, fetchMore);
  const edges = conn?.edges ?? [];
  return (
    <Results q={q} what="pools" conn={conn} loading={loading} error={error} refetch={() => void refetch().catch(() => undefined)}>
      <ul className="search-results__list" aria-label="Pools found">
        {edges.map(({ node }, i) => (
          <li key={node.topic.id} className="search-results__item pm-card" ref={i === edges.length - 1 ? more.lastRef : undefined}>
            <Link className="search-results__link" to={topicPath(signedIn, node.topic.id)}>
              <span className="search-results__title">
                <Highlight runs={node.title} />
                {node.topic.isFull && (
                  <Pill tone="danger" className="search-results__full">
                    Full
                  </Pill>
                )}
              </span>
              {node.topic.description && <span className="search-results__sub">{node.topic.description}</span>}
              <span className="search-results__meta">Starts {poolTime(node.topic.startsAt, node.topic.timezone)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter {...more} onMore={() => void more.loadMore()} what="pools" />
    </Results>
  );
}

function PeopleTab({ q, signedIn }: { q: string; signedIn: boolean }) {
  const { data, loading, error, fetchMore, refetch } = useQuery(SearchPeopleQueryDocument, {
    variables: { query: q, first: LIMITS.searchPageSize },
    skip: !searchable(q),
    fetchPolicy: 'cache-and-network',
  });
  const conn = data?.searchPeople;
  const more = useLoadMore(conn?.pageInfo, fetchMore);
  const edges = conn?.edges ?? [];
  return (
    <Results q={q} what="people" conn={conn} loading={loading} error={error} refetch={() => void refetch().catch(() => undefined)}>
      <ul className="search-results__list" aria-label="People found">
        {edges.map(({ node }, i) => (
          <li key={node.person.id} className="search-results__item pm-card" ref={i === edges.length - 1 ? more.lastRef : undefined}>
            <Link className="search-results__link search-results__link--person" to={personPath(signedIn, node.person.id)}>
              <Avatar name={fullName(node.person)} imageUrl={node.person.profileImageUrl} size={40} />
              <span className="search-results__who">
                <span className="search-results__title">{node.name.length ? <Highlight runs={node.name} /> : <Highlight runs={node.username} />}</span>
                <span className="search-results__sub">
                  @<Highlight runs={node.username} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter {...more} onMore={() => void more.loadMore()} what="people" />
    </Results>
  );
}

/**
 * The full results (pools-and-squads.md "Search results"): `/searchrst` for visitors,
 * `/homepage/searchresult` signed in; tab Pool at the root and People at `people`, the query in
 * `?q=`, 5 a page as the last one scrolls into view, a back control and a box to search again.
 * A pool opens its detail page, a person their account page.
 */
export function SearchResultsPage({ signedIn }: { signedIn: boolean }) {
  const [params, setParams] = useSearchParams();
  const q = normalise(params.get('q') ?? '');
  const [text, setText] = useState(params.get('q') ?? '');
  const inputId = useId();
  const navigate = useNavigate();
  const tab = (which: 'pool' | 'people') => resultsPath(signedIn, q, which);
  return (
    <section className="search-results" aria-labelledby={`${inputId}-h`}>
      <div className="search-results__head">
        <button
          type="button"
          className="pm-icon-button search-results__back"
          aria-label="Back"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(signedIn ? '/homepage' : '/'))}
        >
          <ArrowLeftIcon size={20} />
        </button>
        <h1 id={`${inputId}-h`} className="search-results__heading">
          Search results
        </h1>
      </div>
      <form
        className="search-results__form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setParams({ q: normalise(text) });
        }}
      >
        <label className="pm-visually-hidden" htmlFor={inputId}>
          Search pools and people
        </label>
        <input id={inputId} className="pm-input" type="search" value={text} maxLength={LIMITS.searchQueryMax} placeholder="Search pools and people" onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <nav className="search-results__tabs" aria-label="Result types">
        <NavLink to={tab('pool')} end className={({ isActive }) => `search-results__tab${isActive ? ' search-results__tab--active' : ''}`}>
          Pool
        </NavLink>
        <NavLink to={tab('people')} className={({ isActive }) => `search-results__tab${isActive ? ' search-results__tab--active' : ''}`}>
          People
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<PoolTab q={q} signedIn={signedIn} />} />
        <Route path="people" element={<PeopleTab q={q} signedIn={signedIn} />} />
        <Route path="*" element={<PoolTab q={q} signedIn={signedIn} />} />
      </Routes>
    </section>
  );
}
