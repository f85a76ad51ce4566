import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useEffect, useId, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { PeopleQuery } from '../../gql/graphql';
import { errorMessage, loadFailure } from '../../lib/graphql-errors';
import { profilePath } from '../../lib/person';
import { CancelRequestMutationDocument } from '../../lib/requests.graphql';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { SearchIcon } from '../../ui/icons';
import { LoadFailed } from '../../ui/load-failed';
import { LoadingScreen, Spinner } from '../../ui/spinner';
import { personName } from './format';
import { detailPath, MEMBER_AREA } from './topic-area';
import { InviteToSquadMutationDocument, PeopleQueryDocument, TopicDetailQueryDocument } from './topic.graphql';

const SUGGESTIONS = 4;
const ALL = 50;
const DEBOUNCE_MS = 500;

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

function PersonRow({ topicId, result, onChanged }: { topicId: string; result: PeopleQuery['people'][number]; onChanged: () => Promise<unknown> }) {
  const [invite, inviting] = useMutation(InviteToSquadMutationDocument);
  const [cancel, cancelling] = useMutation(CancelRequestMutationDocument);
  const [error, setError] = useState<string | null>(null);
  const name = personName(result.user);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
    await onChanged().catch(() => undefined);
  };
  const requestId = result.request?.id;
  let action;
  if (result.isMember) action = <span className="join__approved">Approved</span>;
  else if (requestId && result.request?.kind === 'JOIN') action = <span className="join__invited">Asked to join</span>;
  else if (requestId)
    action = (
      <Button size="small" variant="secondary" loading={cancelling.loading} onClick={() => void run(() => cancel({ variables: { requestId } }))}>
        Cancel Request
      </Button>
    );
  else
    action = (
      <Button size="small" loading={inviting.loading} onClick={() => void run(() => invite({ variables: { topicId, userId: result.user.id } }))}>
        Send Request
      </Button>
    );
  return (
    <li className="person-row pm-card" aria-label={name}>
      <Avatar name={name} imageUrl={result.user.profileImageUrl} size={40} />
      <div className="person-row__name">
        <div>
          <Link to={profilePath(result.user.id, true)}>{name}</Link>
        </div>
        <div className="person-row__user">@{result.user.username}</div>
        {error && <Alert>{error}</Alert>}
      </div>
      {action}
    </li>
  );
}

/**
 * request/{topicId} (pools-and-squads.md §2): the owner's 'Send Pool Request' page. Typing searches
 * people (2+ characters, 500 ms debounce) and lists at most 4; 'Show All Search' lists every match.
 * Each person offers 'Send Request', 'Cancel Request', or shows 'Approved' for members.
 */
export function RequestPage() {
  const { topicId = '' } = useParams();
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const term = useDebounced(text.trim().toLowerCase(), DEBOUNCE_MS);
  const inputId = useId();
  const topicQuery = useQuery(TopicDetailQueryDocument, { variables: { id: topicId } });
  const searching = term.length >= LIMITS.searchMin;
  const people = useQuery(PeopleQueryDocument, {
    variables: { search: term, topicId, first: showAll ? ALL : SUGGESTIONS },
    skip: !searching,
    fetchPolicy: 'cache-and-network',
  });

  if (topicQuery.loading && !topicQuery.data) return <LoadingScreen label="Loading the pool…" />;
  const topic = topicQuery.data?.topic;
  const failure = topic ? null : loadFailure(topicQuery.error);
  if (failure) return <LoadFailed what="this pool" reason={failure} onRetry={() => topicQuery.refetch()} />;
  if (!topic) return <Navigate to="/homepage/nomatch" replace />;
  if (topic.viewerStatus !== 'OWNER') return <Navigate to={detailPath(MEMBER_AREA, topic.id)} replace />;

  const results = searching ? (people.data?.people ?? []) : [];
  return (
    <section className="request-page" aria-labelledby="request-title">
      <header className="request-page__header pm-card">
        <h1 id="request-title">Send Pool Request</h1>
        <p className="request-page__topic">{topic.topic}</p>
      </header>
      <div className="pm-field">
        <label className="pm-field__label" htmlFor={inputId}>
          Search people
        </label>
        <div className="request-page__search">
          <SearchIcon size={18} />
          <input
            id={inputId}
            className="pm-input"
            type="search"
            value={text}
            placeholder="Name or username (2+ letters)"
            onChange={(e) => {
              setText(e.target.value);
              setShowAll(false);
            }}
          />
        </div>
      </div>
      {people.loading && searching && <Spinner label="Searching…" />}
      {searching && !people.loading && results.length === 0 && <p className="topic-detail__empty">No one found.</p>}
      {results.length > 0 && (
        <ul className="people-list" aria-label="People">
          {results.map((r) => (
            <PersonRow key={r.user.id} topicId={topic.id} result={r} onChanged={() => people.refetch()} />
          ))}
        </ul>
      )}
      {searching && !showAll && results.length >= SUGGESTIONS && (
        <Button variant="ghost" onClick={() => setShowAll(true)}>
          Show All Search
        </Button>
      )}
    </section>
  );
}
