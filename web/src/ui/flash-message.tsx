import type { ReactNode } from 'react';
import { CheckIcon, CloseIcon } from './icons';

/** A success note with a close icon (the spec's "flash message"), announced politely. */
export function FlashMessage({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <div className="pm-alert pm-alert--success pm-flash" role="status">
      <CheckIcon size={18} />
      <div className="pm-flash__text">{children}</div>
      <button type="button" className="pm-icon-button pm-flash__close" aria-label="Dismiss" onClick={onClose}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
