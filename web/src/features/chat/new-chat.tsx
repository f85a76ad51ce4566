import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { personName } from '../../lib/person';
import { MeQueryDocument } from '../../lib/session.graphql';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { SearchIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { chatPath } from './chat-text';
import { ChatPeopleSearchQueryDocument } from './chat.graphql';

/** The people search asks for 2+ characters once trimmed. */
const MIN_QUERY = 2;

/**
 * "New message" on the Messages page (issue 28): search a person by name or username and open the
 * chat with them (`?to=<id>`; the first message starts the conversation) — not only from a profile.
 */
export function NewChat({ onPicked }: { onPicked?: () => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const id = useId();
  useEffect(() => {
    const t = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const { data: me } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const ready = query.length >= MIN_QUERY;
  const { data, loading, error, refetch } = useQuery(ChatPeopleSearchQueryDocument, { variables: { query }, skip: !open || !ready });
  const people = (data?.searchPeople.edges ?? []).map((e) => e.node.person).filter((p) => p.id !== me?.me?.id);

  if (!open) {
    return (
      <div className="chat__new">
        <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
          New message
        </Button>
      </div>
    );
  }
  return (
    <div className="chat__new chat__new--open" role="search" aria-label="New message">
      <label htmlFor={id} className="chat__new-label">
        To: a name or username
      </label>
      <div className="chat__new-row">
        <span className="chat__new-icon" aria-hidden="true">
          <SearchIcon size={16} />
        </span>
        <input
          id={id}
          className="pm-input"
          type="search"
          autoComplete="off"
          autoFocus
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        />
        <Button size="small" variant="ghost" onClick={() => (setOpen(false), setText(''))}>
          Cancel
        </Button>
      </div>
      {ready && (
        <div className="chat__new-results" aria-live="polite">
          {loading && !data ? (
            <Spinner label="Searching…" />
          ) : error && !data ? (
            <p className="chat__note">
              Could not search.{' '}
              <Button size="small" variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
                Try again
              </Button>
            </p>
          ) : people.length === 0 ? (
            <p className="chat__note">Nobody matches “{query}”.</p>
          ) : (
            <ul className="chat__list" aria-label="People">
              {people.map((p) => (
                <li key={p.id}>
                  <Link to={chatPath(p.id)} className="chat__row" onClick={() => (setOpen(false), setText(''), onPicked?.())}>
                    <Avatar name={personName(p)} imageUrl={p.profileImageUrl} size={36} />
                    <span className="chat__row-main">
                      <span className="chat__row-name">{personName(p)}</span>
                      <span className="chat__row-last">@{p.username}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
