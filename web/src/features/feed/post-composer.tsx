import { useApolloClient, useMutation } from '@apollo/client/react';
import { LIMITS, MSG } from '@poolmates/schema';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/graphql-errors';
import { previewUrl } from '../../lib/image-file';
import type { UploadProgressInit } from '../../lib/upload-fetch';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CloseIcon, ImageIcon } from '../../ui/icons';
import { ProgressBar } from '../../ui/progress-bar';
import { RichTextEditor, type EditorState, type RichTextEditorHandle } from '../../ui/rich-text-editor';
import type { PostFieldsFragment } from '../../gql/graphql';
import { addPost } from './feed-cache';
import { CreatePostMutationDocument } from './feed.graphql';
import { PostHtml } from './post-html';

/** The image types of active-topic.md §5 (and webp), by their first bytes. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.bmp,.webp,image/jpeg,image/png,image/bmp,image/webp';

async function isImage(file: File): Promise<boolean> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  return (
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    (b[0] === 0x89 && ascii(1, 4) === 'PNG') ||
    (b[0] === 0x42 && b[1] === 0x4d) ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
  );
}

/** The spec's checks before a preview (the server checks again): 8 at most, under 4 MB, an image. */
export async function checkPostImages(current: number, files: File[]): Promise<string | null> {
  if (current + files.length > LIMITS.postImagesMax) return MSG.postTooManyImages;
  for (const f of files) {
    if (f.size >= LIMITS.postImageMaxBytes) return MSG.postImageTooBig;
    if (!(await isImage(f))) return MSG.postImageInvalid;
  }
  return null;
}

interface Picked {
  file: File;
  url: string;
}

export type ReplyTarget = Pick<PostFieldsFragment, 'id' | 'html' | 'author' | 'images'>;

const newClientId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * The composer (active-topic.md §4–§5): rich text (the comment box's editor), up to 8 images with
 * previews (a picker, or a paste that carries no text), replying to a post with its quote shown;
 * sent only with text or an image, with upload progress. Cancel — and a successful post — reset
 * everything. A retry of the same draft carries the same client id, so it is stored once.
 */
export function PostComposer({
  topicId,
  replyTo,
  onCancelReply,
  onPosted,
  label = 'Write a post',
  placeholder = 'Share something with your squad…',
  autoFocus = false,
  hideQuote = false,
}: {
  topicId: string;
  replyTo: ReplyTarget | null;
  onCancelReply?: () => void;
  onPosted?: (post: PostFieldsFragment) => void;
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** The preview page's reply box: always a reply to the post shown above it, no quote. */
  hideQuote?: boolean;
}) {
  const client = useApolloClient();
  const editor = useRef<RichTextEditorHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [text, setText] = useState<EditorState>({ html: '', empty: true });
  const [images, setImages] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const clientId = useRef(newClientId());
  const [createPost] = useMutation(CreatePostMutationDocument);
  const canSend = (!text.empty || images.length > 0) && !busy;

  async function take(files: File[]) {
    if (files.length === 0) return;
    const problem = await checkPostImages(images.length, files);
    if (problem) return setError(problem);
    setError(null);
    const added = await Promise.all(files.map(async (file) => ({ file, url: await previewUrl(file) })));
    setImages((list) => [...list, ...added].slice(0, LIMITS.postImagesMax));
  }

  function reset() {
    editor.current?.clear();
    setImages([]);
    setError(null);
    setProgress(null);
    clientId.current = newClientId();
  }

  async function send() {
    if (!canSend) return;
    if (text.html.length > LIMITS.postHtmlMax) return setError(MSG.postTooLong);
    setBusy(true);
    setError(null);
    const fetchOptions: UploadProgressInit | undefined = images.length ? { onUploadProgress: setProgress } : undefined;
    try {
      const { data } = await createPost({
        variables: { topicId, html: text.html, clientId: clientId.current, replyToId: replyTo?.id ?? null, images: images.length ? images.map((i) => i.file) : null },
        // images go as a multipart upload over HTTP; a text post rides the open socket (decision 103)
        context: fetchOptions ? { fetchOptions } : { socketWhenOpen: true },
      });
      if (data?.createPost) {
        addPost(client.cache, topicId, data.createPost);
        onPosted?.(data.createPost);
      }
      reset();
      onCancelReply?.();
    } catch (e) {
      setError(errorMessage(e));
      setProgress(null);
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    reset();
    onCancelReply?.();
  }

  const dirty = !text.empty || images.length > 0 || (replyTo !== null && !hideQuote);
  return (
    <form
      className="post-composer pm-card"
      aria-label={replyTo ? 'Reply to a post' : 'New post'}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {replyTo && !hideQuote && (
        <div className="post-composer__quote" aria-label="Replying to">
          <div className="post-composer__quote-head">
            <span>
              Replying to <strong>{replyTo.author.username}</strong>
            </span>
          </div>
          <PostHtml html={replyTo.html} className="post-composer__quote-html" />
          {replyTo.images.length > 0 && <span className="post-composer__quote-images">{replyTo.images.length} image(s)</span>}
        </div>
      )}
      <RichTextEditor
        ref={editor}
        label={label}
        placeholder={placeholder}
        disabled={busy}
        autoFocus={autoFocus || (replyTo !== null && !hideQuote)}
        focusKey={replyTo?.id}
        onChange={setText}
        onSubmitShortcut={() => void send()}
        onPasteFiles={(files) => void take(files)}
      />
      {images.length > 0 && (
        <ul className="post-composer__images" aria-label="Images to post">
          {images.map((img, i) => (
            <li key={img.url + i} className="post-composer__image">
              <img src={img.url} alt={`Image ${i + 1}: ${img.file.name}`} />
              <button
                type="button"
                className="pm-icon-button post-composer__remove"
                aria-label={`Remove image ${i + 1}`}
                disabled={busy}
                onClick={() => setImages((list) => list.filter((_, j) => j !== i))}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && busy && <ProgressBar value={progress} label="Uploading images" />}
      {error && <Alert>{error}</Alert>}
      <div className="post-composer__actions">
        <input
          ref={fileInput}
          id={inputId}
          className="pm-visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={busy}
          aria-label="Add images"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void take(files);
          }}
        />
        <Button type="button" variant="ghost" size="small" disabled={busy || images.length >= LIMITS.postImagesMax} onClick={() => fileInput.current?.click()}>
          <ImageIcon size={18} /> Images {images.length > 0 ? `(${images.length}/${LIMITS.postImagesMax})` : ''}
        </Button>
        <span className="post-composer__spacer" />
        {dirty && (
          <Button type="button" variant="secondary" size="small" disabled={busy} onClick={cancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="small" disabled={!canSend} loading={busy}>
          {replyTo ? 'Post reply' : 'Post'}
        </Button>
      </div>
    </form>
  );
}
