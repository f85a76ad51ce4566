import type { Modifier, Reference } from '@apollo/client/cache';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useState } from 'react';
import type { MyTopicsQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { FlashMessage } from '../../ui/flash-message';
import { PoolIcon, TrashIcon } from '../../ui/icons';
import { ModalDialog } from '../../ui/modal-dialog';
import { Pill } from '../../ui/pill';
import { StatePanel } from '../../ui/state-panel';
import { ListFooter } from '../../ui/list-footer';
import { detailPath, MEMBER_AREA } from './topic-area';
import { TopicCard } from './topic-card';
import { DeleteTopicMutationDocument, MyTopicsQueryDocument } from './topic.graphql';
import { useLoadMore } from '../../lib/use-load-more';
import './topics.css';
import { ListSkeleton } from '../../ui/list-skeleton';

type MyTopic = MyTopicsQuery['myTopics']['edges'][number]['node'];

/**
 * Profile → Your pools (pools-and-squads.md §4): the viewer's topics and the squads they joined
 * (marked 'joined'), 5 a page with infinite scroll; an own topic shows 'active' when running or
 * others joined, else a delete icon that asks 'Delete Topic ?' and removes it with a flash message.
 */
export function YourTopicsTab() {
  const { data, loading, fetchMore, refetch } = useQuery(MyTopicsQueryDocument, {
    variables: { first: LIMITS.topicsPageSize },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myTopics;
  const more = useLoadMore(connection?.pageInfo, fetchMore);
  const [deleting, setDeleting] = useState<MyTopic | null>(null);
  const [flash, setFlash] = useState<string | null>(null);

  if (!connection) {
    if (loading) return <ListSkeleton variant="cards" label="Loading your pools…" />;
    return (
      <StatePanel title="Could not load your pools" actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
        Check your connection and try again.
      </StatePanel>
    );
  }
  const edges = connection.edges;
  return (
    <section className="your-pools" aria-label="Your pools">
      {flash && <FlashMessage onClose={() => setFlash(null)}>{flash}</FlashMessage>}
      {edges.length === 0 ? (
        <StatePanel
          icon={<PoolIcon size={26} />}
          title="No pools yet"
          actions={
            <ButtonLink to="/homepage/publish">
              Publish in Pool
            </ButtonLink>
          }
        >
          The topics you publish and the squads you join are listed here, each linking to its details.
        </StatePanel>
      ) : (
        <>
          <ul className="pool-list pool-list--single" aria-label="Your topics">
            {edges.map(({ node }, i) => (
              <TopicCard
                key={node.id}
                topic={node}
                to={detailPath(MEMBER_AREA, node.id)}
                ref={i === edges.length - 1 ? more.lastRef : undefined}
                aside={
                  node.viewerStatus !== 'OWNER' ? (
                    <Pill tone="neutral" className="topic-state">
                      joined
                    </Pill>
                  ) : node.active ? (
                    <Pill tone="success" className="topic-state">
                      active
                    </Pill>
                  ) : (
                    <button
                      type="button"
                      className="pm-icon-button topic-card__delete"
                      aria-label={`Delete ${node.topic}`}
                      onClick={() => {
                        setFlash(null);
                        setDeleting(node);
                      }}
                    >
                      <TrashIcon size={18} />
                    </button>
                  )
                }
              />
            ))}
          </ul>
          <ListFooter {...more} onMore={() => void more.loadMore()} what="pools" />
        </>
      )}
      {deleting && (
        <DeleteTopicDialog
          topic={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setFlash(`"${deleting.topic}" is deleted.`);
          }}
        />
      )}
    </section>
  );
}

function DeleteTopicDialog({ topic, onClose, onDeleted }: { topic: MyTopic; onClose: () => void; onDeleted: () => void }) {
  const client = useApolloClient();
  const [remove, { loading }] = useMutation(DeleteTopicMutationDocument);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await remove({ variables: { id: topic.id } });
      // Out of every list it was in, then out of the cache.
      const id = client.cache.identify({ __typename: 'Topic', id: topic.id });
      client.cache.modify({
        fields: {
          myTopics: dropEdge(topic.id),
          topics: dropEdge(topic.id),
        },
      });
      if (id) client.cache.evict({ id });
      client.cache.gc();
      onDeleted();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <ModalDialog title="Delete Topic ?" onClose={loading ? undefined : onClose} onEscape={loading ? undefined : onClose} onOutsideClick={loading ? undefined : onClose} size="small">
      <p className="pm-modal__lead">
        Are you sure you want to delete <strong>{topic.topic}</strong> ? Its timeline goes with it.
      </p>
      {error && <Alert>{error}</Alert>}
      <div className="pm-modal__actions">
        <Button variant="secondary" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} loading={loading} className="pm-button--danger">
          Delete
        </Button>
      </div>
    </ModalDialog>
  );
}

/** A cache modifier that drops one topic's edge from a connection. */
function dropEdge(topicId: string): Modifier<unknown> {
  return (existing, { readField }) => {
    const conn = existing as { edges?: Array<{ node: Reference }> } | undefined;
    if (!conn?.edges) return existing;
    return { ...conn, edges: conn.edges.filter((e) => readField('id', e.node) !== topicId) };
  };
}
