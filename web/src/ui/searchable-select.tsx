import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown before the label (e.g. a flag). */
  prefix?: string;
  /** Shown after the label, muted (e.g. "+44" or "UTC+01:00"). */
  meta?: string;
  /** Extra words the search matches. */
  keywords?: string;
}

export interface SearchableSelectProps {
  id: string;
  value: string | null;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Accessible name of the search box, e.g. "Search countries". */
  searchLabel: string;
  placeholder?: string;
  /** What the closed button shows for the selected option (defaults to prefix + label). */
  renderValue?: (option: SelectOption) => ReactNode;
  invalid?: boolean;
  describedBy?: string;
  /** Id of the visible label; the button is then named "<label> <current value>". */
  labelId?: string;
  className?: string;
}

function matches(option: SelectOption, query: string): boolean {
  if (!query) return true;
  const hay = `${option.label} ${option.meta ?? ''} ${option.value} ${option.keywords ?? ''}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => hay.includes(word));
}

/** Best matches first: the label equals the query, then starts with it, then a word starts with it. */
function rank(option: SelectOption, query: string): number {
  const label = option.label.toLowerCase();
  const q = query.toLowerCase();
  if (label === q) return 0;
  if (label.startsWith(q)) return 1;
  if (label.split(/[\s·/(),-]+/).some((w) => w.startsWith(q))) return 2;
  return 3;
}

/**
 * A button that opens a popover with a search box and a list of options (a combobox with a listbox).
 * Keyboard: Enter/Space/ArrowDown opens, typing filters, arrows move, Enter picks, Escape closes.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const { id, value, options, onChange, searchLabel, placeholder = 'Select…', renderValue } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const valueId = `${baseId}-value`;

  const selected = options.find((o) => o.value === value) ?? null;
  const filtered = useMemo(() => {
    const q = query.trim();
    const hits = options.filter((o) => matches(o, q));
    return q ? hits.map((o, i) => ({ o, i, r: rank(o, q) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.o) : hits;
  }, [options, query]);

  function openList() {
    setQuery('');
    setActive(Math.max(0, options.findIndex((o) => o.value === value)));
    setOpen(true);
  }

  function close(focusButton: boolean) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  function pick(option: SelectOption | undefined) {
    if (!option) return;
    onChange(option.value);
    close(true);
  }

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  function onSearchKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const last = filtered.length - 1;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(last, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'Home' && e.ctrlKey) {
      setActive(0);
    } else if (e.key === 'End' && e.ctrlKey) {
      setActive(last);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(filtered[active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openList();
    }
  }

  return (
    <div className={['pm-combo', props.className].filter(Boolean).join(' ')} ref={rootRef}>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="pm-combo__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        aria-labelledby={props.labelId ? `${props.labelId} ${valueId}` : undefined}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span className="pm-combo__value" id={valueId}>
          {selected ? (renderValue ? renderValue(selected) : `${selected.prefix ? `${selected.prefix} ` : ''}${selected.label}`) : placeholder}
        </span>
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <div className="pm-combo__popover">
          <input
            ref={searchRef}
            className="pm-input pm-combo__search"
            type="search"
            role="combobox"
            aria-label={searchLabel}
            placeholder="Search"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={filtered[active] ? `${listId}-${active}` : undefined}
            value={query}
            autoComplete="off"
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <ul ref={listRef} id={listId} role="listbox" aria-label={searchLabel.replace(/^Search /, '')} className="pm-combo__list">
            {filtered.map((o, i) => (
              <li
                key={o.value}
                id={`${listId}-${i}`}
                data-index={i}
                role="option"
                aria-selected={o.value === value}
                aria-label={o.meta ? `${o.label}, ${o.meta}` : o.label}
                className={`pm-combo__option${i === active ? ' pm-combo__option--active' : ''}`}
                onPointerMove={() => setActive(i)}
                onClick={() => pick(o)}
              >
                {o.prefix && <span aria-hidden="true">{o.prefix}</span>}
                <span className="pm-combo__option-label">{o.label}</span>
                {o.meta && <span className="pm-combo__option-meta">{o.meta}</span>}
              </li>
            ))}
          </ul>
          {filtered.length === 0 && <div className="pm-combo__empty">No matches</div>}
        </div>
      )}
    </div>
  );
}
