import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { Pill } from '../../ui/pill';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { fullName, Highlight, normalise, personPath, resultsPath, searchable, topicPath } from './paths';
import { GlobalSearchQueryDocument } from './search.graphql';
import './search.css';

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * The header's search (active-topic.md §2 "Search overlay", §5 "Global search"): the button opens
 * an overlay with a box; from 2 characters (trimmed, lower-cased, debounced 500 ms) it shows the
 * best pools and people as you type, the match highlighted (as text), and "Show All Search" (the
 * results page). Emptying the box clears the results. A combobox: ↑/↓ move through every option,
 * Enter opens it (or all results), Escape closes the overlay and gives focus back to the button.
 */
export function SearchOverlay({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [cursor, setCursor] = useState<{ term: string; index: number }>({ term: '', index: -1 });
  const navigate = useNavigate();
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const term = normalise(text);
  const debounced = useDebounced(term, LIMITS.searchDebounceMs);
  const asking = searchable(debounced);
  const { data, loading, error } = useQuery(GlobalSearchQueryDocument, {
    variables: { query: debounced },
    skip: !open || !asking,
    fetchPolicy: 'cache-first',
  });
  const current = asking && debounced === term;
  const topics = current ? (data?.searchTopics.edges.map((e) => e.node) ?? []) : [];
  const people = current ? (data?.searchPeople.edges.map((e) => e.node) ?? []) : [];
  const showAll = searchable(term);
  const options = topics.length + people.length + (showAll ? 1 : 0);
  const active = cursor.term === debounced && cursor.index < options ? cursor.index : -1;
  const setActive = (next: (a: number) => number) => setCursor({ term: debounced, index: next(active) });

  const refocus = useRef(false);
  useEffect(() => {
    if (open) input.current?.focus();
    else if (refocus.current) toggle.current?.focus();
    refocus.current = false;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  function close() {
    refocus.current = true;
    setOpen(false);
  }
  function go(path: string) {
    setOpen(false);
    setText('');
    navigate(path);
  }
  function pick(i: number) {
    if (i >= 0 && i < topics.length) go(topicPath(signedIn, topics[i].topic.id));
    else if (i >= topics.length && i < topics.length + people.length) go(personPath(signedIn, people[i - topics.length].person.id));
    // "Show all" opens the tab that has results: People when only people match (issue 28)
    else if (showAll) go(resultsPath(signedIn, term, current && !loading && topics.length === 0 && people.length > 0 ? 'people' : 'pool'));
  }
  const optionId = (i: number) => `${listId}-${i}`;
  const option = (i: number) => ({
    id: optionId(i),
    role: 'option' as const,
    'aria-selected': active === i,
    onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
    onClick: () => pick(i),
  });

  return (
    <div className={`search-overlay${open ? ' search-overlay--open' : ''}`} ref={root}>
      <button ref={toggle} type="button" className="search-overlay__toggle" aria-label="Search pools and people" aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
        <SearchIcon size={18} />
        <span className="search-overlay__toggle-text">Search pools and people</span>
      </button>
      {open && (
        <div className="search-overlay__panel pm-card">
          <div className="search-overlay__field">
            <SearchIcon size={18} className="search-overlay__icon" />
            <input
              ref={input}
              className="search-overlay__input"
              type="search"
              role="combobox"
              aria-label="Search pools and people"
              aria-expanded={showAll}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              placeholder="Search pools and people"
              maxLength={LIMITS.searchQueryMax}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setCursor({ term: '', index: -1 });
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  e.stopPropagation();
                  close();
                } else if (e.key === 'ArrowDown' && options > 0) {
                  e.preventDefault();
                  setActive((a) => (a + 1) % options);
                } else if (e.key === 'ArrowUp' && options > 0) {
                  e.preventDefault();
                  setActive((a) => (a <= 0 ? options - 1 : a - 1));
                } else if (e.key === 'Enter') {
                  e.preventDefault();
                  pick(active >= 0 ? active : topics.length + people.length);
                }
              }}
            />
            {text && (
              <button
                type="button"
                className="pm-icon-button search-overlay__clear"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  setCursor({ term: '', index: -1 });
                  input.current?.focus();
                }}
              >
                <CloseIcon size={16} />
              </button>
            )}
          </div>
          {showAll && (
            <div className="search-overlay__results">
              <div id={listId} role="listbox" aria-label="Search suggestions" className="search-overlay__list">
                {topics.length > 0 && (
                  <div role="group" aria-label="Pools" className="search-overlay__group">
                    <div className="search-overlay__group-title" aria-hidden="true">
                      Pools
                    </div>
                    {topics.map((h, i) => (
                      <div key={h.topic.id} {...option(i)} className="search-overlay__option">
                        <span className="search-overlay__main">
                          <Highlight runs={h.title} />
                        </span>
                        {h.topic.isFull && (
                          <Pill tone="danger" className="search-overlay__full">
                            Full
                          </Pill>
                        )}
                      </div>
                    ))}
                  </div>
                )}
                {people.length > 0 && (
                  <div role="group" aria-label="People" className="search-overlay__group">
                    <div className="search-overlay__group-title" aria-hidden="true">
                      People
                    </div>
                    {people.map((h, i) => (
                      <div key={h.person.id} {...option(topics.length + i)} className="search-overlay__option search-overlay__option--person">
                        <Avatar name={fullName(h.person)} imageUrl={h.person.profileImageUrl} size={28} />
                        <span className="search-overlay__main">
                          {h.name.length ? <Highlight runs={h.name} /> : <Highlight runs={h.username} />}
                          {h.name.length > 0 && (
                            <span className="search-overlay__sub">
                              @<Highlight runs={h.username} />
                            </span>
                          )}
                        </span>
                      </div>
                    ))}
                  </div>
                )}
                <div {...option(topics.length + people.length)} className="search-overlay__option search-overlay__all">
                  Show All Search
                </div>
              </div>
              {(loading || !current) && (
                <div className="search-overlay__status">
                  <Spinner label="Searching…" />
                </div>
              )}
              {current && !loading && !error && topics.length + people.length === 0 && <p className="search-overlay__status">No pools or people match “{term}”.</p>}
              {current && !loading && error && <p className="search-overlay__status">Search is not available right now.</p>}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
