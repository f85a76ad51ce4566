import { useEffect, useId, useRef, useState, type RefObject } from 'react';

export type ItemAction = 'edit' | 'delete' | 'remove' | 'report';

const LABEL: Record<ItemAction, string> = { edit: 'Edit', delete: 'Delete', remove: 'Remove', report: 'Report' };

/**
 * The "⋯" menu of a comment or reply (pools-and-squads.md §2 "Comment edit panel"): a disclosure
 * listing exactly the allowed actions. Escape or a click outside closes it and focus goes back to
 * the toggle; picking an action also leaves focus on the toggle, where a dialog returns it.
 */
export function ItemMenu({ label, actions, onPick, toggleRef }: { label: string; actions: ItemAction[]; onPick: (a: ItemAction) => void; toggleRef?: RefObject<HTMLButtonElement | null> }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const ownToggle = useRef<HTMLButtonElement | null>(null);
  const toggle = toggleRef ?? ownToggle;
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  // The first action gets focus when the menu opens from the keyboard or a click.
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLButtonElement>('.item-menu__item')?.focus();
  }, [open]);

  return (
    <div
      ref={root}
      className="item-menu"
      onKeyDown={(e) => {
        if (!open) return;
        if (e.key === 'Escape') {
          e.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('.item-menu__item') ?? [])];
          const at = items.indexOf(document.activeElement as HTMLButtonElement);
          const next = e.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
          items[next]?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen(false);
      }}
    >
      <button ref={toggle} type="button" className="pm-icon-button item-menu__toggle" aria-label={label} aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <ul id={menuId} className="item-menu__list pm-card">
          {actions.map((a) => (
            <li key={a}>
              <button
                type="button"
                className="item-menu__item"
                onClick={() => {
                  setOpen(false);
                  toggle.current?.focus();
                  onPick(a);
                }}
              >
                {LABEL[a]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
