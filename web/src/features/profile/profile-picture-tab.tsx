import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../lib/graphql-errors';
import { ACCEPT, checkImageFile, formatBytes, previewUrl } from '../../lib/image-file';
import { MeQueryDocument } from '../../lib/session.graphql';
import type { UploadProgressInit } from '../../lib/upload-fetch';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ImageIcon } from '../../ui/icons';
import { ProgressBar } from '../../ui/progress-bar';
import { LoadingScreen } from '../../ui/spinner';
import { UploadProfilePictureMutationDocument } from './upload-profile-picture.graphql';

/**
 * Profile picture: pick a file → checked here → preview → Save uploads it with a progress bar; the
 * server crops it to 280×280 and the header avatar follows from the returned user.
 */
export function ProfilePictureTab() {
  const { data, loading: loadingMe } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const me = data?.me;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [upload] = useMutation(UploadProfilePictureMutationDocument);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files?.[0] ?? null;
    e.target.value = ''; // picking the same file again still fires a change
    if (!picked) return;
    setSaved(false);
    const problem = await checkImageFile(picked);
    setError(problem);
    setFile(problem ? null : picked);
    setPreview(problem ? null : await previewUrl(picked).catch(() => null));
  }

  function clear() {
    setFile(null);
    setPreview(null);
  }

  async function onSave() {
    if (!file) return;
    setError(null);
    setProgress(0);
    const fetchOptions: UploadProgressInit = { onUploadProgress: setProgress };
    try {
      await upload({ variables: { file }, context: { fetchOptions } });
      clear();
      setSaved(true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setProgress(null);
    }
  }

  if (!me) return loadingMe ? <LoadingScreen /> : null;
  const uploading = progress !== null;
  const shown = preview ?? me.profileImageUrl;
  return (
    <section className="pm-card profile__card" aria-label="Profile picture">
      <div className="profile__card-head">
        <h2>Profile picture</h2>
      </div>
      {saved && <Alert tone="success">Your profile picture is saved.</Alert>}
      <div className="picture">
        <div className="picture__frame">
          {shown ? (
            <img src={shown} alt={preview ? 'Preview of the new picture' : 'Your profile picture'} />
          ) : (
            <ImageIcon size={40} />
          )}
        </div>
        <div className="picture__controls">
          <p className="picture__hint">JPG, PNG or BMP, up to 4 MB. It is cropped to a square.</p>
          <input id="picture-file" className="pm-visually-hidden picture__input" type="file" accept={ACCEPT} onChange={(e) => void onPick(e)} disabled={uploading} />
          <label htmlFor="picture-file" className="pm-button pm-button--secondary picture__pick">
            Choose a picture
          </label>
          {file && (
            <p className="picture__file">
              {file.name} · {formatBytes(file.size)}
            </p>
          )}
          {error && (
            <p className="pm-field__error picture__error" role="alert">
              {error}
            </p>
          )}
          {uploading && <ProgressBar value={progress} label="Uploading picture" />}
        </div>
      </div>
      <div className="profile__actions">
        <Button variant="secondary" disabled={!file || uploading} onClick={clear}>
          Cancel
        </Button>
        <Button disabled={!file} loading={uploading} onClick={() => void onSave()}>
          Save
        </Button>
      </div>
    </section>
  );
}
