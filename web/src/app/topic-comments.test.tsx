import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../lib/apollo-client';
import { comment, commentsOf, reply, repliesOf } from '../test/comment-responses';
import { viewer } from '../test/graphql-responses';
import { api, server } from '../test/msw-server';
import { renderWithProviders } from '../test/render';
import { topic } from '../test/topic-responses';
import { AppRoutes } from './app-routes';

/** The comments feature reaches the pool pages through the app layer (features do not import each other). */
describe('comments on topic pages', () => {
  function useTopic(viewerStatus: string) {
    server.use(
      api.query('TopicDetail', ({ variables }) => HttpResponse.json({ data: { topic: topic(variables.id as string, { topic: 'Rust in 30 days', viewerStatus }) } })),
      api.query('TopicComments', ({ variables }) => HttpResponse.json({ data: commentsOf(variables.topicId as string, [comment('8'), comment('6')]) })),
    );
  }

  it('shows a public topic page with its comments to a visitor', async () => {
    server.use(api.query('Me', () => HttpResponse.json({ data: { me: null } })));
    useTopic('VISITOR');
    renderWithProviders(<AppRoutes />, { path: '/pool/pooldetails/5', client: createApolloClient({ wsUrl: null }) });
    expect(await screen.findByText('Comment 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a comment…' })).toBeInTheDocument();
  });

  it('opens notifydetails with the notified comment highlighted on top and its reply highlighted', async () => {
    server.use(
      api.query('Me', () => HttpResponse.json({ data: { me: viewer() } })),
      api.query('NotifiedComment', () => HttpResponse.json({ data: { comment: comment('7', { html: '<p>Notified</p>', replyCount: 1 }) } })),
      api.query('CommentReplies', () => HttpResponse.json({ data: repliesOf('7', [reply('12', '7', { html: '<p>The reply</p>' })]) })),
    );
    useTopic('NONE');
    renderWithProviders(<AppRoutes />, { path: '/homepage/pool/notifydetails/5?comment=7&reply=12', client: createApolloClient({ wsUrl: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rust in 30 days' })).toBeInTheDocument();
    const replyText = await screen.findByText('The reply');
    expect(replyText.closest('article')).toHaveClass('discussion-item--highlighted');
    expect(screen.getByText('Notified').closest('article')).toHaveClass('discussion-item--highlighted');
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Comments' })).findByText('Comment 8')).toBeInTheDocument();
  });
});
