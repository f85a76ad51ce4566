import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSquadEvents } from '../../lib/squad-events';
import { LIMITS } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import type { ResourceFieldsFragment } from '../../gql/graphql';
import { dropFromConnection } from '../../lib/apollo-client';
import { errorMessage, toFormErrors, withoutKey } from '../../lib/graphql-errors';
import { useLoadMore } from '../../lib/use-load-more';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FlashMessage } from '../../ui/flash-message';
import { EditIcon, GlobeIcon, TrashIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { ModalDialog } from '../../ui/modal-dialog';
import { StatePanel } from '../../ui/state-panel';
import { TextField } from '../../ui/text-field';
import { AddResourceMutationDocument, DeleteResourceMutationDocument, TopicResourcesQueryDocument, UpdateResourceMutationDocument } from './resources.graphql';
import './resources.css';
import { ListSkeleton } from '../../ui/list-skeleton';

type Resource = ResourceFieldsFragment;

export interface ResourcesTabProps {
  topicId: string;
  /** The owner may edit and delete every resource; the server says so per item (`viewerCanEdit`), which is what the list shows. */
  viewerIsOwner: boolean;
}

/** "example.com/guide" for a link shown under its name (the scheme says little to a reader). */
const shownUrl = (url: string) => url.replace(/^https?:\/\//i, '');

/**
 * The Assets tab (active-topic.md §2, §4, §5): 'Add resources' and the squad's links, 5 a page with
 * more on the last-item trigger, an empty state, Add / Update dialogs whose Confirm needs a link and a
 * name, and 'Delete resources' that asks first. Links open in a new tab (rel=noopener).
 */
export function ResourcesTab({ topicId }: ResourcesTabProps) {
  const { data, loading, error, fetchMore, refetch } = useQuery(TopicResourcesQueryDocument, {
    variables: { topicId, first: LIMITS.resourcesPageSize },
    fetchPolicy: 'cache-and-network',
  });
  // another member's change reaches this tab live (the squad stream, decision 051)
  useSquadEvents(['resource.'], () => void refetch().catch(() => undefined));
  const connection = data?.topicResources;
  const more = useLoadMore(connection?.pageInfo, fetchMore);
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'edit'; resource: Resource } | { kind: 'delete'; resource: Resource } | null>(null);
  const [flash, setFlash] = useState<string | null>(null);

  const header = (
    <div className="resources__head">
      <h2 className="resources__title">Assets</h2>
      <Button
        size="small"
        onClick={() => {
          setFlash(null);
          setDialog({ kind: 'add' });
        }}
      >
        Add resources
      </Button>
    </div>
  );

  let body;
  if (!connection) {
    body = loading ? (
      <ListSkeleton label="Loading resources…" />
    ) : (
      <StatePanel title="Could not load the resources" actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
        {error ? errorMessage(error) : 'Check your connection and try again.'}
      </StatePanel>
    );
  } else if (connection.edges.length === 0) {
    body = (
      <StatePanel icon={<GlobeIcon size={26} />} title="No resources yet" headingLevel={3}>
        Keep the squad&apos;s useful links here: docs, videos, exercises. Use &lsquo;Add resources&rsquo; to add the first one.
      </StatePanel>
    );
  } else {
    const edges = connection.edges;
    body = (
      <>
        <ul className="resources__list" aria-label="Resources">
          {edges.map(({ node }, i) => (
            <li key={node.id} className="resources__item pm-card" ref={i === edges.length - 1 ? more.lastRef : undefined}>
              <span className="resources__icon" aria-hidden="true">
                <GlobeIcon size={18} />
              </span>
              <div className="resources__text">
                <a className="resources__link" href={node.url} target="_blank" rel="noopener noreferrer">
                  {node.name}
                  <span className="pm-visually-hidden"> (opens in a new tab)</span>
                </a>
                <span className="resources__url">{shownUrl(node.url)}</span>
                <span className="resources__by">Added by {node.addedBy.username}</span>
              </div>
              <div className="resources__actions">
                {node.viewerCanEdit && (
                  <button type="button" className="pm-icon-button" aria-label={`Update ${node.name}`} onClick={() => setDialog({ kind: 'edit', resource: node })}>
                    <EditIcon size={18} />
                  </button>
                )}
                {node.viewerCanDelete && (
                  <button type="button" className="pm-icon-button" aria-label={`Delete ${node.name}`} onClick={() => setDialog({ kind: 'delete', resource: node })}>
                    <TrashIcon size={18} />
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        <ListFooter {...more} onMore={() => void more.loadMore()} what="resources" />
      </>
    );
  }

  return (
    <section className="resources" aria-label="Assets">
      {header}
      {flash && <FlashMessage onClose={() => setFlash(null)}>{flash}</FlashMessage>}
      {body}
      {dialog?.kind === 'add' && (
        <ResourceDialog
          topicId={topicId}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setFlash('Resource added.');
            void refetch().catch(() => undefined);
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <ResourceDialog
          topicId={topicId}
          resource={dialog.resource}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setFlash('Resource updated.');
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteResourceDialog
          resource={dialog.resource}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            setFlash('Resource deleted.');
          }}
        />
      )}
    </section>
  );
}

/** 'Add Resources' / 'Update Resources': a link and a name, both needed to enable Confirm; the server's message shows under the field it is about. */
function ResourceDialog({ topicId, resource, onClose, onSaved }: { topicId: string; resource?: Resource; onClose: () => void; onSaved: () => void }) {
  const [url, setUrl] = useState(resource?.url ?? '');
  const [name, setName] = useState(resource?.name ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // one id per dialog: a Confirm retried after a lost answer is stored once
  const [clientId] = useState(() => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`));
  const [add, adding] = useMutation(AddResourceMutationDocument);
  const [update, updating] = useMutation(UpdateResourceMutationDocument);
  const busy = adding.loading || updating.loading;
  const ready = url.trim() !== '' && name.trim() !== '';
  const title = resource ? 'Update Resources' : 'Add Resources';

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!ready || busy) return;
    setFormError(null);
    try {
      if (resource) await update({ variables: { id: resource.id, url: url.trim(), name: name.trim() } });
      else await add({ variables: { topicId, url: url.trim(), name: name.trim(), clientId } });
      onSaved();
    } catch (err) {
      const fe = toFormErrors(err, ['url', 'name']);
      setErrors(fe.fields);
      setFormError(fe.form);
    }
  }

  return (
    <ModalDialog title={title} onClose={onClose} onEscape={onClose} onOutsideClick={onClose} size="small">
      <form noValidate onSubmit={onSubmit} aria-label={title} className="resources__form">
        {formError && <Alert>{formError}</Alert>}
        <TextField
          id="resource-url"
          label="Link"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com/page"
          value={url}
          maxLength={LIMITS.resourceUrlMax}
          error={errors.url}
          hint="http or https; https:// is added when you leave it out."
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors((m) => withoutKey(m, 'url'));
          }}
        />
        <TextField
          id="resource-name"
          label="Name"
          value={name}
          maxLength={LIMITS.resourceNameMax}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((m) => withoutKey(m, 'name'));
          }}
        />
        <div className="pm-modal__actions">
          <Button type="submit" loading={busy} disabled={!ready}>
            Confirm
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** 'Delete resources': asks first; closes on Escape or a click outside. */
function DeleteResourceDialog({ resource, onClose, onDeleted }: { resource: Resource; onClose: () => void; onDeleted: () => void }) {
  const client = useApolloClient();
  const [remove, { loading }] = useMutation(DeleteResourceMutationDocument);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await remove({ variables: { id: resource.id } });
      dropFromConnection(client, 'topicResources', 'Resource', resource.id);
      onDeleted();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <ConfirmDialog title="Delete resources" confirmLabel="Delete" busy={loading} error={error} onConfirm={() => void confirm()} onClose={onClose}>
      Delete &lsquo;{resource.name}&rsquo; for the whole squad?
    </ConfirmDialog>
  );
}
