import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTHOR_CAN, OWNER_CAN, VISITOR_CAN, alan, can, comment, commentsOf, reply, repliesOf } from '../../test/comment-responses';
import { gqlError } from '../../test/graphql-responses';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { box, item, listed, renderComments, typeInto } from './comments-section.test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('comments', () => {
  it('lists comments newest first and says so when there are none', async () => {
    server.use(listed([]));
    renderComments();
    expect(await screen.findByText('No comments yet — start the discussion')).toBeInTheDocument();
  });

  it('posts a comment: Post disabled while empty, empty lines stripped, the comment on top at once with 0 likes', async () => {
    let sent: unknown;
    server.use(
      listed([comment('1')]),
      api.mutation('AddComment', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { addComment: comment('9', { html: '<p>Hello</p><p><br></p><p><strong>world</strong></p>', author: alan, viewerCan: AUTHOR_CAN }) } });
      }),
    );
    const { user } = renderComments();
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    typeInto(box(), '<div><br></div><div>   </div>');
    expect(post).toBeDisabled();
    typeInto(box(), '<div><br></div>Hello<div><br></div><div><b>world</b></div><div><br></div><br>');
    expect(post).toBeEnabled();
    await user.click(post);
    expect(await screen.findByText('world')).toBeInTheDocument();
    expect(sent).toEqual({ topicId: '5', html: '<p>Hello</p><p><br></p><p><strong>world</strong></p>' });
    const list = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('article');
    expect(list[0]).toHaveAccessibleName('Comment by Alan Turing');
    expect(within(list[0]).getByRole('button', { name: 'Like 0' })).toBeInTheDocument();
    expect(within(list[0]).getByText('just now')).toBeInTheDocument();
    expect(within(list[0]).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
    expect(box()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it("keeps the text and shows the server's message when posting fails", async () => {
    server.use(listed([]), api.mutation('AddComment', () => gqlError('Maximum 64000 characters.', 'BAD_USER_INPUT', 'html')));
    const { user } = renderComments();
    await screen.findByText('No comments yet — start the discussion');
    typeInto(box(), 'Too long');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum 64000 characters.');
    expect(box()).toHaveTextContent('Too long');
  });

  it('pastes plain text only, blocks a paste without text and any drop', async () => {
    server.use(listed([]));
    renderComments();
    await screen.findByText('No comments yet — start the discussion');
    const el = box();
    fireEvent.paste(el, { clipboardData: { getData: (type: string) => (type === 'text/html' ? '<img src=x onerror=alert(1)>' : '') } });
    expect(el).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    fireEvent.paste(el, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'one\r\n<b>two</b>' : '<b>rich</b>') } });
    expect(el.innerHTML).toBe('one<br>&lt;b&gt;two&lt;/b&gt;');
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(fireEvent.drop(el, { dataTransfer: { getData: () => 'dropped' } })).toBe(false);
  });

  it('shows exactly the actions of the role: author Edit/Delete, topic owner Remove/Report, others Report, visitors none', async () => {
    server.use(
      listed([
        comment('1', { html: '<p>Mine</p>', viewerCan: AUTHOR_CAN }),
        comment('2', { html: '<p>Theirs on my topic</p>', viewerCan: OWNER_CAN }),
        comment('3', { html: '<p>Someone else</p>', viewerCan: can() }),
        comment('4', { html: '<p>Nothing allowed</p>', viewerCan: VISITOR_CAN }),
      ]),
    );
    const { user } = renderComments();
    const menuOf = async (text: string) => {
      await user.click(within(item(text)).getByRole('button', { name: 'Comment actions' }));
      const names = within(item(text))
        .getAllByRole('button')
        .filter((b) => b.classList.contains('action-menu__item'))
        .map((b) => b.textContent);
      await user.keyboard('{Escape}');
      expect(within(item(text)).getByRole('button', { name: 'Comment actions' })).toHaveFocus();
      return names;
    };
    await screen.findByText('Mine');
    expect(await menuOf('Mine')).toEqual(['Edit', 'Delete']);
    expect(await menuOf('Theirs on my topic')).toEqual(['Remove', 'Report']);
    expect(await menuOf('Someone else')).toEqual(['Report']);
    expect(within(item('Nothing allowed')).queryByRole('button', { name: 'Comment actions' })).not.toBeInTheDocument();
  });

  it('edits in place: Save only after a change, then the new text marked edited', async () => {
    let sent: unknown;
    server.use(
      listed([comment('1', { html: '<p>First take</p>', viewerCan: AUTHOR_CAN })]),
      api.mutation('EditComment', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { editComment: { __typename: 'Comment', id: '1', html: '<p>Second take</p>', edited: true } } });
      }),
    );
    const { user } = renderComments();
    await user.click(within(await waitFor(() => item('First take'))).getByRole('button', { name: 'Comment actions' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect(editor).toHaveTextContent('First take');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    typeInto(editor, '<p>First take</p>');
    expect(save).toBeDisabled();
    typeInto(editor, '<p>Second take</p>');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Second take')).toBeInTheDocument();
    expect(sent).toEqual({ id: '1', html: '<p>Second take</p>' });
    expect(screen.getByText('· edited')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).not.toBeInTheDocument();
  });

  it("Cancel leaves the comment as it was", async () => {
    server.use(listed([comment('1', { html: '<p>Keep me</p>', viewerCan: AUTHOR_CAN })]));
    const { user } = renderComments();
    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Comment actions' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    typeInto(screen.getByRole('textbox', { name: 'Edit your comment' }), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it("deletes after 'Delete Comment ?' and the comment leaves the list", async () => {
    let deleted: unknown;
    server.use(
      listed([comment('1', { html: '<p>Oops</p>', viewerCan: AUTHOR_CAN }), comment('2')]),
      api.mutation('DeleteComment', ({ variables }) => {
        deleted = variables.id;
        return HttpResponse.json({ data: { deleteComment: true } });
      }),
    );
    const { user } = renderComments();
    await user.click(within(await waitFor(() => item('Oops'))).getByRole('button', { name: 'Comment actions' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Comment ?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this comment ?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Oops')).not.toBeInTheDocument());
    expect(deleted).toBe('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Comment 2')).toBeInTheDocument();
  });

  it('the topic owner removes a reply with the same dialog; the reply count drops', async () => {
    server.use(
      listed([comment('1', { replyCount: 2 })]),
      api.query('CommentReplies', () => HttpResponse.json({ data: repliesOf('1', [reply('11', '1', { viewerCan: OWNER_CAN }), reply('12', '1')]) })),
      api.mutation('DeleteReply', () => HttpResponse.json({ data: { deleteReply: true } })),
    );
    const { user } = renderComments();
    await user.click(await screen.findByRole('button', { name: 'Show 2 replies' }));
    await user.click(within(await waitFor(() => item('Reply 11'))).getByRole('button', { name: 'Reply actions' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Comment ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Reply 11')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Hide reply' })).toBeInTheDocument();
    expect(screen.getByText('Reply 12')).toBeInTheDocument();
  });

  it("reports with one of the eight reasons and flashes the server's message", async () => {
    let sent: unknown;
    server.use(
      listed([comment('1')]),
      api.mutation('ReportComment', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { reportComment: 'Thanks, your report was sent.' } });
      }),
    );
    const { user } = renderComments();
    await user.click(within(await waitFor(() => item('Comment 1'))).getByRole('button', { name: 'Comment actions' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Comment' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, your report was sent.');
    expect(sent).toEqual({ id: '1', reason: 2 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Thanks, your report was sent.')).not.toBeInTheDocument();
  });

  it("likes and unlikes with the server's count; a failure changes nothing", async () => {
    server.use(
      listed([comment('1', { likeCount: 2 })]),
      api.mutation('LikeComment', () => HttpResponse.json({ data: { likeComment: { __typename: 'Comment', id: '1', likeCount: 5, viewerHasLiked: true } } })),
      api.mutation('UnlikeComment', () => gqlError('This comment does not exist.', 'NOT_FOUND')),
    );
    const { user } = renderComments();
    const like = await screen.findByRole('button', { name: 'Like 2' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const liked = await screen.findByRole('button', { name: 'Like 5' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    await user.click(liked);
    await waitFor(() => expect(liked).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('button', { name: 'Like 5' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows and hides replies: 'Show reply' for one, 'Show n replies', 5 at a time with 'Show more replies'", async () => {
    const afters: unknown[] = [];
    server.use(
      listed([comment('1', { html: '<p>One reply</p>', replyCount: 1 }), comment('2', { html: '<p>Many replies</p>', replyCount: 7 })]),
      api.query('CommentReplies', ({ variables }) => {
        if (variables.commentId === '1') return HttpResponse.json({ data: repliesOf('1', [reply('11', '1')]) });
        afters.push(variables.after ?? null);
        const ids = variables.after ? ['26', '27'] : ['21', '22', '23', '24', '25'];
        return HttpResponse.json({ data: repliesOf('2', ids.map((id) => reply(id, '2')), !variables.after) });
      }),
    );
    const { user } = renderComments();
    const one = within(await waitFor(() => item('One reply')));
    await user.click(one.getByRole('button', { name: 'Show reply' }));
    expect(await one.findByText('Reply 11')).toBeInTheDocument();
    await user.click(one.getByRole('button', { name: 'Hide reply' }));
    expect(one.queryByText('Reply 11')).not.toBeInTheDocument();
    expect(one.getByRole('button', { name: 'Show reply' })).toHaveAttribute('aria-expanded', 'false');

    const many = within(item('Many replies'));
    await user.click(many.getByRole('button', { name: 'Show 7 replies' }));
    expect(await many.findByText('Reply 25')).toBeInTheDocument();
    expect(many.queryByText('Reply 26')).not.toBeInTheDocument();
    expect(many.getByRole('button', { name: 'Hide 7 replies' })).toBeInTheDocument();
    await user.click(many.getByRole('button', { name: 'Show more replies' }));
    expect(await many.findByText('Reply 27')).toBeInTheDocument();
    expect(many.getAllByRole('article').map((a) => a.textContent?.match(/Reply \d+/)?.[0])).toEqual(['Reply 21', 'Reply 22', 'Reply 23', 'Reply 24', 'Reply 25', 'Reply 26', 'Reply 27']);
    expect(many.queryByRole('button', { name: 'Show more replies' })).not.toBeInTheDocument();
    expect(afters).toEqual([null, 'c25']);
  });

  it('replies to a comment and to a reply: the reply shows at once and the count goes up', async () => {
    const sent: unknown[] = [];
    server.use(
      listed([comment('1', { replyCount: 1 })]),
      api.query('CommentReplies', () => HttpResponse.json({ data: repliesOf('1', [reply('11', '1')]) })),
      api.mutation('AddReply', ({ variables }) => {
        sent.push(variables);
        const id = String(20 + sent.length);
        return HttpResponse.json({
          data: { addReply: reply(id, '1', { html: `<p>Answer ${id}</p>`, parentId: variables.replyToId ?? null, replyTo: variables.replyToId ? alan : null, author: { ...alan, id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace' }, viewerCan: AUTHOR_CAN }) },
        });
      }),
    );
    const { user } = renderComments();
    const thread = within(await waitFor(() => item('Comment 1')));
    await user.click(thread.getAllByRole('button', { name: 'Reply' })[0]);
    const replyBox = screen.getByRole('textbox', { name: 'Reply to Grace Hopper' });
    expect(replyBox).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Post reply' })).toBeDisabled();
    typeInto(replyBox, 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await thread.findByText('Answer 21')).toBeInTheDocument();
    expect(thread.getByRole('button', { name: 'Hide 2 replies' })).toBeInTheDocument();
    expect(thread.getByText('Reply 11')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply to Grace Hopper' })).not.toBeInTheDocument();

    await user.click(within(item('Reply 11')).getByRole('button', { name: 'Reply' }));
    typeInto(screen.getByRole('textbox', { name: 'Reply to Alan Turing' }), 'To you');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await thread.findByText('Answer 22')).toBeInTheDocument();
    expect(within(item('Answer 22')).getByText('replying to Alan Turing')).toBeInTheDocument();
    expect(thread.getByRole('button', { name: 'Hide 3 replies' })).toBeInTheDocument();
    expect(sent).toEqual([
      { commentId: '1', html: '<p>Agreed</p>', replyToId: null },
      { commentId: '1', html: '<p>To you</p>', replyToId: '11' },
    ]);
  });

  it('links the author to their profile: inside the app when signed in, public for visitors', async () => {
    server.use(listed([comment('1')]));
    renderComments();
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/homepage/account/u2');
  });

  it('sends a visitor to sign-in from the comment box and from Like, with this page as the way back', async () => {
    server.use(listed([comment('1', { viewerCan: VISITOR_CAN })]));
    const { user } = renderComments('/pool/pooldetails/5');
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/account/u2');
    expect(screen.queryByRole('button', { name: 'Comment actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a comment…' }));
    expect(await screen.findByRole('heading', { name: 'Sign in, then /pool/pooldetails/5' })).toBeInTheDocument();
  });

  it('sends a visitor to sign-in from Like', async () => {
    server.use(listed([comment('1', { viewerCan: VISITOR_CAN })]));
    const { user } = renderComments('/pool/pooldetails/5');
    await user.click(await screen.findByRole('button', { name: 'Like 0' }));
    expect(await screen.findByRole('heading', { name: 'Sign in, then /pool/pooldetails/5' })).toBeInTheDocument();
  });

  it('loads the next 5 when the last comment scrolls into view', async () => {
    const io = fakeIntersectionObserver();
    const afters: unknown[] = [];
    server.use(
      api.query('TopicComments', ({ variables }) => {
        afters.push(variables.after ?? null);
        const ids = variables.after ? ['5', '4'] : ['10', '9', '8', '7', '6'];
        return HttpResponse.json({ data: commentsOf('5', ids.map((id) => comment(id)), !variables.after) });
      }),
    );
    renderComments();
    expect(await screen.findByText('Comment 6')).toBeInTheDocument();
    io.scrollToEnd();
    expect(await screen.findByText('Comment 4')).toBeInTheDocument();
    expect(afters).toEqual([null, 'c6']);
    expect(within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('article')).toHaveLength(7);
  });

  it('shows the notified comment first, highlighted, with its replies open and the notified reply highlighted', async () => {
    const scrolled = vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>();
    Element.prototype.scrollIntoView = scrolled;
    server.use(
      listed([comment('8'), comment('7', { html: '<p>The notified one</p>', replyCount: 2 }), comment('6')]),
      api.query('NotifiedComment', ({ variables }) => HttpResponse.json({ data: { comment: comment(variables.id as string, { html: '<p>The notified one</p>', replyCount: 2 }) } })),
      api.query('CommentReplies', () => HttpResponse.json({ data: repliesOf('7', [reply('11', '7'), reply('12', '7', { html: '<p>Answer for you</p>' })]) })),
    );
    renderComments('/homepage/pool/notifydetails/5?comment=7&reply=12', { commentId: '7', replyId: '12' });
    const answer = await screen.findByText('Answer for you');
    const notified = item('The notified one');
    expect(notified).toHaveClass('discussion-item--highlighted');
    expect(within(notified).getByRole('button', { name: 'Hide 2 replies' })).toBeInTheDocument();
    expect(answer.closest('article')).toHaveClass('discussion-item--highlighted');
    expect(item('Reply 11')).not.toHaveClass('discussion-item--highlighted');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(answer.closest('article'));
    // on top, and not listed twice
    await screen.findByText('Comment 8');
    expect(screen.getAllByText('The notified one')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('article').map((a) => a.getAttribute('id'))).toEqual(['comment-8', 'comment-6']);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("says 'This comment was deleted' when the notified comment is gone", async () => {
    server.use(listed([comment('6')]), api.query('NotifiedComment', () => HttpResponse.json({ data: { comment: null } })));
    renderComments('/homepage/pool/notifydetails/5?comment=7', { commentId: '7' });
    expect(await screen.findByText('This comment was deleted')).toBeInTheDocument();
    expect(await screen.findByText('Comment 6')).toBeInTheDocument();
  });
});
