import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, MSG } from '@poolmates/schema';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gqlError, viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { person, topic } from '../../test/topic-responses';
import { MemberTopicRoutes, VisitorTopicRoutes } from './topic-routes';

const owner = topic('x').owner;
const grace = person('u2', 'grace', { firstName: 'Grace', lastName: 'Hopper' });
const alan = person('u3', 'alan', { firstName: 'Alan', lastName: 'Turing' });

/** Serves TopicDetail from a mutable state, so a reload after an action shows the new status. */
function detailFrom(state: { value: Record<string, unknown> }) {
  return api.query('TopicDetail', ({ variables }) => HttpResponse.json({ data: { topic: topic(variables.id as string, { topic: 'Rust in 30 days', ...state.value }) } }));
}

function renderDetail(path = '/homepage/pool/pooldetails/5') {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/homepage/pool/*" element={<MemberTopicRoutes />} />
      <Route path="/pool/*" element={<VisitorTopicRoutes />} />
      <Route path="/signin" element={<h1>Sign in</h1>} />
    </Routes>,
    { path },
  );
  return user;
}

const request = (id: string, kind: 'JOIN' | 'INVITE') => ({ __typename: 'TopicRequest', id, kind });

describe('topic detail: the viewer’s squad action', () => {
  it("'Start now' sends a join request, says so ('Request sent — <owner> decides'), then offers 'Cancel'", async () => {
    const state = { value: { viewerStatus: 'NONE' } as Record<string, unknown> };
    let asked: unknown = null;
    server.use(
      detailFrom(state),
      api.mutation('RequestToJoin', ({ variables }) => {
        asked = variables.topicId;
        state.value = { viewerStatus: 'REQUESTED', viewerRequest: request('r1', 'JOIN') };
        return HttpResponse.json({ data: { requestToJoin: { __typename: 'TopicRequest', id: 'r1', kind: 'JOIN', status: 'PENDING' } } });
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Request sent — Ada decides');
    expect(asked).toBe('5');
    expect(screen.queryByRole('button', { name: 'Start now' })).not.toBeInTheDocument();
  });

  it('sends a visitor to /signin from Start now', async () => {
    server.use(detailFrom({ value: { viewerStatus: 'VISITOR' } }));
    const user = renderDetail('/pool/pooldetails/5');
    await user.click(await screen.findByRole('link', { name: 'Start now' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the message when the request was already withdrawn, then reloads the status', async () => {
    const state = { value: { viewerStatus: 'REQUESTED', viewerRequest: request('r1', 'JOIN') } as Record<string, unknown> };
    server.use(
      detailFrom(state),
      api.mutation('CancelRequest', () => {
        state.value = { viewerStatus: 'NONE' };
        return gqlError(MSG.requestAlreadyCancelled, ErrorCode.REQUEST_WITHDRAWN);
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.requestAlreadyCancelled);
    expect(await screen.findByRole('button', { name: 'Start now' })).toBeInTheDocument();
  });

  it("confirms an invitation: 'User request is confirmed', 'Approved' and 'Open workspace'", async () => {
    const state = { value: { viewerStatus: 'INVITED', viewerRequest: request('r2', 'INVITE') } as Record<string, unknown> };
    server.use(
      detailFrom(state),
      api.query('Me', () => HttpResponse.json({ data: { me: viewer({ id: 'u2', username: 'grace', firstName: 'Grace', lastName: 'Hopper' }) } })),
      api.mutation('ConfirmRequest', () => {
        state.value = { viewerStatus: 'MEMBER', memberCount: 2, members: [owner, grace] };
        return HttpResponse.json({ data: { confirmRequest: { message: MSG.requestConfirmed, request: { __typename: 'TopicRequest', id: 'r2', status: 'ACCEPTED' } } } });
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MSG.requestConfirmed);
    // approved: the way into the squad's workspace from the pool page (issue 28)
    expect(screen.getByRole('link', { name: 'Open workspace' })).toHaveAttribute('href', '/homepage/active/5');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("shows 'Member is Full' when the squad filled up meanwhile (SQUAD_FULL)", async () => {
    const state = { value: { viewerStatus: 'INVITED', viewerRequest: request('r2', 'INVITE') } as Record<string, unknown> };
    server.use(
      detailFrom(state),
      api.mutation('ConfirmRequest', () => {
        state.value = { viewerStatus: 'INVITED', viewerRequest: request('r2', 'INVITE'), isFull: true, memberCount: 3, members: [owner, alan, grace] };
        return gqlError(MSG.squadFull, ErrorCode.SQUAD_FULL);
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.squadFull);
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it("gives the owner 'Send Request' (the request page) and a member 'Approved' with 'Leave Squad' on their own card", async () => {
    server.use(detailFrom({ value: { viewerStatus: 'OWNER', memberCount: 2, members: [owner, grace] } }));
    const user = renderDetail();
    expect(await screen.findByRole('link', { name: 'Send Request' })).toHaveAttribute('href', '/homepage/pool/request/5');
    await user.click(screen.getByRole('button', { name: 'Squad menu for Grace Hopper' }));
    expect(screen.getByRole('button', { name: 'Remove User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Squad menu for Ada Lovelace' })).not.toBeInTheDocument();
  });

  it("lets the owner remove a member through 'Remove Squad ?'", async () => {
    const state = { value: { viewerStatus: 'OWNER', memberCount: 2, members: [owner, grace] } as Record<string, unknown> };
    server.use(
      detailFrom(state),
      api.mutation('RemoveSquadMember', ({ variables }) => {
        expect(variables).toEqual({ topicId: '5', userId: 'u2' });
        state.value = { viewerStatus: 'OWNER' };
        return HttpResponse.json({ data: { removeSquadMember: true } });
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Squad menu for Grace Hopper' }));
    await user.click(screen.getByRole('button', { name: 'Remove User' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Squad ?' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove user Grace Hopper ?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes 'Remove Squad ?' when the removal fails too, the error shown under the squad (spec; issue 28)", async () => {
    server.use(
      detailFrom({ value: { viewerStatus: 'OWNER', memberCount: 2, members: [owner, grace] } }),
      api.mutation('RemoveSquadMember', () => gqlError('Grace already left.', 'CONFLICT')),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Squad menu for Grace Hopper' }));
    await user.click(screen.getByRole('button', { name: 'Remove User' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove Squad ?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Grace already left.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a member sees Approved, Leave Squad on their own card and Report on others', async () => {
    server.use(
      detailFrom({ value: { viewerStatus: 'MEMBER', memberCount: 2, members: [owner, grace] } }),
      api.query('Me', () => HttpResponse.json({ data: { me: viewer({ id: 'u2', username: 'grace', firstName: 'Grace', lastName: 'Hopper' }) } })),
    );
    const user = renderDetail();
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Squad menu for Grace Hopper' }));
    expect(screen.getByRole('button', { name: 'Leave Squad' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Squad menu for Ada Lovelace' }));
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Squad' })).not.toBeInTheDocument();
  });
});
