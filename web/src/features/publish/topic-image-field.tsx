import { MSG } from '@poolmates/schema';
import { useState, type ChangeEvent } from 'react';
import { ACCEPT, checkImageFile, formatBytes, previewUrl } from '../../lib/image-file';
import { ImageIcon } from '../../ui/icons';
import type { DraftImage } from './draft';

const MESSAGES = { tooBig: MSG.topicFileTooBig, invalid: MSG.topicImageInvalid };

/**
 * The optional topic image: checked here (under 4 MB; jpg, jpeg, png or bmp by name, type and
 * content) with the spec's messages, then previewed. The server re-encodes it to 500×550.
 */
export function TopicImageField({ image, onChange, lost, serverError }: { image: DraftImage | null; onChange: (image: DraftImage | null) => void; lost: boolean; serverError?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    e.target.value = ''; // the same file again still fires a change
    if (!file) return;
    setError(null); // the last file's message goes while this one is checked
    setBusy(true);
    try {
      const problem = await checkImageFile(file, MESSAGES);
      setError(problem);
      if (problem) return;
      const dataUrl = await previewUrl(file);
      onChange({ name: file.name, type: file.type || 'application/octet-stream', size: file.size, dataUrl });
    } catch {
      setError(MSG.topicImageInvalid);
    } finally {
      setBusy(false);
    }
  }

  const shown = error ?? serverError ?? null;
  return (
    <div className="pm-field topic-image-field">
      <span className="pm-field__label" id="publish-image-label">
        Image <span className="publish__optional">(optional)</span>
      </span>
      <div className="topic-image-field__row">
        <div className="topic-image-field__preview">
          {image ? <img src={image.dataUrl} alt="Preview of the topic image" /> : <ImageIcon size={32} />}
        </div>
        <div className="topic-image-field__controls">
          <p className="pm-field__hint">JPG, PNG or BMP, less than 4 MB. Shown at 500×550.</p>
          <input
            id="publish-image"
            className="pm-visually-hidden topic-image-field__input"
            type="file"
            accept={ACCEPT}
            disabled={busy}
            aria-describedby={shown ? 'publish-image-error' : undefined}
            onChange={(e) => void onPick(e)}
          />
          <div className="topic-image-field__buttons">
            <label htmlFor="publish-image" className="pm-button pm-button--secondary pm-button--small">
              {image ? 'Change image' : 'Choose an image'}
            </label>
            {image && (
              <button
                type="button"
                className="pm-button pm-button--ghost pm-button--small"
                onClick={() => {
                  setError(null);
                  onChange(null);
                }}
              >
                Remove
              </button>
            )}
          </div>
          {image && (
            <p className="topic-image-field__file">
              {image.name} · {formatBytes(image.size)}
            </p>
          )}
          {lost && !image && <p className="pm-field__hint">The image you chose before the reload was too large to keep: choose it again.</p>}
          {shown && (
            <p id="publish-image-error" className="pm-field__error" role="alert">
              {shown}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
