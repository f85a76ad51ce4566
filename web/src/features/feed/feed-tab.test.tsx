import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@poolmates/schema';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeSubscriptions } from '../../test/fake-subscriptions';
import { gqlError } from '../../test/graphql-responses';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { FeedTab } from './feed-tab';
import { PostCount } from './post-count';
import { PostPreviewPage } from './post-preview-page';

const ada = { __typename: 'User', id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null };
const alan = { __typename: 'User', id: 'u2', username: 'alan', firstName: 'Alan', lastName: 'Turing', profileImageUrl: null };
const CAN = { __typename: 'PostViewerCan', delete: true, reply: true };
const CANNOT = { __typename: 'PostViewerCan', delete: false, reply: true };

function post(id: string, o: Record<string, unknown> = {}) {
  return {
    __typename: 'Post',
    id,
    topicId: '5',
    html: `<p>Post ${id}</p>`,
    text: `Post ${id}`,
    createdAt: new Date().toISOString(),
    replyCount: 0,
    images: [],
    author: alan,
    replyTo: null,
    replies: [],
    viewerCan: CANNOT,
    ...o,
  };
}
type P = ReturnType<typeof post>;

const feedOf = (items: P[], hasNextPage = false, lastEventId: string | null = '10') => ({
  topicFeed: {
    __typename: 'PostConnection',
    lastEventId,
    edges: items.map((node) => ({ __typename: 'PostEdge', cursor: `c${node.id}`, node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: items.length ? `c${items[items.length - 1].id}` : null },
  },
});

const listed = (items: P[], hasNextPage = false) => api.query('TopicFeed', () => HttpResponse.json({ data: feedOf(items, hasNextPage) }));

function renderFeed(path = '/homepage/active/5') {
  const user = userEvent.setup();
  const subs = fakeSubscriptions();
  return {
    user,
    subs,
    ...renderWithProviders(
      <Routes>
        <Route
          path="/homepage/active/:topicId"
          element={
            <>
              <PostCount topicId="5" />
              <FeedTab topicId="5" viewerIsOwner={false} smartTagAction={({ id }) => <button type="button">Add Smart Tag {id}</button>} />
            </>
          }
        />
        <Route path="/homepage/active/:topicId/preview/:postId" element={<PostPreviewPage topicId="5" postId="7" viewerIsOwner={false} />} />
        <Route path="/homepage/account/:id" element={<h1>Profile page</h1>} />
      </Routes>,
      { path, client: createApolloClient({ wsUrl: null, subscriptionLink: subs.link }) },
    ),
  };
}

const box = () => screen.getByRole('textbox', { name: 'Write a post' });
function typeInto(el: HTMLElement, html: string) {
  el.innerHTML = html;
  fireEvent.input(el);
}
const listedTexts = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article').map((a) => a.querySelector('.post-html')?.textContent);
const count = (n: number) => api.query('TopicPostCount', () => HttpResponse.json({ data: { topicPostCount: n } }));
const pngFile = (name = 'a.png', size = 0) => {
  const bytes = new Uint8Array(Math.max(size, 16));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

afterEach(() => vi.unstubAllGlobals());

describe('the feed', () => {
  it('lists posts newest first with author links, time and the post count; empty says so', async () => {
    server.use(listed([post('2', { author: ada }), post('1')]), count(2));
    const { user } = renderFeed();
    expect(await screen.findByText('Post 2')).toBeInTheDocument();
    expect(listedTexts()).toEqual(['Post 2', 'Post 1']);
    expect(await screen.findByText('2 posts')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Post by ada' });
    expect(within(first).getByText('just now')).toBeInTheDocument();
    await user.click(within(first).getByRole('link', { name: 'Ada Lovelace' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/account/u1');
  });

  it('shows an empty state, and nothing for the count when it fails', async () => {
    server.use(listed([]), api.query('TopicPostCount', () => gqlError('no', 'FORBIDDEN')));
    renderFeed();
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
    expect(screen.queryByText(/posts$/)).not.toBeInTheDocument();
  });

  it('loads 12 more when the last post scrolls into view', async () => {
    const io = fakeIntersectionObserver();
    // the rest of the posts and the list's end mount after the first paint and an idle moment
    // (decision 088): here both come at once (a loaded test run could wait past any timeout)
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 0));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    const afters: unknown[] = [];
    server.use(
      count(14),
      api.query('TopicFeed', ({ variables }) => {
        afters.push(variables.after ?? null);
        if (variables.after) return HttpResponse.json({ data: feedOf([post('2'), post('1')], false, null) });
        return HttpResponse.json({ data: feedOf(Array.from({ length: 12 }, (_, i) => post(String(14 - i))), true) });
      }),
    );
    renderFeed();
    expect(await screen.findByText('Post 14')).toBeInTheDocument();
    // the list's end is watched once the rest of the posts mount: after the first paint and an idle moment (at most 1.5 s, decision 088)
    await waitFor(() => expect(io.observed().length).toBeGreaterThan(0), { timeout: 5000 });
    act(() => io.scrollToEnd());
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(listedTexts()).toHaveLength(14);
    expect(afters).toEqual([null, 'c3']);
  });

  it('posts text: Post disabled while empty, the post on top at once, the box cleared; a retry carries the same client id', async () => {
    const sent: Record<string, unknown>[] = [];
    let fail = true;
    server.use(
      listed([post('1')]),
      count(1),
      api.mutation('CreatePost', ({ variables }) => {
        sent.push(variables);
        if (fail) {
          fail = false;
          return gqlError(MSG.tooOften, 'RATE_LIMITED');
        }
        return HttpResponse.json({ data: { createPost: post('9', { html: '<p>Hello squad</p>', author: ada, viewerCan: CAN }) } });
      }),
    );
    const { user } = renderFeed();
    await screen.findByText('Post 1');
    const send = screen.getByRole('button', { name: 'Post' });
    expect(send).toBeDisabled();
    typeInto(box(), 'Hello squad');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText(MSG.tooOften)).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText('Hello squad')).toBeInTheDocument();
    expect(listedTexts()).toEqual(['Hello squad', 'Post 1']);
    expect(sent[0]).toMatchObject({ topicId: '5', html: '<p>Hello squad</p>', replyToId: null, images: null });
    expect(sent[1].clientId).toBe(sent[0].clientId);
    await waitFor(() => expect(box()).toHaveTextContent(''));
    expect(await screen.findByText('2 posts')).toBeInTheDocument();
  });

  it('images: previews, the spec alerts (in English), at most 8, removal; sent as uploads', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      listed([]),
      count(0),
      api.mutation('CreatePost', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { createPost: post('9', { html: '', images: [{ __typename: 'PostImage', url: '/uploads/posts/a.jpg', width: 900, height: 600 }], author: ada, viewerCan: CAN }) } });
      }),
    );
    const { user } = renderFeed();
    await screen.findByText(/No posts yet/);
    const input = screen.getByLabelText('Add images') as HTMLInputElement;
    await user.upload(input, [new File(['%PDF-1.4 nope'], 'x.png', { type: 'image/png' })]);
    expect(await screen.findByText(MSG.postImageInvalid)).toBeInTheDocument();
    await user.upload(input, [pngFile('big.png', 4 * 1024 * 1024)]);
    expect(await screen.findByText(MSG.postImageTooBig)).toBeInTheDocument();
    await user.upload(input, Array.from({ length: 9 }, (_, i) => pngFile(`${i}.png`)));
    expect(await screen.findByText(MSG.postTooManyImages)).toBeInTheDocument();
    await user.upload(input, [pngFile('one.png'), pngFile('two.png')]);
    const previews = await screen.findByRole('list', { name: 'Images to post' });
    expect(within(previews).getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(within(previews).getAllByRole('img')).toHaveLength(1);
    const send = screen.getByRole('button', { name: 'Post' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole('button', { name: 'Open image 1 of 1' })).toBeInTheDocument();
    expect((sent!.images as unknown[]).length).toBe(1);
  });

  it('pastes an image only when no text comes with it', async () => {
    server.use(listed([]), count(0));
    renderFeed();
    await screen.findByText(/No posts yet/);
    const withText = { getData: (t: string) => (t === 'text/plain' ? 'some text' : ''), files: [pngFile('p.png')] };
    fireEvent.paste(box(), { clipboardData: withText });
    expect(screen.queryByRole('list', { name: 'Images to post' })).not.toBeInTheDocument();
    fireEvent.paste(box(), { clipboardData: { getData: () => '', files: [pngFile('p.png')] } });
    expect(await screen.findByRole('list', { name: 'Images to post' })).toBeInTheDocument();
  });

  it('replies: the quoted post shows in the composer; cancel resets everything; the reply is sent with replyToId', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      listed([post('1', { html: '<p>Question?</p>' })]),
      count(1),
      api.mutation('CreatePost', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { createPost: post('9', { html: '<p>Answer</p>', author: ada, viewerCan: CAN, replyTo: { __typename: 'PostQuote', id: '1', html: '<p>Question?</p>', deleted: false, images: [], replyCount: 1, author: alan } }) } });
      }),
    );
    const { user } = renderFeed();
    const question = await screen.findByRole('article', { name: 'Post by alan' });
    await user.click(within(question).getByRole('button', { name: 'Reply' }));
    const quote = screen.getByLabelText('Replying to');
    expect(within(quote).getByText('Question?')).toBeInTheDocument();
    typeInto(box(), 'draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Replying to')).not.toBeInTheDocument();
    expect(box()).toHaveTextContent('');
    await user.click(within(question).getByRole('button', { name: 'Reply' }));
    typeInto(box(), 'Answer');
    const send = screen.getByRole('button', { name: 'Post reply' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole('blockquote', { name: 'Replying to alan' })).toBeInTheDocument();
    expect(sent).toMatchObject({ replyToId: '1', html: '<p>Answer</p>' });
    expect(screen.queryByLabelText('Replying to')).not.toBeInTheDocument();
    // the question now counts its reply and lists it
    await user.click(within(screen.getByRole('article', { name: 'Post by alan' })).getByRole('button', { name: '1 reply' }));
    expect(within(screen.getByRole('list', { name: 'Replies' })).getByText('Answer')).toBeInTheDocument();
  });

  it('the menu: Delete Post for the author, confirmed in a dialog that closes on an outside click; the smart-tag slot; closes on scroll', async () => {
    let deleted: unknown = null;
    server.use(
      listed([post('2', { author: ada, viewerCan: CAN }), post('1')]),
      count(2),
      api.mutation('DeletePost', ({ variables }) => {
        deleted = variables.id;
        return HttpResponse.json({ data: { deletePost: true } });
      }),
    );
    const { user } = renderFeed();
    const mine = await screen.findByRole('article', { name: 'Post by ada' });
    const toggle = within(mine).getByRole('button', { name: 'Actions for the post by ada' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(mine).getByRole('button', { name: 'Add Smart Tag 2' })).toBeInTheDocument();
    fireEvent.wheel(window);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    // someone else's post: only the smart-tag action
    const theirs = screen.getByRole('article', { name: 'Post by alan' });
    await user.click(within(theirs).getByRole('button', { name: 'Actions for the post by alan' }));
    expect(within(theirs).queryByRole('button', { name: 'Delete Post' })).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(within(mine).getByRole('button', { name: 'Delete Post' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Post' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Post' })).not.toBeInTheDocument());
    expect(deleted).toBeNull();
    await user.click(toggle);
    await user.click(within(mine).getByRole('button', { name: 'Delete Post' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listedTexts()).toEqual(['Post 1']));
    expect(deleted).toBe('2');
    expect(await screen.findByText('1 post')).toBeInTheDocument();
  });

  it('images open full screen with a back button', async () => {
    const img = (n: number) => ({ __typename: 'PostImage', url: `/uploads/posts/${n}.jpg`, width: 900, height: 600 });
    server.use(listed([post('1', { images: [img(1), img(2)] })]), count(1));
    const { user } = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Open image 2 of 2' }));
    const preview = screen.getByRole('dialog', { name: 'Image preview' });
    expect(within(preview).getByRole('img')).toHaveAttribute('src', '/uploads/posts/2.jpg');
    await user.click(within(preview).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Image preview' })).not.toBeInTheDocument();
  });
});

