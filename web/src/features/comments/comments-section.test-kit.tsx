import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { createApolloClient } from '../../lib/apollo-client';
import { AUTHOR_CAN, alan, comment, commentsOf } from '../../test/comment-responses';
import { fakeSubscriptions } from '../../test/fake-subscriptions';
import { api } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { CommentsSection } from './comments-section';

/** What the comments section's tests share (comments-section.test.tsx, comments-section.live.test.tsx). */
function SignInProbe() {
  const { state } = useLocation();
  return <h1>Sign in, then {(state as { from?: string } | null)?.from}</h1>;
}

export function renderComments(path = '/homepage/pool/pooldetails/5', notified: { commentId?: string; replyId?: string } = {}) {
  const user = userEvent.setup();
  // live comments (`commentEvents`) come through a link the test drives
  const subs = fakeSubscriptions();
  return {
    user,
    subs,
    ...renderWithProviders(
      <Routes>
        <Route path="/homepage/pool/pooldetails/:id" element={<CommentsSection topicId="5" signedIn />} />
        <Route path="/homepage/pool/notifydetails/:id" element={<CommentsSection topicId="5" signedIn notifiedCommentId={notified.commentId} notifiedReplyId={notified.replyId} />} />
        <Route path="/pool/pooldetails/:id" element={<CommentsSection topicId="5" signedIn={false} />} />
        <Route path="/signin" element={<SignInProbe />} />
      </Routes>,
      { path, client: createApolloClient({ wsUrl: null, subscriptionLink: subs.link }) },
    ),
  };
}

export const listed = (items: ReturnType<typeof comment>[], hasNextPage = false) => api.query('TopicComments', () => HttpResponse.json({ data: commentsOf('5', items, hasNextPage) }));
/** The comment or reply whose text is `text`. */
export const item = (text: string) => screen.getByText(text).closest('article') as HTMLElement;
export const box = () => screen.getByRole('textbox', { name: 'Write a comment' });
/** The listed comments' ids, top first. */
export const listedIds = () => within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('article').map((a) => a.getAttribute('id'));
/** The signed-in viewer (Ada) and a comment of hers as the server answers it to her. */
export const ada = { ...alan, id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace' };
export const mine = (id: string, html: string) => comment(id, { html, author: ada, viewerCan: AUTHOR_CAN });

/** Types into the contenteditable box (jsdom: set the DOM, then the input event the browser sends). */
export function typeInto(el: HTMLElement, html: string) {
  el.innerHTML = html;
  fireEvent.input(el);
}
