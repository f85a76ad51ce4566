import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

/**
 * A small yes/no question ('Remove Squad ?'): the action button, a close icon; Escape and a click
 * outside close it too.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
  error,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  error?: string | null;
}) {
  return (
    <ModalDialog title={title} onClose={onClose} onEscape={onClose} onOutsideClick={onClose} size="small">
      <p className="pm-modal__lead">{children}</p>
      {error && <Alert>{error}</Alert>}
      <div className="pm-modal__actions">
        <Button data-autofocus variant="primary" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
