import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import './modal-dialog.css';

export interface ModalDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Escape calls this; without it Escape does nothing (a required step cannot be skipped). */
  onEscape?: () => void;
  /** Shows a close button in the corner. */
  onClose?: () => void;
  /** Focus moves to the first control (or `[data-autofocus]`) again whenever this changes. */
  focusKey?: string | number;
  size?: 'small' | 'medium';
  /** An illustration above the title. */
  icon?: ReactNode;
  /** A click outside the panel calls this (small confirmations close that way). */
  onOutsideClick?: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]') && el.tabIndex >= 0);
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus kept inside while open and
 * given back on close, the page behind made inert and not scrollable.
 */
export function ModalDialog({ title, children, onEscape, onClose, focusKey, size = 'medium', icon, onOutsideClick }: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = `${useId()}-title`;
  // The control that opened the dialog, read on the first render: by the time effects run, the
  // body's ref has already moved focus into the dialog (issue 17: focus went to <body> on close).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));

  // Inert background + scroll lock + focus return, for the dialog's lifetime.
  useEffect(() => {
    const host = panelRef.current?.closest('.pm-modal');
    const made: Element[] = [];
    for (const el of document.body.children) {
      if (el !== host && !el.hasAttribute('inert')) {
        el.setAttribute('inert', '');
        made.push(el);
      }
    }
    document.body.classList.add('pm-modal-open');
    return () => {
      for (const el of made) el.removeAttribute('inert');
      document.body.classList.remove('pm-modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  // Initial focus: the body is keyed by `focusKey`, so each new step mounts it again and lands here.
  const focusFirst = useCallback((body: HTMLDivElement | null) => {
    if (!body) return;
    const target = body.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(body)[0] ?? panelRef.current;
    target?.focus();
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onEscape?.();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="pm-modal"
      onMouseDown={onOutsideClick && ((e) => e.target === e.currentTarget || (e.target as Element).classList.contains('pm-modal__backdrop') ? onOutsideClick() : undefined)}
    >
      <div className="pm-modal__backdrop" aria-hidden="true" data-testid="modal-backdrop" />
      <div
        ref={panelRef}
        className={`pm-modal__panel pm-modal__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {onClose && (
          <button type="button" className="pm-icon-button pm-modal__close" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        )}
        {icon && <div className="pm-modal__icon">{icon}</div>}
        <h2 id={titleId} className="pm-modal__title">
          {title}
        </h2>
        <div key={focusKey} ref={focusFirst} className="pm-modal__body">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
