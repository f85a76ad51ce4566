import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useSignOut } from '../../lib/use-sign-out';
import { ChevronDownIcon, LogOutIcon, SettingsIcon, UserIcon, UsersIcon } from '../../ui/icons';
import { paths } from '../../lib/paths';

export interface AccountMenuProps {
  userId: string;
  username: string;
  displayName: string;
  imageUrl?: string | null;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}

/**
 * The account button and its menu (WAI-ARIA menu button): Enter, Space or ArrowDown opens it on the
 * first item, ArrowUp on the last (View my page, Profile, Friends, Setting, Logout); arrows, Home and End move; Escape closes and returns focus;
 * Tab closes and moves on.
 */
export function AccountMenu({ userId, username, displayName, imageUrl }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = `${useId()}-menu`;
  const { signOut, loading } = useSignOut();
  const count = 5;

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(count - 1);
    }
  }

  function onMenuKeyDown(e: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = {
      ArrowDown: (focusIndex + 1) % count,
      ArrowUp: (focusIndex - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      setFocusIndex(moves[e.key]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  const itemProps = (index: number) => ({
    role: 'menuitem',
    tabIndex: -1,
    ref: (el: HTMLElement | null) => {
      itemRefs.current[index] = el;
    },
    className: 'account-menu__item',
  });

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${username}`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {imageUrl ? <img src={imageUrl} alt="" /> : initials(displayName)}
        </span>
        <span className="account-menu__name">{displayName}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label="Account" className="account-menu__list pm-panel-enter" onKeyDown={onMenuKeyDown}>
          <li role="none" className="account-menu__who">
            <span className="account-menu__who-name">{displayName}</span>
            <span className="account-menu__who-user">@{username}</span>
          </li>
          <li role="none">
            {/* the page others see (issue 28: there was no way to one's own) */}
            <Link to={paths.account(userId)} onClick={() => setOpen(false)} {...itemProps(0)}>
              <UserIcon size={18} /> View my page
            </Link>
          </li>
          <li role="none">
            <Link to="/homepage/profile" onClick={() => setOpen(false)} {...itemProps(1)}>
              <UserIcon size={18} /> Profile
            </Link>
          </li>
          <li role="none">
            <Link to="/homepage/friend" onClick={() => setOpen(false)} {...itemProps(2)}>
              <UsersIcon size={18} /> Friends
            </Link>
          </li>
          <li role="none">
            <Link to="/homepage/setting" onClick={() => setOpen(false)} {...itemProps(3)}>
              <SettingsIcon size={18} /> Setting
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              disabled={loading}
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
              {...itemProps(4)}
            >
              <LogOutIcon size={18} /> Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
