import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { personName } from '../../lib/person';
import { useLoadMore } from '../../lib/use-load-more';
import { Avatar } from '../../ui/avatar';
import { Pill } from '../../ui/pill';
import { Button } from '../../ui/button';
import { SearchIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { RelativeTime } from '../../ui/relative-time';
import { LoadingScreen } from '../../ui/spinner';
import { StatePanel } from '../../ui/state-panel';
import { Highlight, previewPath, timelineTabPath } from './highlight';
import { TopicAssetSearchQueryDocument, TopicSearchQueryDocument } from './topic-search.graphql';
import './topic-search.css';

/**
 * `/homepage/active/{topicId}/postsearch?q=…` (active-topic.md §2): every post of the topic that
 * matches, best first, the matches highlighted, 10 a page as the last one scrolls into view; each
 * opens the post's preview. From 3 characters (§5); the box at the top searches again.
 */
export function PostSearchPage({ topicId }: { topicId: string }) {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, LIMITS.topicSearchQueryMax);
  const [text, setText] = useState(q);
  const inputId = useId();
  const long = [...q].length >= LIMITS.topicSearchMin;
  const { data, loading, error, fetchMore, refetch } = useQuery(TopicSearchQueryDocument, {
    variables: { topicId, query: q, first: LIMITS.topicSearchPageSize },
    skip: !long,
    fetchPolicy: 'cache-and-network',
  });
  // resources and takeaways match too (issue 28): a second, small query beside the posts
  const assetsQuery = useQuery(TopicAssetSearchQueryDocument, { variables: { topicId, query: q }, skip: !long, fetchPolicy: 'cache-and-network' });
  const assets = long ? (assetsQuery.data?.topicAssetSearch ?? []) : [];
  const connection = data?.topicSearch;
  const more = useLoadMore(connection?.pageInfo, fetchMore);

  let body;
  if (!long) {
    body = (
      <StatePanel icon={<SearchIcon size={26} />} title="Search this topic's posts">
        Type at least {LIMITS.topicSearchMin} characters.
      </StatePanel>
    );
  } else if (!connection) {
    body = loading ? (
      <LoadingScreen label="Searching…" />
    ) : (
      <StatePanel title="Could not search" actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
        {error ? 'Check your connection and try again.' : null}
      </StatePanel>
    );
  } else if (connection.edges.length === 0) {
    body = assets.length ? (
      <p className="post-search__none">No posts match “{q}”.</p>
    ) : (
      <StatePanel icon={<SearchIcon size={26} />} title="No posts match">
        Nothing in this topic matches “{q}”. Try other words.
      </StatePanel>
    );
  } else {
    const edges = connection.edges;
    body = (
      <>
        <ul className="post-search__list" aria-label="Search results">
          {edges.map(({ node }, i) => (
            <li key={node.postId} className="post-search__item pm-card" ref={i === edges.length - 1 ? more.lastRef : undefined}>
              <Link className="post-search__link" to={previewPath(topicId, node.postId)}>
                <span className="post-search__meta">
                  <Avatar name={personName(node.author)} imageUrl={node.author.profileImageUrl} size={28} />
                  <span className="post-search__who">{personName(node.author)}</span>
                  <RelativeTime iso={node.createdAt} />
                </span>
                <span className="post-search__text">
                  <Highlight runs={node.highlight} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <ListFooter {...more} onMore={() => void more.loadMore()} what="results" />
      </>
    );
  }

  return (
    <section className="post-search" aria-label="Search results in this topic">
      <form
        className="post-search__form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setParams({ q: text.trim() });
        }}
      >
        <label className="pm-visually-hidden" htmlFor={inputId}>
          Search posts in this topic
        </label>
        <input id={inputId} className="pm-input" type="search" value={text} maxLength={LIMITS.topicSearchQueryMax} placeholder="Search posts" onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {assets.length > 0 && (
        <ul className="post-search__list" aria-label="Resources and takeaways found">
          {assets.map((a) => {
            const inner = (
              <>
                <span className="post-search__meta">
                  <Pill tone={a.kind === 'RESOURCE' ? 'primary' : 'success'}>{a.kind === 'RESOURCE' ? 'Resource' : `Takeaway · Day ${a.day}`}</Pill>
                  <span className="post-search__who">{personName(a.author)}</span>
                  <RelativeTime iso={a.createdAt} />
                </span>
                <span className="post-search__text">
                  <Highlight runs={a.highlight} />
                </span>
              </>
            );
            return (
              <li key={`${a.kind}:${a.itemId}`} className="post-search__item pm-card">
                {a.kind === 'RESOURCE' && a.url ? (
                  <a className="post-search__link" href={a.url} target="_blank" rel="noopener noreferrer">
                    {inner}
                  </a>
                ) : (
                  <Link className="post-search__link" to={timelineTabPath(topicId)}>
                    {inner}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {body}
    </section>
  );
}
