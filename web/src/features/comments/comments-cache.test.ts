import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { alan, comment, commentsOf } from '../../test/comment-responses';
import { addLiveComment, prependComment } from './comments-cache';
import { CommentFieldsFragment, TopicCommentsQueryDocument } from './comments.graphql';

/** A cache with the same type policies as the app's, holding topic 5's first page. */
function cacheWith(ids: string[]) {
  const { cache } = createApolloClient({ wsUrl: null });
  cache.writeQuery({ query: TopicCommentsQueryDocument, variables: { topicId: '5', first: 5 }, data: commentsOf('5', ids.map((id) => comment(id))) });
  const read = () => cache.readQuery({ query: TopicCommentsQueryDocument, variables: { topicId: '5', first: 5 } })?.topic?.comments.edges.map((e) => e.node);
  return { cache, read, ids: () => read()?.map((c) => c.id) };
}

describe('addLiveComment', () => {
  it('puts a new comment on top with all its fields, once', () => {
    const { cache, read, ids } = cacheWith(['2', '1']);
    const live = comment('3', { html: '<p>Live</p>', author: alan, likeCount: 2 });
    addLiveComment(cache, '5', live);
    addLiveComment(cache, '5', live);
    expect(ids()).toEqual(['3', '2', '1']);
    expect(read()?.[0]).toEqual(live);
  });

  it("keeps one of the viewer's own comment, whichever of mutation answer and event comes first", () => {
    const own = comment('9', { html: '<p>Mine</p>' });
    // the mutation answer first: Apollo stores the comment, the section lists it, then the event
    const answerFirst = cacheWith(['1']);
    answerFirst.cache.writeFragment({ fragment: CommentFieldsFragment, fragmentName: 'CommentFields', data: own });
    prependComment(answerFirst.cache, '5', '9');
    addLiveComment(answerFirst.cache, '5', own);
    expect(answerFirst.ids()).toEqual(['9', '1']);
    // the event first, then the answer
    const eventFirst = cacheWith(['1']);
    addLiveComment(eventFirst.cache, '5', own);
    eventFirst.cache.writeFragment({ fragment: CommentFieldsFragment, fragmentName: 'CommentFields', data: own });
    prependComment(eventFirst.cache, '5', '9');
    expect(eventFirst.ids()).toEqual(['9', '1']);
  });

  it('ignores a null event and a comment of another topic', () => {
    const { cache, ids } = cacheWith(['1']);
    addLiveComment(cache, '5', null);
    addLiveComment(cache, '5', undefined);
    addLiveComment(cache, '5', comment('7', { topicId: '6' }));
    expect(ids()).toEqual(['1']);
  });

  it('does not overwrite a comment the cache already holds (its state may be fresher than the event)', () => {
    const { cache, read, ids } = cacheWith(['1']);
    addLiveComment(cache, '5', comment('1', { likeCount: 0, html: '<p>Old</p>' }));
    expect(ids()).toEqual(['1']);
    expect(read()?.[0].html).toBe('<p>Comment 1</p>');
  });
});
