import type { ClipboardEvent, DragEvent } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Paste as plain text (pools-and-squads.md §5, timeline editor): only the clipboard's text/plain
 * goes in, at the caret; a paste without plain text is blocked. `oneLine` turns line breaks into
 * spaces (titles). `onText` receives the new value; the caret lands after the pasted text.
 */
export function pastePlainText(e: ClipboardEvent<TextControl>, onText: (value: string) => void, { oneLine = false, maxLength }: { oneLine?: boolean; maxLength?: number } = {}) {
  e.preventDefault();
  let text = e.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
  if (!text) return;
  if (oneLine) text = text.replace(/\s*\n\s*/g, ' ');
  const el = e.currentTarget;
  const start = el.selectionStart ?? el.value.length;
  const end = el.selectionEnd ?? start;
  const room = maxLength === undefined ? Infinity : maxLength - (el.value.length - (end - start));
  const inserted = text.slice(0, Math.max(0, room));
  onText(el.value.slice(0, start) + inserted + el.value.slice(end));
  const caret = start + inserted.length;
  requestAnimationFrame(() => el.setSelectionRange?.(caret, caret));
}

/** Dropping content into the timeline editor is blocked. */
export function blockDrop(e: DragEvent<TextControl>) {
  e.preventDefault();
}
