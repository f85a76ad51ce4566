import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { editorHtml, editorIsEmpty, insertPlainText } from '../lib/rich-text';
import { BoldIcon, ItalicIcon, LinkIcon, ListBulletIcon } from './editor-icons';
import './rich-text-editor.css';

export interface RichTextEditorHandle {
  clear(): void;
  focus(): void;
}

export interface EditorState {
  html: string;
  empty: boolean;
}

/** document.execCommand where the browser still has it (formatting buttons are a nicety). */
function exec(command: string, value?: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  try {
    return document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

/**
 * A small rich-text box (contenteditable): paragraphs and line breaks, plus bold, italic, bulleted
 * list and link buttons. Pasting inserts the clipboard's plain text only, a paste without plain
 * text is blocked (or, where `onPasteFiles` is given, hands over its images), and dropping is
 * blocked (pools-and-squads.md §5). Ctrl/⌘+Enter submits. Shared by comments, replies and posts.
 */
export function RichTextEditor({
  label,
  placeholder,
  initialHtml = '',
  disabled = false,
  autoFocus = false,
  focusKey,
  onChange,
  onSubmitShortcut,
  onPasteFiles,
  ref,
}: {
  label: string;
  placeholder: string;
  /** Server-sanitised HTML to start from (editing). */
  initialHtml?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  focusKey?: string;
  onChange: (state: EditorState) => void;
  onSubmitShortcut?: () => void;
  /** Images pasted without any text (the post composer takes them; active-topic.md §5). */
  onPasteFiles?: (files: File[]) => void;
  ref?: Ref<RichTextEditorHandle>;
}) {
  const area = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [empty, setEmpty] = useState(true);
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('');
  const linkId = useId();

  const report = () => {
    const el = area.current;
    if (!el) return;
    const isEmpty = editorIsEmpty(el);
    setEmpty(isEmpty);
    onChange({ html: isEmpty ? '' : editorHtml(el), empty: isEmpty });
  };

  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    // Only ever the server's sanitised HTML (the item being edited).
    el.innerHTML = initialHtml;
    setEmpty(editorIsEmpty(el));
    // set once, when the box opens
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!autoFocus || !area.current) return;
    const el = area.current;
    el.focus();
    // caret at the end (editing, replying)
    const selection = document.getSelection();
    if (selection) {
      const range = document.createRange();
      range.selectNodeContents(el);
      range.collapse(false);
      selection.removeAllRanges();
      selection.addRange(range);
    }
  }, [autoFocus, focusKey]);

  useImperativeHandle(ref, () => ({
    clear() {
      if (area.current) area.current.innerHTML = '';
      setEmpty(true);
      onChange({ html: '', empty: true });
    },
    focus() {
      area.current?.focus();
    },
  }));

  function format(command: string, value?: string) {
    area.current?.focus();
    exec(command, value);
    report();
  }

  function openLink() {
    const selection = document.getSelection();
    savedRange.current = selection && selection.rangeCount && area.current?.contains(selection.getRangeAt(0).commonAncestorContainer) ? selection.getRangeAt(0).cloneRange() : null;
    setUrl('');
    setLinking(true);
  }

  function addLink() {
    let href = url.trim();
    if (!href) return setLinking(false);
    if (!/^(https?:|mailto:)/i.test(href)) href = `https://${href}`;
    const el = area.current;
    if (!el) return;
    el.focus();
    const selection = document.getSelection();
    if (selection && savedRange.current) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!selection?.rangeCount || selection.getRangeAt(0).collapsed || !exec('createLink', href)) {
      // no selected text: the address itself becomes the link text
      const a = document.createElement('a');
      a.href = href;
      a.textContent = href;
      const range = selection?.rangeCount && el.contains(selection.getRangeAt(0).commonAncestorContainer) ? selection.getRangeAt(0) : null;
      if (range) {
        range.deleteContents();
        range.insertNode(a);
      } else el.append(a);
    }
    setLinking(false);
    report();
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onSubmitShortcut?.();
    }
  }

  const keepSelection = (e: { preventDefault(): void }) => e.preventDefault();
  return (
    <div className={`rte${disabled ? ' rte--disabled' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label={`${label} formatting`}>
        <button type="button" className="rte__tool" aria-label="Bold" title="Bold" disabled={disabled} onMouseDown={keepSelection} onClick={() => format('bold')}>
          <BoldIcon size={16} />
        </button>
        <button type="button" className="rte__tool" aria-label="Italic" title="Italic" disabled={disabled} onMouseDown={keepSelection} onClick={() => format('italic')}>
          <ItalicIcon size={16} />
        </button>
        <button type="button" className="rte__tool" aria-label="Bulleted list" title="Bulleted list" disabled={disabled} onMouseDown={keepSelection} onClick={() => format('insertUnorderedList')}>
          <ListBulletIcon size={16} />
        </button>
        <button type="button" className="rte__tool" aria-label="Link" title="Link" aria-expanded={linking} disabled={disabled} onMouseDown={keepSelection} onClick={openLink}>
          <LinkIcon size={16} />
        </button>
      </div>
      {linking && (
        <div
          className="rte__link"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setLinking(false);
              area.current?.focus();
            }
          }}
        >
          <label className="pm-visually-hidden" htmlFor={linkId}>
            Link address
          </label>
          <input
            id={linkId}
            className="pm-input rte__link-input"
            type="url"
            placeholder="https://"
            value={url}
            autoFocus
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addLink();
              }
            }}
          />
          <button type="button" className="pm-button pm-button--secondary pm-button--small" onClick={addLink}>
            Add link
          </button>
        </div>
      )}
      <div
        ref={area}
        className="rte__area"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-disabled={disabled || undefined}
        data-placeholder={placeholder}
        data-empty={empty}
        contentEditable={!disabled}
        tabIndex={0}
        onInput={report}
        onKeyDown={onKeyDown}
        onPaste={(e) => {
          e.preventDefault();
          const text = e.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
          if (!text) {
            // an image is taken only when no text comes with it
            const images = Array.from(e.clipboardData.files ?? []).filter((f) => f.type.startsWith('image/'));
            if (images.length && onPasteFiles) onPasteFiles(images);
            return;
          }
          if (!area.current) return;
          insertPlainText(area.current, text);
          report();
        }}
        onDrop={(e) => e.preventDefault()}
      />
    </div>
  );
}
