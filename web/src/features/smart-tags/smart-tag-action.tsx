import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS, MSG } from '@poolmates/schema';
import { useId, useState } from 'react';
import type { SmartTagFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ModalDialog } from '../../ui/modal-dialog';
import { TextField } from '../../ui/text-field';
import { MySmartTagOnPostQueryDocument, RemoveSmartTagMutationDocument, SetSmartTagMutationDocument } from './smart-tags.graphql';
import './smart-tags.css';

/** Writes the post's tag (or none) where this action and the SmartTag tab read it. */
function storeTag(cache: ApolloCache, postId: string, topicId: string, tag: SmartTagFieldsFragment | null) {
  const mySmartTag = tag && ({ __typename: 'SmartTag', id: tag.id, tagName: tag.tagName, postId: tag.postId, topicId: tag.topicId } as SmartTagFieldsFragment);
  cache.writeQuery({ query: MySmartTagOnPostQueryDocument, variables: { postId }, data: { mySmartTag } });
  // the SmartTag tab's list is read again from the server the next time it shows
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'mySmartTags', args: { topicId } });
}

/**
 * "Add Smart Tag" / "Remove Smart Tag" in a post's menu (active-topic.md §2, §4, §5): a menu item
 * (the post menu's own class, so it looks and closes like its other items) and the dialog it opens.
 * Add: one line, 1–250 characters, Enter submits. Remove: a confirmation. The tag is the viewer's
 * alone. Mounted when the menu first opens, so a feed page asks nothing until a menu is used.
 */
export function SmartTagAction({ postId, topicId }: { postId: string; topicId: string }) {
  const { data, loading } = useQuery(MySmartTagOnPostQueryDocument, { variables: { postId }, fetchPolicy: 'cache-first' });
  const [dialog, setDialog] = useState<'add' | 'remove' | null>(null);
  const tag = data?.mySmartTag ?? null;

  if (loading && !data) {
    return (
      <button type="button" className="post-menu__item action-menu__item" disabled>
        Smart Tag…
      </button>
    );
  }
  return (
    <>
      <button type="button" className="post-menu__item action-menu__item" onClick={() => setDialog(tag ? 'remove' : 'add')}>
        {tag ? 'Remove Smart Tag' : 'Add Smart Tag'}
      </button>
      {dialog === 'add' && <AddSmartTagDialog postId={postId} topicId={topicId} onClose={() => setDialog(null)} />}
      {dialog === 'remove' && tag && <RemoveSmartTagDialog postId={postId} topicId={topicId} tagName={tag.tagName} onClose={() => setDialog(null)} />}
    </>
  );
}

function AddSmartTagDialog({ postId, topicId, onClose }: { postId: string; topicId: string; onClose: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetSmartTagMutationDocument);
  const inputId = useId();
  const trimmed = name.trim();
  const tooLong = [...trimmed].length > LIMITS.smartTagMax;

  async function submit() {
    if (!trimmed || tooLong || loading) return;
    setError(null);
    try {
      await save({
        variables: { postId, tagName: trimmed },
        update: (cache, { data }) => {
          if (data) storeTag(cache, postId, topicId, data.setSmartTag);
        },
      });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <ModalDialog title="Add Smart Tag" onClose={onClose} onEscape={onClose} onOutsideClick={onClose} size="small">
      <form
        className="smart-tag-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          id={inputId}
          label="Tag name"
          data-autofocus
          value={name}
          maxLength={LIMITS.smartTagMax * 2}
          autoComplete="off"
          placeholder="e.g. revise before the quiz"
          error={tooLong ? MSG.smartTagTooLong : null}
          hint="Only you see it. Enter adds it."
          meta={`${[...trimmed].length}/${LIMITS.smartTagMax}`}
          onChange={(e) => setName(e.target.value)}
        />
        {error && <Alert>{error}</Alert>}
        <div className="pm-modal__actions">
          <Button type="submit" loading={loading} disabled={!trimmed || tooLong}>
            Add
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

function RemoveSmartTagDialog({ postId, topicId, tagName, onClose }: { postId: string; topicId: string; tagName: string; onClose: () => void }) {
  const [remove, { loading }] = useMutation(RemoveSmartTagMutationDocument);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title="Remove Smart Tag"
      confirmLabel="Remove"
      busy={loading}
      error={error}
      onClose={onClose}
      onConfirm={() => {
        setError(null);
        remove({ variables: { postId }, update: (cache) => storeTag(cache, postId, topicId, null) })
          .then(onClose)
          .catch((err: unknown) => setError(errorMessage(err)));
      }}
    >
      Remove your tag “{tagName}” from this post?
    </ConfirmDialog>
  );
}
