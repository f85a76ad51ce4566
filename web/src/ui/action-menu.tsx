import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import './action-menu.css';

/**
 * A "⋯" menu: a disclosure listing exactly the actions allowed (a comment's Edit/Delete/Remove/
 * Report, a squad card's Remove User/Leave Squad/Report). Opening focuses the first action, arrow
 * keys move between them, Escape or a click outside closes it and focus goes back to the toggle;
 * picking an action also leaves focus on the toggle, where a dialog returns it.
 */
export function ActionMenu<A extends string>({
  label,
  actions,
  labels,
  onPick,
  toggleRef,
}: {
  label: string;
  actions: A[];
  labels: Record<A, string>;
  onPick: (a: A) => void;
  toggleRef?: RefObject<HTMLButtonElement | null>;
}) {
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

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLButtonElement>('.action-menu__item')?.focus();
  }, [open]);

  return (
    <div
      ref={root}
      className="action-menu"
      onKeyDown={(e) => {
        if (!open) return;
        if (e.key === 'Escape') {
          e.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('.action-menu__item') ?? [])];
          const at = items.indexOf(document.activeElement as HTMLButtonElement);
          const next = e.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
          items[next]?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen(false);
      }}
    >
      <button ref={toggle} type="button" className="pm-icon-button action-menu__toggle" aria-label={label} aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <ul id={menuId} className="action-menu__list pm-card pm-panel-enter">
          {actions.map((a) => (
            <li key={a}>
              <button
                type="button"
                className="action-menu__item"
                onClick={() => {
                  setOpen(false);
                  toggle.current?.focus();
                  onPick(a);
                }}
              >
                {labels[a]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
