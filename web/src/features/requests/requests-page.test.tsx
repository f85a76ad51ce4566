import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, MSG } from '@poolmates/schema';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { person } from '../../test/topic-responses';
import { RequestsPage } from './requests-page';

const ada = person('u1', 'ada', { firstName: 'Ada', lastName: 'Lovelace' });
const grace = person('u2', 'grace', { firstName: 'Grace', lastName: 'Hopper' });
const alan = person('u3', 'alan', { firstName: 'Alan', lastName: 'Turing' });

function req(id: string, sender: typeof ada, kind: 'JOIN' | 'INVITE' = 'JOIN') {
  return {
    __typename: 'TopicRequest',
    id,
    kind,
    status: 'PENDING',
    createdAt: '2026-11-20T10:00:00.000Z',
    topic: { __typename: 'Topic', id: '5', topic: 'Rust in 30 days' },
    sender,
    recipient: ada,
    candidate: sender,
  };
}

const page = (items: ReturnType<typeof req>[], hasNextPage = false) => ({
  __typename: 'TopicRequestConnection',
  edges: items.map((node) => ({ __typename: 'TopicRequestEdge', cursor: `c${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: items.length ? `c${items[items.length - 1].id}` : null },
});

function renderRequests(path = '/homepage/request') {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/homepage/request/*" element={<RequestsPage />} />
    </Routes>,
    { path },
  );
  return user;
}

describe('Request area', () => {
  it("confirming a received request removes it with 'User request is confirmed'", async () => {
    let confirmed: unknown = null;
    server.use(
      api.query('RequestsReceived', () => HttpResponse.json({ data: { requestsReceived: page([req('r1', grace), req('r2', alan)]) } })),
      api.mutation('ConfirmRequest', ({ variables }) => {
        confirmed = variables.requestId;
        return HttpResponse.json({ data: { confirmRequest: { message: MSG.requestConfirmed, request: { __typename: 'TopicRequest', id: 'r1', status: 'ACCEPTED' } } } });
      }),
    );
    const user = renderRequests();
    const list = await screen.findByRole('list', { name: 'Requests received' });
    const item = within(list).getByRole('listitem', { name: /Grace Hopper asks to join Rust in 30 days/ });
    await user.click(within(item).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.requestConfirmed);
    expect(confirmed).toBe('r1');
    expect(within(list).queryByRole('listitem', { name: /Grace Hopper/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: /Alan Turing/ })).toBeInTheDocument();
  });

  it("a request withdrawn meanwhile leaves the list with 'User has Canceled Request !!'", async () => {
    server.use(
      api.query('RequestsReceived', () => HttpResponse.json({ data: { requestsReceived: page([req('r1', grace)]) } })),
      api.mutation('DeclineRequest', () => gqlError(MSG.requestWithdrawn, ErrorCode.REQUEST_WITHDRAWN)),
    );
    const user = renderRequests();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.requestWithdrawn);
    expect(screen.getByRole('heading', { name: 'No requests' })).toBeInTheDocument();
  });

  it("keeps the item when the squad is full ('Member is Full')", async () => {
    server.use(
      api.query('RequestsReceived', () => HttpResponse.json({ data: { requestsReceived: page([req('r1', grace)]) } })),
      api.mutation('ConfirmRequest', () => gqlError(MSG.squadFull, ErrorCode.SQUAD_FULL)),
    );
    const user = renderRequests();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.squadFull);
    expect(screen.getByRole('listitem', { name: /Grace Hopper/ })).toBeInTheDocument();
  });

  it("'Request Sent' lists what the viewer sent, with Cancel", async () => {
    server.use(
      api.query('RequestsSent', () => HttpResponse.json({ data: { requestsSent: page([{ ...req('r9', ada, 'INVITE'), candidate: alan, recipient: alan }]) } })),
      api.mutation('CancelRequest', () => HttpResponse.json({ data: { cancelRequest: { __typename: 'TopicRequest', id: 'r9', status: 'CANCELLED' } } })),
    );
    const user = renderRequests('/homepage/request/sent');
    expect(screen.getByRole('link', { name: 'Request Sent' })).toHaveAttribute('aria-current', 'page');
    const item = await screen.findByRole('listitem', { name: /You invited Alan Turing to join Rust in 30 days/ });
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.requestCancelled);
    expect(screen.getByRole('heading', { name: 'No requests sent' })).toBeInTheDocument();
  });
});
