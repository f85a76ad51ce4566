import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { CopyIcon } from '../../ui/icons';
import { ModalDialog } from '../../ui/modal-dialog';

/** Copies with the Clipboard API, else with the selected text (older browsers, no permission). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** The Share Link dialog: the URL and Copy, then 'Link copied' (the spec's 'Link Copied !!', pools-and-squads.md §2, §8). */
export function ShareDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <ModalDialog title="Share Link" onClose={onClose} onEscape={onClose} onOutsideClick={onClose} size="small">
      <p className="pm-modal__lead">Send this link to friends who might join your squad.</p>
      <label className="pm-field__label" htmlFor={inputId}>
        Link
      </label>
      <div className="share__row">
        <input
          ref={inputRef}
          id={inputId}
          className="pm-input share__url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          data-autofocus
          onClick={async () => setStatus((await copyText(url, inputRef.current)) ? 'copied' : 'failed')}
        >
          <CopyIcon size={16} />
          Copy
        </Button>
      </div>
      <p className={`share__status share__status--${status}`} role="status">
        {status === 'copied' ? 'Link copied' : status === 'failed' ? 'Select the link and copy it.' : ''}
      </p>
    </ModalDialog>
  );
}
