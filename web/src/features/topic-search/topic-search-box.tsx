import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { personName } from '../../lib/person';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { Highlight, previewPath, searchPagePath } from './highlight';
import { TopicSearchSuggestionsQueryDocument } from './topic-search.graphql';
import './topic-search.css';

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * The search in the active topic's header (active-topic.md §2, §4, §5): the search icon opens a
 * box; from 2 characters it suggests posts as you type (debounced 500 ms), with a "Show All Search"
 * entry from 3 characters (the results page at `…/postsearch?q=`); a clear icon once text is typed.
 * A combobox: arrow keys move through the suggestions, Enter opens one (or all results), Escape
 * closes the box and gives focus back to the icon.
 */
export function TopicSearchBox({ topicId }: { topicId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // the highlighted option, for the suggestions of one term (a new term starts with none)
  const [cursor, setCursor] = useState<{ term: string; index: number }>({ term: '', index: -1 });
  const navigate = useNavigate();
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const term = text.trim();
  const debounced = useDebounced(term, LIMITS.topicSearchDebounceMs);
  const asking = debounced.length >= LIMITS.topicSearchSuggestMin && [...debounced].length <= LIMITS.topicSearchQueryMax;
  const { data, loading, error } = useQuery(TopicSearchSuggestionsQueryDocument, {
    variables: { topicId, query: debounced },
    skip: !open || !asking,
    fetchPolicy: 'cache-first',
  });
  const current = asking && debounced === term;
  const hits = current ? (data?.topicSearchSuggestions ?? []) : [];
  const showAll = [...term].length >= LIMITS.topicSearchMin;
  const options = hits.length + (showAll ? 1 : 0);

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
    if (i >= 0 && i < hits.length) go(previewPath(topicId, hits[i].postId));
    else if (showAll) go(searchPagePath(topicId, term));
  }

  if (!open) {
    return (
      <div className="topic-search" ref={root}>
        <button ref={toggle} type="button" className="pm-icon-button topic-search__toggle" aria-label="Search posts" onClick={() => setOpen(true)}>
          <SearchIcon size={20} />
        </button>
      </div>
    );
  }
  const expanded = term.length >= LIMITS.topicSearchSuggestMin;
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className="topic-search topic-search--open" ref={root}>
      <div className="topic-search__field">
        <SearchIcon size={18} className="topic-search__icon" />
        <input
          ref={input}
          className="topic-search__input"
          type="search"
          role="combobox"
          aria-label="Search posts in this topic"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder="Search posts"
          maxLength={LIMITS.topicSearchQueryMax}
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
              pick(active >= 0 ? active : hits.length);
            }
          }}
        />
        {text && (
          <button
            type="button"
            className="pm-icon-button topic-search__clear"
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
      {expanded && (
        <div className="topic-search__panel pm-card">
          <ul id={listId} role="listbox" aria-label="Suggestions" className="topic-search__list">
            {hits.map((h, i) => (
              <li
                key={h.postId}
                id={optionId(i)}
                role="option"
                aria-selected={active === i}
                className="topic-search__option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(i)}
              >
                <span className="topic-search__who">{personName(h.author)}</span>
                <span className="topic-search__text">
                  <Highlight runs={h.highlight} />
                </span>
              </li>
            ))}
            {showAll && (
              <li
                id={optionId(hits.length)}
                role="option"
                aria-selected={active === hits.length}
                className="topic-search__option topic-search__all"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(hits.length)}
              >
                Show All Search
              </li>
            )}
          </ul>
          {(loading || !current) && (
            <div className="topic-search__status">
              <Spinner label="Searching…" />
            </div>
          )}
          {current && !loading && !error && hits.length === 0 && <p className="topic-search__status">No posts match “{term}”.</p>}
          {current && !loading && error && <p className="topic-search__status">Search is not available right now.</p>}
        </div>
      )}
    </div>
  );
}
