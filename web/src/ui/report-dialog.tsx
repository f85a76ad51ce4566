import { REPORT_REASONS } from '@poolmates/schema';
import { useId, useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

/** The eight report reasons, numbered 1–8 on the wire: the list lives in `@poolmates/schema`. */
export { REPORT_REASONS };

/**
 * Report a person (squad member now, comments later): one of the eight reasons, Submit disabled
 * until one is chosen. `onSubmit` resolves when sent, or rejects with the message to show.
 */
export function ReportDialog({ title = 'Report', onSubmit, onClose }: { title?: string; onSubmit: (reason: number) => Promise<void>; onClose: () => void }) {
  const [reason, setReason] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();

  async function submit() {
    if (reason === null) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <ModalDialog title={title} onClose={onClose} onEscape={onClose} onOutsideClick={onClose} size="small">
      <fieldset className="report__reasons">
        <legend className="pm-modal__lead">Why are you reporting this?</legend>
        {REPORT_REASONS.map((label, i) => (
          <label key={label} className="report__reason">
            <input type="radio" name={name} value={i + 1} checked={reason === i + 1} onChange={() => setReason(i + 1)} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {error && <Alert>{error}</Alert>}
      <div className="pm-modal__actions">
        <Button onClick={() => void submit()} disabled={reason === null} loading={busy}>
          Submit
        </Button>
      </div>
    </ModalDialog>
  );
}
