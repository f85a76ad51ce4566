import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { RichTextEditor, type EditorState, type RichTextEditorHandle } from '../../ui/rich-text-editor';
import { editorHtml } from '../../lib/rich-text';

/** The server's HTML as the editor would send it, so "changed?" compares like with like. */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return editorHtml(template.content);
}

/**
 * The comment box, the reply box and the in-place editor: the submit button is disabled while the
 * text is empty (and, when editing, until it changed); the server's message shows under the box on
 * failure and nothing typed is lost; after success a new text is cleared.
 */
export function CommentComposer({
  label,
  placeholder,
  submitLabel,
  initialHtml = '',
  requireChange = false,
  autoFocus = false,
  focusKey,
  onSubmit,
  onCancel,
  className,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  initialHtml?: string;
  /** Editing: Save is enabled only once the text differs from `initialHtml`. */
  requireChange?: boolean;
  autoFocus?: boolean;
  /** With `autoFocus`: the box takes focus again whenever this changes (a new reply target). */
  focusKey?: string;
  /** Resolves when saved; rejects with the operation's error. */
  onSubmit: (html: string) => Promise<void>;
  onCancel?: () => void;
  className?: string;
}) {
  const editor = useRef<RichTextEditorHandle>(null);
  const baseline = useMemo(() => normalised(initialHtml), [initialHtml]);
  const [state, setState] = useState<EditorState>({ html: baseline, empty: baseline === '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canSubmit = !state.empty && state.html !== '' && (!requireChange || state.html !== baseline) && !busy;

  async function submit() {
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(state.html);
      if (!requireChange) editor.current?.clear();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`composer${className ? ` ${className}` : ''}`}>
      <RichTextEditor
        ref={editor}
        label={label}
        placeholder={placeholder}
        initialHtml={initialHtml}
        autoFocus={autoFocus}
        focusKey={focusKey}
        onChange={(next) => {
          setState(next);
          if (error) setError(null);
        }}
        onSubmitShortcut={() => void submit()}
      />
      {error && <Alert>{error}</Alert>}
      <div className="composer__actions">
        {onCancel && (
          <Button variant="ghost" size="small" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button size="small" disabled={!canSubmit} loading={busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
