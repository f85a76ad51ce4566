import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A post's "⋯" menu (active-topic.md §4: open or closed per post; closes on outside click or
 * scroll). Its items are Delete (when allowed) and the smart-tag action slot. Once opened, the list
 * stays mounted (hidden when closed) so a dialog an item opened survives the menu closing.
 */
export function PostMenu({ label, canDelete, onDelete, extra }: { label: string; canDelete: boolean; onDelete: () => void; extra?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    // Closes when the person scrolls (wheel or touch), not on scrolls the page makes itself: focusing
    // the first item, or bringing an item near the bottom of a phone screen into view, scrolls too
    // and would close the menu the moment it opened.
    const scrolled = () => setOpen(false);
    document.addEventListener('mousedown', outside);
    window.addEventListener('wheel', scrolled, { capture: true, passive: true });
    window.addEventListener('touchmove', scrolled, { capture: true, passive: true });
    root.current?.querySelector<HTMLElement>('.post-menu__list button, .post-menu__list a')?.focus({ preventScroll: true });
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('wheel', scrolled, { capture: true });
      window.removeEventListener('touchmove', scrolled, { capture: true });
    };
  }, [open]);

  if (!canDelete && !extra) return null;
  return (
    <div
      ref={root}
      className="post-menu"
      onKeyDown={(e) => {
        if (open && e.key === 'Escape') {
          e.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="pm-icon-button post-menu__toggle"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => {
          setMounted(true);
          setOpen((o) => !o);
        }}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {mounted && (
        <div
          id={listId}
          className="post-menu__list pm-card"
          hidden={!open}
          onClick={(e) => {
            // an item was picked (a dialog it opens lives in a portal, outside this list)
            if (e.currentTarget.contains(e.target as Node) && (e.target as Element).closest('button, a')) setOpen(false);
          }}
        >
          {canDelete && (
            <button type="button" className="post-menu__item" onClick={onDelete}>
              Delete Post
            </button>
          )}
          {extra}
        </div>
      )}
    </div>
  );
}
