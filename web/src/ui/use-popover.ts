import { useEffect, useRef, useState } from 'react';

/**
 * A button that opens a panel (a menu, a filter popover): a click outside the root closes it, and
 * Escape closes it and puts focus back on the button. Put `rootRef` on the element holding both
 * (a `<details>` with its `<summary>` as the button, for a disclosure that works before the JS).
 */
export function usePopover<Root extends HTMLElement = HTMLDivElement, Button extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<Button>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return { open, setOpen, rootRef, buttonRef };
}
