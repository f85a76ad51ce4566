import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { ErrorCode, MSG } from '@poolmates/schema';
import { useState } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router';
import type { RequestFieldsFragment } from '../../gql/graphql';
import { dropFromConnection } from '../../lib/apollo-client';
import { errorCode, errorMessage } from '../../lib/graphql-errors';
import { personName, profilePath } from '../../lib/person';
import { CancelRequestMutationDocument, ConfirmRequestMutationDocument, DeclineRequestMutationDocument } from '../../lib/requests.graphql';
import { useLoadMore } from '../../lib/use-load-more';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { FlashMessage } from '../../ui/flash-message';
import { UsersIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { RelativeTime } from '../../ui/relative-time';
import { StatePanel } from '../../ui/state-panel';
import { RequestsReceivedQueryDocument, RequestsSentQueryDocument } from './requests.graphql';
import './requests.css';
import { ListSkeleton } from '../../ui/list-skeleton';
import { paths } from '../../lib/paths';

const PAGE = 5;
const detail = paths.poolDetails;
/** Answers after which the request is gone for good: it leaves the list with the message. */
const GONE: string[] = [ErrorCode.REQUEST_WITHDRAWN, ErrorCode.NOT_FOUND, ErrorCode.CONFLICT];

type Mode = 'received' | 'sent';

/** What an item says, from the viewer's side: `before` the person's name, `after` it, then the topic. */
function describe(r: RequestFieldsFragment, mode: Mode) {
  if (mode === 'received') {
    return r.kind === 'INVITE' ? { who: r.sender, before: '', after: 'invites you to join' } : { who: r.sender, before: '', after: 'asks to join' };
  }
  return r.kind === 'INVITE' ? { who: r.candidate, before: 'You invited', after: 'to join' } : { who: r.recipient, before: 'You asked', after: 'to let you join' };
}

function RequestItem({ request, mode, onDone, lastRef }: { request: RequestFieldsFragment; mode: Mode; onDone: (message: string) => void; lastRef?: (el: Element | null) => void }) {
  const [confirm, confirming] = useMutation(ConfirmRequestMutationDocument);
  const [decline, declining] = useMutation(DeclineRequestMutationDocument);
  const [cancel, cancelling] = useMutation(CancelRequestMutationDocument);
  const [error, setError] = useState<string | null>(null);
  const busy = confirming.loading || declining.loading || cancelling.loading;
  const { who, before, after } = describe(request, mode);
  const name = personName(who);

  async function run(action: () => Promise<string>) {
    setError(null);
    try {
      onDone(await action());
    } catch (e) {
      // Withdrawn or answered meanwhile: it leaves the list with the server's message; else it stays.
      if (GONE.includes(errorCode(e) ?? '')) onDone(errorMessage(e));
      else setError(errorMessage(e));
    }
  }

  return (
    <li ref={lastRef} className="request-item pm-card" aria-label={`${before ? `${before} ` : ''}${name} ${after} ${request.topic.topic}`}>
      <Avatar name={name} imageUrl={who.profileImageUrl} size={44} />
      <div className="request-item__body">
        <p className="request-item__text">
          {before && `${before} `}
          <strong>
            <Link to={profilePath(who.id, true)}>{name}</Link>
          </strong>{' '}
          {after} <Link to={detail(request.topic.id)}>{request.topic.topic}</Link>
        </p>
        <span className="request-item__time">
          <RelativeTime iso={request.createdAt} />
        </span>
        {error && <Alert>{error}</Alert>}
      </div>
      <div className="request-item__actions">
        {mode === 'received' ? (
          <>
            <Button size="small" loading={confirming.loading} disabled={busy} onClick={() => void run(async () => (await confirm({ variables: { requestId: request.id } })).data?.confirmRequest.message ?? MSG.requestConfirmed)}>
              Confirm
            </Button>
            <Button size="small" variant="secondary" loading={declining.loading} disabled={busy} onClick={() => void run(async () => (await decline({ variables: { requestId: request.id } })).data?.declineRequest.message ?? MSG.requestDeleted)}>
              Delete
            </Button>
          </>
        ) : (
          <Button size="small" variant="secondary" loading={cancelling.loading} disabled={busy} onClick={() => void run(async () => (await cancel({ variables: { requestId: request.id } }), MSG.requestCancelled))}>
            Cancel
          </Button>
        )}
      </div>
    </li>
  );
}

function RequestList({ mode }: { mode: Mode }) {
  const client = useApolloClient();
  const [flash, setFlash] = useState<string | null>(null);
  const field = mode === 'received' ? 'requestsReceived' : 'requestsSent';
  const query = useQuery(mode === 'received' ? RequestsReceivedQueryDocument : RequestsSentQueryDocument, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const data = query.data as Record<string, { edges: Array<{ node: RequestFieldsFragment }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } }> | undefined;
  const conn = data?.[field];
  const more = useLoadMore(conn?.pageInfo, query.fetchMore as never);

  if (!conn && query.loading) return <ListSkeleton label="Loading requests…" />;
  if (!conn) {
    return (
      <StatePanel icon={<UsersIcon size={26} />} title="Could not load the requests">
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </StatePanel>
    );
  }
  const items = conn.edges.map((e) => e.node).filter((r) => r.status === 'PENDING');
  const done = (id: string) => (message: string) => {
    dropFromConnection(client, field, 'TopicRequest', id);
    setFlash(message);
  };
  return (
    <>
      {flash && <FlashMessage onClose={() => setFlash(null)}>{flash}</FlashMessage>}
      {items.length === 0 ? (
        <StatePanel icon={<UsersIcon size={26} />} title={mode === 'received' ? 'No requests' : 'No requests sent'}>
          {mode === 'received' ? 'Requests to join your pools and invitations to others show here.' : 'Your requests to join and your invitations show here.'}
        </StatePanel>
      ) : (
        <ul className="request-list" aria-label={mode === 'received' ? 'Requests received' : 'Requests sent'}>
          {items.map((r, i) => (
            <RequestItem key={r.id} request={r} mode={mode} onDone={done(r.id)} lastRef={i === items.length - 1 ? more.lastRef : undefined} />
          ))}
        </ul>
      )}
      <ListFooter hasMore={more.hasMore} loadingMore={more.loadingMore} failed={more.failed} onMore={() => void more.loadMore()} what="requests" />
    </>
  );
}

/**
 * /homepage/request/* (pools-and-squads.md §2, §4): 'Request' (received) and 'Request Sent', 5 a
 * page with infinite scroll. Answered items leave the list with the spec's messages.
 */
export function RequestsPage() {
  return (
    <section className="requests" aria-labelledby="requests-title">
      <h1 id="requests-title" className="requests__title">
        Requests
      </h1>
      <nav className="requests__tabs" aria-label="Request lists">
        <NavLink to="/homepage/request" end className="requests__tab">
          Request
        </NavLink>
        <NavLink to="/homepage/request/sent" className="requests__tab">
          Request Sent
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<RequestList key="received" mode="received" />} />
        <Route path="sent" element={<RequestList key="sent" mode="sent" />} />
        <Route path="*" element={<RequestList key="received" mode="received" />} />
      </Routes>
    </section>
  );
}