describe('live feed', () => {
  const live = (subs: ReturnType<typeof fakeSubscriptions>, value: unknown) =>
    act(async () => {
      subs.push('TopicPostEvents', 'topicPostEvents', value);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const event = (id: string, kind: string, postId: string, p: P | null) => ({ __typename: 'PostFeedEvent', id, kind, postId, post: p });

  it('listens from the first page lastEventId; new posts arrive on top once, deleted ones leave, a catch-up merges by id', async () => {
    server.use(listed([post('2'), post('1')]), count(2));
    const { subs } = renderFeed();
    await screen.findByText('Post 2');
    await waitFor(() => expect(subs.subscribed()).toEqual([{ operationName: 'TopicPostEvents', variables: { topicId: '5', after: '10' } }]));
    await live(subs, event('11', 'CREATED', '3', post('3', { html: '<p>Live one</p>' })));
    expect(await screen.findByText('Live one')).toBeInTheDocument();
    expect(listedTexts()).toEqual(['Live one', 'Post 2', 'Post 1']);
    // the same event again (a reconnect replays from lastEventId): still once
    await live(subs, event('11', 'CREATED', '3', post('3', { html: '<p>Live one</p>' })));
    expect(listedTexts()).toEqual(['Live one', 'Post 2', 'Post 1']);
    await live(subs, event('12', 'DELETED', '2', null));
    await waitFor(() => expect(listedTexts()).toEqual(['Live one', 'Post 1']));
    expect(await screen.findByText('2 posts')).toBeInTheDocument();
    // a created post that was deleted meanwhile comes without its post: nothing changes
    await live(subs, event('13', 'CREATED', '4', null));
    expect(listedTexts()).toEqual(['Live one', 'Post 1']);
  });

  it("a reply the viewer sent counts once when its live event arrives too (mutation answer + event), and a deleted reply once", async () => {
    const quote = (n: number) => ({ __typename: 'PostQuote', id: '1', html: '<p>Question?</p>', deleted: false, images: [], replyCount: n, author: alan });
    const answer = post('9', { html: '<p>Answer</p>', author: ada, viewerCan: CAN, replyTo: quote(1) });
    server.use(
      listed([post('1', { html: '<p>Question?</p>' })]),
      count(1),
      api.mutation('CreatePost', () => HttpResponse.json({ data: { createPost: answer } })),
      api.mutation('DeletePost', () => HttpResponse.json({ data: { deletePost: true } })),
    );
    const { user, subs } = renderFeed();
    const question = await screen.findByRole('article', { name: 'Post by alan' });
    await waitFor(() => expect(subs.subscribed()).toHaveLength(1));
    await user.click(within(question).getByRole('button', { name: 'Reply' }));
    typeInto(box(), 'Answer');
    const send = screen.getByRole('button', { name: 'Post reply' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await within(question).findByRole('button', { name: '1 reply' })).toBeInTheDocument();
    // the same reply from the live feed (the replier's own socket): still one
    await live(subs, event('11', 'CREATED', '9', answer));
    expect(within(question).getByRole('button', { name: '1 reply' })).toBeInTheDocument();
    expect(within(question).queryByRole('button', { name: '2 replies' })).not.toBeInTheDocument();
    // someone else's reply: the server's count comes with it
    await live(subs, event('12', 'CREATED', '10', post('10', { html: '<p>Me too</p>', replyTo: quote(2) })));
    expect(await within(question).findByRole('button', { name: '2 replies' })).toBeInTheDocument();
    // deleting my reply (the mutation, then its event): one fewer, not two
    await user.click(within(question).getByRole('button', { name: '2 replies' }));
    const mine = within(screen.getByRole('list', { name: 'Replies' })).getByText('Answer').closest('li')!;
    await user.click(within(mine as HTMLElement).getByRole('button', { name: 'Actions for the reply by ada' }));
    await user.click(within(mine as HTMLElement).getByRole('button', { name: 'Delete Post' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete' }));
    expect(await within(question).findByRole('button', { name: '1 reply' })).toBeInTheDocument();
    await live(subs, event('13', 'DELETED', '9', null));
    expect(within(question).getByRole('button', { name: '1 reply' })).toBeInTheDocument();
  });

  it('RESET reloads the first page', async () => {
    let calls = 0;
    server.use(
      count(1),
      api.query('TopicFeed', () => {
        calls += 1;
        return HttpResponse.json({ data: feedOf(calls === 1 ? [post('1')] : [post('40'), post('1')], false, calls === 1 ? '10' : '300') });
      }),
    );
    const { subs } = renderFeed();
    await screen.findByText('Post 1');
    await waitFor(() => expect(subs.subscribed()).toHaveLength(1));
    await live(subs, event('300', 'RESET', '0', null));
    expect(await screen.findByText('Post 40')).toBeInTheDocument();
  });
});

describe('read marker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks up to the newest post shown while the tab is visible; a post arriving while hidden waits until the tab is visible again', async () => {
    let hidden = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    const marks: unknown[] = [];
    server.use(
      listed([post('2'), post('1')]),
      count(2),
      api.mutation('MarkFeedRead', ({ variables }) => {
        marks.push(variables);
        return HttpResponse.json({ data: { markFeedRead: { __typename: 'Topic', id: '5', unreadPostCount: 0 } } });
      }),
    );
    const { subs } = renderFeed();
    await screen.findByText('Post 2');
    await waitFor(() => expect(marks).toEqual([{ topicId: '5', upToPostId: '2' }]));
    await waitFor(() => expect(subs.subscribed()).toHaveLength(1));
    hidden = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => {
      subs.push('TopicPostEvents', 'topicPostEvents', { __typename: 'PostFeedEvent', id: '11', kind: 'CREATED', postId: '3', post: post('3', { html: '<p>While away</p>' }) });
      await new Promise((resolve) => setTimeout(resolve, 1200));
    });
    expect(await screen.findByText('While away')).toBeInTheDocument();
    expect(marks).toHaveLength(1);
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(marks).toEqual([{ topicId: '5', upToPostId: '2' }, { topicId: '5', upToPostId: '3' }]));
  });
});

describe('post preview', () => {
  it('shows the post with its replies, a back button and a reply box', async () => {
    let sent: Record<string, unknown> | null = null;
    const reply = { ...post('8', { html: '<p>A reply</p>', author: ada }) };
    server.use(
      api.query('PostPreview', () => HttpResponse.json({ data: { post: post('7', { html: '<p>The post</p>', replyCount: 1, replies: [reply], allReplies: [reply], feedEventId: '20' }) } })),
      api.mutation('CreatePost', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { createPost: post('9', { html: '<p>Another</p>', author: ada, viewerCan: CAN, replyTo: { __typename: 'PostQuote', id: '7', html: '<p>The post</p>', deleted: false, images: [], replyCount: 2, author: alan } }) } });
      }),
    );
    const { user } = renderFeed('/homepage/active/5/preview/7');
    expect(await screen.findByText('The post')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Replies' })).getByText('A reply')).toBeInTheDocument();
    typeInto(screen.getByRole('textbox', { name: 'Write a reply' }), 'Another');
    const send = screen.getByRole('button', { name: 'Post reply' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await within(screen.getByRole('list', { name: 'Replies' })).findByText('Another')).toBeInTheDocument();
    expect(sent).toMatchObject({ replyToId: '7' });
    await user.click(screen.getByRole('button', { name: 'Back to the posts' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/homepage\/active\/5$/);
  });

  it('is live: replies from others arrive (from the feedEventId read with the post) with the server count; a deleted post says so', async () => {
    const reply = post('8', { html: '<p>A reply</p>', author: ada });
    server.use(api.query('PostPreview', () => HttpResponse.json({ data: { post: post('7', { html: '<p>The post</p>', replyCount: 1, replies: [reply], allReplies: [reply], feedEventId: '20' }) } })));
    const { subs } = renderFeed('/homepage/active/5/preview/7');
    expect(await screen.findByText('The post')).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed()).toEqual([{ operationName: 'TopicPostEvents', variables: { topicId: '5', after: '20' } }]));
    const push = (value: unknown) =>
      act(async () => {
        subs.push('TopicPostEvents', 'topicPostEvents', value);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    const quote = { __typename: 'PostQuote', id: '7', html: '<p>The post</p>', deleted: false, images: [], replyCount: 2, author: alan };
    const live = post('9', { html: '<p>Live reply</p>', replyTo: quote });
    await push({ __typename: 'PostFeedEvent', id: '21', kind: 'CREATED', postId: '9', post: live });
    expect(await within(screen.getByRole('list', { name: 'Replies' })).findByText('Live reply')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 replies' })).toBeInTheDocument();
    // a reconnect replays it: once
    await push({ __typename: 'PostFeedEvent', id: '21', kind: 'CREATED', postId: '9', post: live });
    expect(within(screen.getByRole('list', { name: 'Replies' })).getAllByRole('listitem')).toHaveLength(2);
    // a post elsewhere in the feed changes nothing here
    await push({ __typename: 'PostFeedEvent', id: '22', kind: 'CREATED', postId: '10', post: post('10', { html: '<p>Elsewhere</p>' }) });
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    await push({ __typename: 'PostFeedEvent', id: '23', kind: 'DELETED', postId: '8', post: null });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Replies' })).queryByText('A reply')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '1 reply' })).toBeInTheDocument();
    await push({ __typename: 'PostFeedEvent', id: '24', kind: 'DELETED', postId: '7', post: null });
    expect(await screen.findByText('This post was deleted.')).toBeInTheDocument();
  });

  it('says so when the post was deleted', async () => {
    server.use(api.query('PostPreview', () => HttpResponse.json({ data: { post: null } })));
    renderFeed('/homepage/active/5/preview/7');
    expect(await screen.findByText('This post was deleted.')).toBeInTheDocument();
  });
});
