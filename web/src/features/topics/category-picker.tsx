import { useId } from 'react';
import { CheckIcon, CloseIcon, TagIcon } from '../../ui/icons';
import { usePopover } from '../../ui/use-popover';

export interface Category {
  id: string;
  name: string;
}

/**
 * The tags button and its category picker (pools-and-squads.md §2): choosing categories switches
 * the list to the filtered one. The popover closes on a click outside, on Escape (focus back on
 * the button) and when focus leaves it.
 */
export function CategoryPicker({
  categories,
  selected,
  onToggle,
  onClear,
}: {
  categories: readonly Category[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  onClear: () => void;
}) {
  const { open, setOpen, rootRef, buttonRef } = usePopover();
  const panelId = `${useId()}-categories`;

  return (
    <div
      className="category-picker"
      ref={rootRef}
      onBlur={(e) => {
        if (open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="pm-button pm-button--secondary pm-button--small"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <TagIcon size={16} />
        Categories
        {selected.length > 0 && <span className="category-picker__count">{selected.length}</span>}
      </button>
      {open && (
        <div id={panelId} className="category-picker__panel pm-panel-enter" role="group" aria-label="Filter by category">
          <div className="category-picker__head">
            <span className="category-picker__title">Filter by category</span>
            {selected.length > 0 && (
              <button type="button" className="category-picker__clear" onClick={onClear}>
                Clear all
              </button>
            )}
          </div>
          <ul className="category-picker__list">
            {categories.map((c) => {
              const on = selected.includes(c.id);
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    className="category-picker__option"
                    aria-pressed={on}
                    onClick={() => onToggle(c.id)}
                  >
                    {on && <CheckIcon size={14} />}
                    {c.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The chosen categories as chips; each can be removed. */
export function CategoryChips({ categories, selected, onRemove }: { categories: readonly Category[]; selected: readonly string[]; onRemove: (id: string) => void }) {
  if (selected.length === 0) return null;
  const name = (id: string) => categories.find((c) => c.id === id)?.name ?? 'Category';
  return (
    <ul className="category-chips" aria-label="Chosen categories">
      {selected.map((id) => (
        <li key={id} className="pm-chip">
          {name(id)}
          <button type="button" className="pm-chip__remove" aria-label={`Remove ${name(id)}`} onClick={() => onRemove(id)}>
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
