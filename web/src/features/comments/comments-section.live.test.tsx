import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_CAN, alan, comment } from '../../test/comment-responses';
import { fakeSubscriptions } from '../../test/fake-subscriptions';
import { api, server } from '../../test/msw-server';
import { box, item, listed, listedIds, mine, renderComments, typeInto } from './comments-section.test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('live comments', () => {
  /** Delivers one `commentEvents` event (a new id unless given: the same id is a replay) and lets the list render what it did to the cache. */
  let seq = 0;
  const live = (subs: ReturnType<typeof fakeSubscriptions>, value: unknown, id = String(++seq)) =>
    act(async () => {
      subs.push('CommentEvents', 'commentEvents', { __typename: 'CommentEvent', id, kind: 'comment.added', comment: value });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it("shows someone else's new comment on top as it is posted, once, with its author, actions, likes and replies", async () => {
    server.use(listed([comment('2'), comment('1')]));
    const { subs } = renderComments();
    await screen.findByText('Comment 2');
    await waitFor(() => expect(subs.subscribed()).toEqual([{ operationName: 'CommentEvents', variables: { topicId: '5', after: '0' } }]));
    await live(subs, comment('3', { html: '<p>Just now</p>', author: alan, likeCount: 1, viewerHasLiked: true, replyCount: 1 }), '100');
    expect(await screen.findByText('Just now')).toBeInTheDocument();
    expect(listedIds()).toEqual(['comment-3', 'comment-2', 'comment-1']);
    const top = item('Just now');
    expect(top).toHaveAccessibleName('Comment by Alan Turing');
    expect(within(top).getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(top).getByRole('button', { name: 'Show reply' })).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Comment actions' })).toBeInTheDocument();
    // the same event again (a replay after a reconnect) lists nothing twice
    await live(subs, comment('3', { html: '<p>Just now</p>', author: alan, likeCount: 1, viewerHasLiked: true, replyCount: 1 }), '100');
    expect(screen.getAllByText('Just now')).toHaveLength(1);
    expect(listedIds()).toEqual(['comment-3', 'comment-2', 'comment-1']);
  });

  it("lists the viewer's own post once when the event comes after the mutation answer", async () => {
    server.use(listed([comment('1')]), api.mutation('AddComment', () => HttpResponse.json({ data: { addComment: mine('9', '<p>Mine</p>') } })));
    const { user, subs } = renderComments();
    await screen.findByText('Comment 1');
    typeInto(box(), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    // the answer is in: listed and the box cleared
    await waitFor(() => expect(listedIds()).toEqual(['comment-9', 'comment-1']));
    expect(box()).toBeEmptyDOMElement();
    await live(subs, mine('9', '<p>Mine</p>'));
    expect(screen.getAllByText('Mine')).toHaveLength(1);
    expect(listedIds()).toEqual(['comment-9', 'comment-1']);
    expect(within(item('Mine')).getByRole('button', { name: 'Comment actions' })).toBeInTheDocument();
  });

  it("lists the viewer's own post once when the event comes before the mutation answer", async () => {
    let answer: (() => void) | null = null;
    server.use(
      listed([comment('1')]),
      api.mutation('AddComment', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: { addComment: mine('9', '<p>Mine</p>') } });
      }),
    );
    const { user, subs } = renderComments();
    await screen.findByText('Comment 1');
    typeInto(box(), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(answer).not.toBeNull());
    await live(subs, mine('9', '<p>Mine</p>'));
    // listed from the event while the answer is still on its way (the box still holds the text)
    await waitFor(() => expect(listedIds()).toEqual(['comment-9', 'comment-1']));
    expect(box()).toHaveTextContent('Mine');
    act(() => answer?.());
    await waitFor(() => expect(box()).toBeEmptyDOMElement());
    expect(screen.getAllByText('Mine')).toHaveLength(1);
    expect(listedIds()).toEqual(['comment-9', 'comment-1']);
  });

  it('after a dropped socket asks again from the last id seen and lists what was missed, once (decision 068)', async () => {
    server.use(listed([comment('1')]));
    const { subs } = renderComments();
    await screen.findByText('Comment 1');
    await waitFor(() => expect(subs.subscribed()).toHaveLength(1));
    await live(subs, comment('2', { html: '<p>Before the drop</p>' }), '500');
    act(() => subs.drop('CommentEvents'));
    await waitFor(() => expect(subs.subscribed()).toEqual([{ operationName: 'CommentEvents', variables: { topicId: '5', after: '500' } }]), { timeout: 4000 });
    await live(subs, comment('2', { html: '<p>Before the drop</p>' }), '500'); // the catch-up's replay
    await live(subs, comment('3', { html: '<p>While it was down</p>' }), '501');
    expect(await screen.findByText('While it was down')).toBeInTheDocument();
    expect(listedIds()).toEqual(['comment-3', 'comment-2', 'comment-1']);
  });

  it('ignores a null event (a comment deleted at once) and keeps listening', async () => {
    server.use(listed([comment('1')]));
    const { subs } = renderComments();
    await screen.findByText('Comment 1');
    await waitFor(() => expect(subs.subscribed()).toHaveLength(1));
    await live(subs, null);
    expect(listedIds()).toEqual(['comment-1']);
    expect(screen.queryByText('Could not load the comments.')).not.toBeInTheDocument();
    await live(subs, comment('2', { html: '<p>After the null</p>' }));
    expect(await screen.findByText('After the null')).toBeInTheDocument();
    expect(listedIds()).toEqual(['comment-2', 'comment-1']);
  });

  it('starts the list with a live comment when there were none', async () => {
    server.use(listed([]));
    const { subs } = renderComments();
    await screen.findByText('No comments yet — start the discussion');
    await waitFor(() => expect(subs.subscribed()).toHaveLength(1));
    await live(subs, comment('1', { html: '<p>First!</p>' }));
    expect(await screen.findByText('First!')).toBeInTheDocument();
    expect(screen.queryByText('No comments yet — start the discussion')).not.toBeInTheDocument();
  });

  it('does not subscribe for a visitor', async () => {
    server.use(listed([comment('1', { viewerCan: VISITOR_CAN })]));
    const { subs } = renderComments('/pool/pooldetails/5');
    await screen.findByText('Comment 1');
    expect(subs.subscribed()).toEqual([]);
  });
});
